import type { ReactNode } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import CheckRounded from '@mui/icons-material/CheckRounded';
import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';
import HourglassEmptyRounded from '@mui/icons-material/HourglassEmptyRounded';
import { Link as RouterLink } from 'react-router';
import type { CheckoutSession } from '../../../../domain/billing/api';
import { StatusIcon } from '../../../app/components/StatusIcon';
import { formatDate } from '../../../app/format';
import { billedLabel, seatsLabel } from '../billingFormat';
import { useActiveSubscription } from '../useActiveSubscription';
import { useRetryCheckout } from '../useBilling';
import { PaymentSummary } from './PaymentSummary';

/** The icon, title, explanation and next steps that every outcome shares. */
export function Outcome({ icon, title, children, actions }: { icon: ReactNode; title: string; children?: ReactNode; actions?: ReactNode }) {
  return (
    <Stack spacing={2.5} sx={{ alignItems: 'stretch' }}>
      <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center' }}>
        {icon}
        <Typography variant="h2" component="h1">
          {title}
        </Typography>
      </Stack>
      {children}
      {actions && <Stack spacing={1.25}>{actions}</Stack>}
    </Stack>
  );
}

const Explain = ({ children }: { children: ReactNode }) => <Typography sx={{ color: 'text.secondary', textAlign: 'center' }}>{children}</Typography>;

const billingButton = (variant: 'contained' | 'outlined' | 'text') => (
  <Button component={RouterLink} to="/billing" variant={variant} size="large" fullWidth>
    {variant === 'contained' || variant === 'outlined' ? 'Go to billing' : 'Back to billing'}
  </Button>
);

export function PaidOutcome({ session }: { session: CheckoutSession }) {
  // A seat reduction or annual-to-monthly switch costs nothing now: it is scheduled for the period end.
  const subscription = useActiveSubscription();
  const scheduled = subscription.data?.scheduledChange ?? null;
  const isScheduledChange = session.purpose === 'change' && session.amountDue === 0 && (subscription.data === undefined || scheduled !== null);

  if (session.purpose === 'setup') {
    return (
      <Outcome icon={<StatusIcon icon={<CheckRounded />} color="success" />} title="Card saved" actions={billingButton('contained')}>
        <Explain>Your card is saved for future payments. You can make it the default on the billing page.</Explain>
        <PaymentSummary session={session} />
      </Outcome>
    );
  }
  const title = isScheduledChange ? 'Plan change scheduled' : 'Payment successful';
  const explain = isScheduledChange
    ? `Your plan changes to ${seatsLabel(session.quantity)}, ${billedLabel(session.billingCycle)}${scheduled?.effectiveAt ? ` on ${formatDate(scheduled.effectiveAt)}` : ' when your current period ends'}. Until then nothing changes, and no refund is provided.`
    : session.purpose === 'retry'
      ? 'Thanks! The payment went through and your workspace is fully active again.'
      : `Thanks! Your ${session.planName} plan is active with ${seatsLabel(session.quantity)}. A receipt is on the billing page.`;
  return (
    <Outcome
      icon={<StatusIcon icon={<CheckRounded />} color="success" />}
      title={title}
      actions={
        <>
          <Button component={RouterLink} to="/admin/team" variant="contained" size="large" fullWidth>
            Invite your team
          </Button>
          {billingButton('outlined')}
        </>
      }
    >
      <Explain>{explain}</Explain>
      <PaymentSummary session={session} effectiveAt={isScheduledChange ? scheduled?.effectiveAt : undefined} />
    </Outcome>
  );
}

export function FailedOutcome({ session }: { session: CheckoutSession }) {
  const retry = useRetryCheckout();
  return (
    <Outcome
      icon={<StatusIcon icon={<ErrorOutlineRounded />} color="error" />}
      title="Payment failed"
      actions={
        <>
          <Button variant="contained" size="large" fullWidth loading={retry.isPending} onClick={() => retry.mutate(session._id)}>
            Try again
          </Button>
          {billingButton('text')}
        </>
      }
    >
      <Box role="alert" sx={{ textAlign: 'center' }}>
        <Explain>{session.failureMessage ?? 'The payment could not be completed.'} Nothing was charged.</Explain>
      </Box>
    </Outcome>
  );
}

export function ExpiredOutcome() {
  return (
    <Outcome icon={<StatusIcon icon={<HourglassEmptyRounded />} color="primary" />} title="This checkout expired" actions={billingButton('contained')}>
      <Explain>Nothing was charged. Checkouts stay open for a limited time, or until a newer one replaces them; start again from the billing page.</Explain>
    </Outcome>
  );
}
