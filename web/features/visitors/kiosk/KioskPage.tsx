import { useCallback, useEffect, useState } from 'react';
import { Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useParams } from 'react-router';
import { KIOSK_TOKEN_PATTERN } from '../../../../domain/visitors/visits';
import { CodeScreen } from './CodeScreen';
import { InvitationScreen } from './InvitationScreen';
import { kioskError, useKioskInfo, type KioskInfo, type KioskVisit } from './kioskApi';
import type { KioskContext } from './kiosk';
import { bigButtonSx, KioskLayout } from './KioskLayout';
import { DeniedScreen, GoodbyeScreen, KioskInactiveScreen, SignedInScreen } from './ResultScreens';
import { StartScreen, type StartChoice } from './StartScreen';
import { WaitingScreen } from './WaitingScreen';
import { WalkInScreen } from './WalkInScreen';

/** Untouched this long, any screen goes back to the start and forgets what was typed: the tablet is shared. */
export const KIOSK_IDLE_MS = 60_000;
/** The waiting walk-in has nothing typed on screen and may wait a while for the host; still, an abandoned wait ends. */
export const KIOSK_WAITING_IDLE_MS = 10 * 60_000;
const TOUCHES = ['pointerdown', 'keydown', 'touchstart', 'wheel'] as const;

type Screen =
  | { kind: 'start' }
  | { kind: 'invitationCode' }
  | { kind: 'invitation'; code: string; visit: KioskVisit }
  | { kind: 'signedIn'; visit: KioskVisit; approved: boolean }
  | { kind: 'walkIn' }
  | { kind: 'waiting'; visit: KioskVisit }
  | { kind: 'denied' }
  | { kind: 'signOutCode' }
  | { kind: 'goodbye'; visit: KioskVisit };

const START: Screen = { kind: 'start' };

function useIdleReset(active: boolean, ms: number, reset: () => void) {
  useEffect(() => {
    if (!active) return;
    let timer = window.setTimeout(reset, ms);
    const touched = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(reset, ms);
    };
    TOUCHES.forEach((event) => window.addEventListener(event, touched, { passive: true }));
    return () => {
      window.clearTimeout(timer);
      TOUCHES.forEach((event) => window.removeEventListener(event, touched));
    };
  }, [active, ms, reset]);
}

function KioskFlow({ token, info, onRevoked }: { token: string; info: KioskInfo; onRevoked: () => void }) {
  const [screen, setScreen] = useState<Screen>(START);
  // Each visitor starts from fresh components, so nothing the previous one typed survives.
  const [visitorNumber, setVisitorNumber] = useState(0);
  const reset = useCallback(() => {
    setScreen(START);
    setVisitorNumber((number) => number + 1);
  }, []);
  useIdleReset(screen.kind !== 'start', screen.kind === 'waiting' ? KIOSK_WAITING_IDLE_MS : KIOSK_IDLE_MS, reset);
  const kiosk: KioskContext = { token, info, onRevoked };

  const choose = (choice: StartChoice) => setScreen({ kind: choice === 'invitation' ? 'invitationCode' : choice === 'walkIn' ? 'walkIn' : 'signOutCode' });
  const answered = useCallback((visit: KioskVisit, approved: boolean) => {
    if (visit.status === 'awaitingApproval') setScreen({ kind: 'waiting', visit });
    else if (visit.status === 'denied') setScreen({ kind: 'denied' });
    else setScreen({ kind: 'signedIn', visit, approved });
  }, []);
  const decided = useCallback((visit: KioskVisit) => answered(visit, true), [answered]);

  const content = (() => {
    switch (screen.kind) {
      case 'start':
        return <StartScreen info={info} onChoose={choose} />;
      case 'invitationCode':
        return <CodeScreen kiosk={kiosk} purpose="signIn" onVisit={(code, visit) => setScreen({ kind: 'invitation', code, visit })} />;
      case 'invitation':
        return <InvitationScreen kiosk={kiosk} code={screen.code} visit={screen.visit} onSignedIn={(visit) => answered(visit, false)} />;
      case 'signedIn':
        return <SignedInScreen kiosk={kiosk} visit={screen.visit} approved={screen.approved} onDone={reset} />;
      case 'walkIn':
        return <WalkInScreen kiosk={kiosk} onAnswer={(visit) => answered(visit, false)} />;
      case 'waiting':
        return <WaitingScreen kiosk={kiosk} visit={screen.visit} onDecided={decided} />;
      case 'denied':
        return <DeniedScreen onDone={reset} />;
      case 'signOutCode':
        return <CodeScreen kiosk={kiosk} purpose="signOut" onVisit={(_code, visit) => setScreen({ kind: 'goodbye', visit })} />;
      case 'goodbye':
        return <GoodbyeScreen visit={screen.visit} onDone={reset} />;
    }
  })();

  return (
    <KioskLayout key={visitorNumber} organizationName={info.organizationName} onStartOver={screen.kind === 'start' ? undefined : reset}>
      {content}
    </KioskLayout>
  );
}

/**
 * The front desk's tablet (/kiosk/{token}): public, no session; the token binds it to one
 * organisation. Invited visitors sign in by QR code or typed code, walk-ins say who they are and
 * whom they visit, and everyone signs out by their badge's code.
 */
export function KioskPage() {
  const { token = '' } = useParams();
  const wellFormed = KIOSK_TOKEN_PATTERN.test(token);
  const info = useKioskInfo(token, wellFormed);
  const [revoked, setRevoked] = useState(false);
  const onRevoked = useCallback(() => setRevoked(true), []);

  if (!wellFormed || revoked || info.error?.status === 404) return <KioskInactiveScreen />;
  // A later refresh that failed keeps the kiosk working with what it already knows.
  if (info.data) return <KioskFlow token={token} info={info.data} onRevoked={onRevoked} />;
  if (info.error) {
    return (
      <KioskLayout organizationName="">
        <Stack spacing={3} sx={{ alignItems: 'center', textAlign: 'center' }}>
          <Typography sx={{ fontSize: '1.4rem' }}>{kioskError(info.error).message}</Typography>
          <Button variant="contained" size="large" onClick={() => void info.refetch()} sx={bigButtonSx}>
            Try again
          </Button>
        </Stack>
      </KioskLayout>
    );
  }
  return (
    <Stack sx={{ minHeight: '100dvh', alignItems: 'center', justifyContent: 'center' }}>
      <CircularProgress aria-label="Loading the kiosk" />
    </Stack>
  );
}
