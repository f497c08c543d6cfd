import { Box, Skeleton } from '@mui/material';
import { hasAbility } from '../../../domain/permissions/roles';
import { RouterLinkText } from '../../app/components/RouterLinkText';
import { useCurrentUser } from '../../app/session/useSession';
import { useActiveSubscription } from '../billing/useActiveSubscription';

/** "5 of 10 seats used": members plus pending invitations, against the plan's seats. */
export function SeatUsage() {
  const user = useCurrentUser();
  const subscription = useActiveSubscription();
  if (subscription.isPending) return <Skeleton component="span" width={140} sx={{ display: 'inline-block' }} />;
  if (subscription.isError) return 'Everyone in your organisation.';
  const { seatsInUse, seatLimit } = subscription.data;
  const full = seatsInUse >= seatLimit;
  return (
    <>
      <Box component="span" sx={full ? { color: 'warning.main', fontWeight: 600 } : undefined}>
        {seatsInUse} of {seatLimit} seats used
      </Box>
      {full && hasAbility(user.role, 'billing_manage') && (
        <>
          {' · '}
          <RouterLinkText to="/billing">Add seats</RouterLinkText>
        </>
      )}
    </>
  );
}
