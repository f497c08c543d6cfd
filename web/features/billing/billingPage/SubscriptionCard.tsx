import type { ReactNode } from 'react';
import { Box, Card, Chip, Divider, Skeleton, Stack, Typography } from '@mui/material';
import EventRepeatOutlined from '@mui/icons-material/EventRepeatOutlined';
import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';
import type { SubscriptionSummary } from '../../../../domain/billing/api';
import { QueryError } from '../../../app/components/QueryError';
import { formatDate, formatMoney } from '../../../app/format';
import { billedLabel, cycleLabel, moneyOrDash, perPeriod, scheduledChangeText, seatsLabel } from '../billingFormat';
import { useActiveSubscription } from '../useActiveSubscription';
import { SeatsMeter } from './SeatsMeter';
import { SubscriptionActions } from './SubscriptionActions';
import { SubscriptionAlert } from './SubscriptionAlert';
import { SubscriptionStatusChip } from './SubscriptionStatusChip';

function Fact({ label, value, detail }: { label: string; value: ReactNode; detail?: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" component="dt" sx={{ color: 'text.secondary', fontWeight: 600, textTransform: 'uppercase', letterSpacing: '0.06em' }}>
        {label}
      </Typography>
      <Box component="dd" sx={{ m: 0, mt: 0.25 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{value}</Typography>
        {detail && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {detail}
          </Typography>
        )}
      </Box>
    </Box>
  );
}

function nextPayment(subscription: SubscriptionSummary): { value: ReactNode; detail?: ReactNode } {
  if (subscription.cancelAtPeriodEnd) return { value: 'None', detail: 'No further charges' };
  if (subscription.status === 'trialing') return { value: '—', detail: 'Choose a plan before the trial ends' };
  if (!subscription.nextPaymentDate) return { value: '—', detail: subscription.totalAmount === 0 ? 'Free plan' : undefined };
  return { value: formatDate(subscription.nextPaymentDate), detail: moneyOrDash(subscription.nextPaymentAmount) };
}

function SubscriptionDetails({ subscription }: { subscription: SubscriptionSummary }) {
  const change = scheduledChangeText(subscription);
  const next = nextPayment(subscription);
  const price =
    subscription.status === 'trialing' ? 'Free during the trial' : subscription.totalAmount === 0 ? 'Free' : `${formatMoney(subscription.totalAmount)} / ${perPeriod(subscription.billingCycle)}`;
  return (
    <Stack spacing={2.5} sx={{ p: { xs: 2, sm: 3 } }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start', justifyContent: 'space-between' }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="overline" component="p" sx={{ color: 'text.secondary', lineHeight: 1.8 }}>
            Current plan
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
            <Typography id="subscription-heading" variant="h3" component="h2">
              {subscription.planName}
            </Typography>
            <SubscriptionStatusChip subscription={subscription} />
          </Box>
          <Typography sx={{ color: 'text.secondary', mt: 0.5 }}>
            {price} · {seatsLabel(subscription.quantity)}
            {subscription.totalAmount > 0 && `, ${billedLabel(subscription.billingCycle)}`}
          </Typography>
        </Box>
        <SubscriptionActions subscription={subscription} />
      </Box>
      <SubscriptionAlert subscription={subscription} />
      <SeatsMeter inUse={subscription.seatsInUse} paid={subscription.quantity} />
      <Divider />
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(3, 1fr)' } }}>
        <Fact label="Billing cycle" value={cycleLabel(subscription.billingCycle)} />
        <Fact label="Next payment" value={next.value} detail={next.detail} />
        <Fact
          label="Last payment"
          value={subscription.lastPaymentDate ? formatDate(subscription.lastPaymentDate) : 'None yet'}
          detail={subscription.lastPaymentDate ? moneyOrDash(subscription.lastPaymentAmount) : undefined}
        />
      </Box>
      {(change || subscription.promotionCode) && (
        <Stack spacing={1}>
          {change && (
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', color: 'text.secondary' }}>
              <EventRepeatOutlined fontSize="small" sx={{ mt: '2px', color: 'info.main' }} aria-hidden />
              <Typography variant="body2">{change}</Typography>
            </Box>
          )}
          {subscription.promotionCode && (
            <Box>
              <Chip
                size="small"
                icon={<LocalOfferOutlined />}
                label={`Promotion ${subscription.promotionCode}`}
                color="secondary"
                variant="outlined"
                sx={{ fontWeight: 600 }}
              />
            </Box>
          )}
        </Stack>
      )}
    </Stack>
  );
}

function SubscriptionSkeleton() {
  return (
    <Stack spacing={2.5} sx={{ p: { xs: 2, sm: 3 } }} aria-busy="true" aria-label="Loading subscription">
      <Box>
        <Skeleton width={90} />
        <Skeleton width={220} height={40} />
        <Skeleton width={180} />
      </Box>
      <Skeleton variant="rounded" height={8} />
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(3, 1fr)' } }}>
        {[0, 1, 2].map((i) => (
          <Box key={i}>
            <Skeleton width="50%" />
            <Skeleton width="70%" />
          </Box>
        ))}
      </Box>
    </Stack>
  );
}

export function SubscriptionCard() {
  const subscription = useActiveSubscription();
  return (
    <Card component="section" aria-labelledby="subscription-heading">
      {subscription.isError ? (
        <QueryError message={subscription.error.message} onRetry={() => void subscription.refetch()} />
      ) : subscription.data ? (
        <SubscriptionDetails subscription={subscription.data} />
      ) : (
        <SubscriptionSkeleton />
      )}
    </Card>
  );
}
