import { useEffect } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import BlockOutlined from '@mui/icons-material/BlockOutlined';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import WavingHandOutlined from '@mui/icons-material/WavingHandOutlined';
import { StatusIcon } from '../../../app/components/StatusIcon';
import { KIOSK_MESSAGES } from '../../../../domain/visitors/visits';
import { badgePath, type KioskVisit } from './kioskApi';
import type { KioskContext } from './kiosk';
import { bigButtonSx, KioskHeading } from './KioskLayout';

/** A finished visitor's screen stays this long, then the kiosk is ready for the next one. */
export const RESULT_SCREEN_MS = 20_000;

function useReturnAfter(ms: number, onDone: () => void) {
  useEffect(() => {
    const timer = window.setTimeout(onDone, ms);
    return () => window.clearTimeout(timer);
  }, [ms, onDone]);
}

function DoneButton({ onDone }: { onDone: () => void }) {
  return (
    <Button variant="outlined" size="large" onClick={onDone} sx={bigButtonSx}>
      Done
    </Button>
  );
}

/** Signed in (an invitation, a walk-in let straight in, or one approved while waiting): the badge to print. */
export function SignedInScreen({ kiosk, visit, approved, onDone }: { kiosk: KioskContext; visit: KioskVisit; approved: boolean; onDone: () => void }) {
  useReturnAfter(RESULT_SCREEN_MS, onDone);
  return (
    <>
      <KioskHeading
        icon={<StatusIcon icon={<CheckCircleOutlined />} color="success" />}
        title={approved ? 'Approved: welcome!' : 'You are signed in.'}
        subtitle={`${visit.hostName} has been told you are here.`}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center' }}>
        <Button
          variant="contained"
          size="large"
          startIcon={<PrintOutlined />}
          href={badgePath(kiosk.token, visit._id)}
          target="_blank"
          rel="noopener"
          sx={bigButtonSx}
        >
          Print badge
        </Button>
        <DoneButton onDone={onDone} />
      </Stack>
    </>
  );
}

export function GoodbyeScreen({ visit, onDone }: { visit: KioskVisit; onDone: () => void }) {
  useReturnAfter(RESULT_SCREEN_MS / 2, onDone);
  return (
    <>
      <KioskHeading icon={<StatusIcon icon={<WavingHandOutlined />} color="success" />} title={`Goodbye, ${visit.visitorName}.`} subtitle="Thanks for visiting." />
      <Stack sx={{ alignItems: 'center' }}>
        <DoneButton onDone={onDone} />
      </Stack>
    </>
  );
}

export function DeniedScreen({ onDone }: { onDone: () => void }) {
  useReturnAfter(RESULT_SCREEN_MS, onDone);
  return (
    <>
      <KioskHeading icon={<StatusIcon icon={<InfoOutlined />} color="primary" />} title="Sorry, your visit was not approved." subtitle="Please ask at the front desk." />
      <Stack sx={{ alignItems: 'center' }}>
        <DoneButton onDone={onDone} />
      </Stack>
    </>
  );
}

/** A revoked (or unknown) kiosk: the whole screen, nothing to touch. */
export function KioskInactiveScreen() {
  return (
    <Box
      component="main"
      sx={(theme) => ({
        minHeight: '100dvh',
        display: 'grid',
        placeItems: 'center',
        p: 3,
        background: `radial-gradient(1200px 600px at 50% -10%, ${alpha(theme.palette.error.main, 0.08)}, transparent 70%), ${theme.palette.background.default}`,
      })}
    >
      <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', maxWidth: 640 }}>
        <StatusIcon icon={<BlockOutlined />} color="error" />
        <Typography component="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2.5rem' }, fontWeight: 700 }}>
          This kiosk is no longer active
        </Typography>
        <Typography sx={{ fontSize: '1.25rem', color: 'text.secondary' }}>{KIOSK_MESSAGES.revoked.replace(/^This kiosk is no longer active\.\s*/, '')}</Typography>
      </Stack>
    </Box>
  );
}
