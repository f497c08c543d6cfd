import { useId, useState } from 'react';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { toast } from 'react-toastify';
import type { SubscriptionSummary } from '../../../../domain/billing/api';
import { formatDate } from '../../../app/format';
import { offersUpgrade } from '../billingFormat';
import { openUpgradeDialog } from '../upgrade/upgradeDialog';
import { useCancelSubscription, useReactivateSubscription } from '../useBilling';

/** A paid subscription that is still running can be cancelled (at period end) or kept again. */
const CANCELLABLE = ['active', 'past_due'];

function CancelSubscriptionDialog({ open, periodEnd, onClose }: { open: boolean; periodEnd: string | null; onClose: () => void }) {
  const id = useId();
  const cancel = useCancelSubscription();
  const until = periodEnd ? formatDate(periodEnd) : 'the end of the current period';
  const confirm = () =>
    cancel.mutate(undefined, {
      onSuccess: () => {
        toast.success(`Your subscription will end on ${until}`);
        onClose();
      },
    });
  return (
    <Dialog open={open} onClose={cancel.isPending ? undefined : onClose} maxWidth="xs" fullWidth aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`}>
      <DialogTitle id={`${id}-title`}>Cancel subscription?</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-text`}>
          Your plan stays active until {until} and you won't be charged again. After that, your team loses access to the workspace until you
          subscribe again. You can change your mind at any time before then.
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, flexWrap: 'wrap', gap: 1, '& > :not(style) ~ :not(style)': { ml: 0 } }}>
        <Button onClick={onClose} disabled={cancel.isPending} color="inherit">
          Keep my plan
        </Button>
        <Button onClick={confirm} loading={cancel.isPending} variant="contained" color="error">
          Cancel subscription
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export function SubscriptionActions({ subscription }: { subscription: SubscriptionSummary }) {
  const [confirming, setConfirming] = useState(false);
  const reactivate = useReactivateSubscription();
  const restricted = subscription.status === 'restricted';
  const upgrade = offersUpgrade(subscription);
  const cancellable = !upgrade && CANCELLABLE.includes(subscription.status);

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
      {!restricted && (
        <Button variant="contained" onClick={() => openUpgradeDialog()}>
          {upgrade ? 'Upgrade' : 'Change plan'}
        </Button>
      )}
      {cancellable &&
        (subscription.cancelAtPeriodEnd ? (
          <Button
            variant="outlined"
            loading={reactivate.isPending}
            onClick={() => reactivate.mutate(undefined, { onSuccess: () => toast.success('Your subscription will continue') })}
          >
            Keep subscription
          </Button>
        ) : (
          <Button color="inherit" onClick={() => setConfirming(true)} sx={{ color: 'text.secondary' }}>
            Cancel subscription
          </Button>
        ))}
      <CancelSubscriptionDialog open={confirming} periodEnd={subscription.currentPeriodEnd} onClose={() => setConfirming(false)} />
    </Box>
  );
}
