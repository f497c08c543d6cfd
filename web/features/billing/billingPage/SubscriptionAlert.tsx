import { Alert, AlertTitle, Button } from '@mui/material';
import { RESTRICTED_CHECKOUT_TEXT } from '../../../../domain/billing/billingRules';
import type { SubscriptionSummary } from '../../../../domain/billing/api';
import { formatDate } from '../../../app/format';
import { openUpgradeDialog } from '../upgrade/upgradeDialog';
import { useRetryCheckout } from '../useBilling';

/**
 * What needs doing, for the states that need something done: a failed payment to retry, a
 * lapsed trial or cancelled plan to replace, a platform restriction to take up with support.
 */
export function SubscriptionAlert({ subscription }: { subscription: SubscriptionSummary }) {
  const retry = useRetryCheckout();
  const retryButton = (
    <Button color="inherit" variant="outlined" size="small" loading={retry.isPending} onClick={() => retry.mutate(undefined)} sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}>
      Retry payment
    </Button>
  );
  const upgradeButton = (
    <Button color="inherit" variant="outlined" size="small" onClick={() => openUpgradeDialog()} sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}>
      Choose a plan
    </Button>
  );
  // On a phone the action goes under the text instead of squeezing it.
  const sx = { alignItems: { xs: 'flex-start', sm: 'center' }, flexWrap: { xs: 'wrap', sm: 'nowrap' }, '& .MuiAlert-action': { pl: { xs: 0, sm: 2 }, ml: { xs: 0, sm: 'auto' }, pt: 0 } } as const;

  switch (subscription.status) {
    case 'past_due':
      return (
        <Alert severity="error" action={retryButton} sx={sx}>
          <AlertTitle>Payment failed</AlertTitle>
          We couldn't charge your card for the last renewal. Retry the payment, or add another card and make it the default
          {subscription.suspendsAt ? `, before ${formatDate(subscription.suspendsAt)} when the workspace will be suspended.` : '.'}
        </Alert>
      );
    case 'suspended':
      return (
        <Alert severity="error" action={retryButton} sx={sx}>
          <AlertTitle>Your subscription is suspended</AlertTitle>
          Your team can't use the workspace until the open invoice is paid. Retry the payment; if the card no longer works, add a new one first.
        </Alert>
      );
    case 'expired':
      return (
        <Alert severity="warning" action={upgradeButton} sx={sx}>
          <AlertTitle>Your trial has ended</AlertTitle>
          Choose a plan to restore access for your team. Everything you created is kept.
        </Alert>
      );
    case 'cancelled':
      return (
        <Alert severity="warning" action={upgradeButton} sx={sx}>
          <AlertTitle>Your subscription was cancelled</AlertTitle>
          Subscribe again to restore access for your team. Everything you created is kept.
        </Alert>
      );
    case 'restricted':
      return (
        <Alert severity="error" sx={sx}>
          <AlertTitle>This organisation is restricted</AlertTitle>
          {RESTRICTED_CHECKOUT_TEXT}
        </Alert>
      );
    default:
      if (subscription.cancelAtPeriodEnd && subscription.currentPeriodEnd) {
        return (
          <Alert severity="info" sx={sx}>
            Your subscription ends on {formatDate(subscription.currentPeriodEnd)}. Your team keeps full access until then, and you can keep the
            subscription at any time before that date.
          </Alert>
        );
      }
      return null;
  }
}
