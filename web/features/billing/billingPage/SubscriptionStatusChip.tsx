import { Chip, type ChipProps } from '@mui/material';
import type { SubscriptionSummary } from '../../../../domain/billing/api';
import { formatDate } from '../../../app/format';

type Summary = Pick<SubscriptionSummary, 'status' | 'trialEndsAt' | 'suspendsAt' | 'cancelAtPeriodEnd' | 'currentPeriodEnd'>;

/** What the subscription's state means for the customer, with the date that matters next. */
export function subscriptionStatusLabel(subscription: Summary): { label: string; color: ChipProps['color'] } {
  const { status } = subscription;
  if (subscription.cancelAtPeriodEnd && (status === 'active' || status === 'trialing' || status === 'past_due')) {
    return { label: subscription.currentPeriodEnd ? `Cancels on ${formatDate(subscription.currentPeriodEnd)}` : 'Cancels at period end', color: 'warning' };
  }
  switch (status) {
    case 'trialing':
      return { label: subscription.trialEndsAt ? `Trial — ends ${formatDate(subscription.trialEndsAt)}` : 'Trial', color: 'info' };
    case 'active':
      return { label: 'Active', color: 'success' };
    case 'past_due':
      return { label: subscription.suspendsAt ? `Payment failed — suspends on ${formatDate(subscription.suspendsAt)}` : 'Payment failed', color: 'error' };
    case 'suspended':
      return { label: 'Suspended', color: 'error' };
    case 'expired':
      return { label: 'Expired', color: 'default' };
    case 'cancelled':
      return { label: 'Cancelled', color: 'default' };
    case 'restricted':
      return { label: 'Restricted', color: 'error' };
  }
}

export function SubscriptionStatusChip({ subscription }: { subscription: Summary }) {
  const { label, color } = subscriptionStatusLabel(subscription);
  return <Chip size="small" variant="outlined" color={color} label={label} sx={{ fontWeight: 600, maxWidth: '100%' }} />;
}
