import { useEffect } from 'react';
import { CircularProgress, Stack } from '@mui/material';
import { isRevoked, useKioskVisit, type KioskVisit } from './kioskApi';
import type { KioskContext } from './kiosk';
import { KioskHeading } from './KioskLayout';

/**
 * A walk-in waiting for their host: asks the server until the visit is signed in or denied. A
 * visit held by the block list waits here too, looking the same: the visitor is never told why.
 */
export function WaitingScreen({ kiosk, visit, onDecided }: { kiosk: KioskContext; visit: KioskVisit; onDecided: (visit: KioskVisit) => void }) {
  const answer = useKioskVisit(kiosk.token, visit._id, true);
  const latest = answer.data;

  useEffect(() => {
    if (latest && latest.status !== 'awaitingApproval') onDecided(latest);
  }, [latest, onDecided]);
  useEffect(() => {
    if (isRevoked(answer.error)) kiosk.onRevoked();
  }, [answer.error, kiosk]);

  return (
    <Stack sx={{ alignItems: 'center' }}>
      <KioskHeading
        icon={<CircularProgress size={56} aria-label="Waiting" />}
        title={`Waiting for ${visit.hostName} to approve your visit…`}
        subtitle="Please take a seat; this screen changes as soon as they answer."
      />
    </Stack>
  );
}
