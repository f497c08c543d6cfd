import { useState } from 'react';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import Call from '@mui/icons-material/Call';
import CallEnd from '@mui/icons-material/CallEnd';
import type { CallState } from '../../../domain/chat/events';
import { UserAvatar } from '../../app/components/UserAvatar';
import { capitalisedCallType } from './callController';
import { useCallController, useCallSnapshot } from './useCall';

/** Spec 2 texts: 'Incoming <type> Call', '<initiator name> is calling you.'. */
export function incomingCallTitle(call: Pick<CallState, 'type'>): string {
  return `Incoming ${capitalisedCallType(call.type)} Call`;
}
export function incomingCallText(call: Pick<CallState, 'initiator'>): string {
  return `${call.initiator.name} is calling you.`;
}

/** The incoming-call prompt (spec 2, App shell): rings until answered, declined, or the call is over. */
export function IncomingCallDialog() {
  const { incoming, busy } = useCallSnapshot();
  const controller = useCallController();
  // The last call shown stays in the dialog while it fades out.
  const [shown, setShown] = useState<CallState | null>(incoming);
  if (incoming && incoming !== shown) setShown(incoming);
  const call = incoming ?? shown;

  return (
    <Dialog open={Boolean(incoming)} maxWidth="xs" fullWidth aria-labelledby="incoming-call-title" aria-describedby="incoming-call-text">
      {call && (
        <>
          <DialogContent sx={{ pt: 4, pb: 1, display: 'flex', flexDirection: 'column', alignItems: 'center', textAlign: 'center' }}>
            <Box
              sx={{
                borderRadius: '50%',
                p: 0.75,
                border: 3,
                borderColor: 'success.main',
                '@keyframes incomingCallPulse': { '0%, 100%': { transform: 'scale(1)' }, '50%': { transform: 'scale(1.06)' } },
                animation: 'incomingCallPulse 1.2s ease-in-out infinite',
                '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
              }}
            >
              <UserAvatar name={call.initiator.name} size={64} />
            </Box>
            <DialogTitle id="incoming-call-title" sx={{ p: 0, mt: 2, mb: 1 }}>
              {incomingCallTitle(call)}
            </DialogTitle>
            <DialogContentText id="incoming-call-text" sx={{ overflowWrap: 'anywhere' }}>
              {incomingCallText(call)}
            </DialogContentText>
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 3, pt: 2, gap: 1, '& > :not(style) ~ :not(style)': { ml: 0 } }}>
            <Button onClick={() => controller.reject()} disabled={busy} variant="contained" color="error" startIcon={<CallEnd />} sx={{ flex: 1 }}>
              Reject
            </Button>
            <Button onClick={() => void controller.accept()} disabled={busy} variant="contained" color="success" startIcon={<Call />} sx={{ flex: 1 }} autoFocus>
              Accept
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
