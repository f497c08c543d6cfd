import { useEffect, useState } from 'react';
import { Box, Button, Card, CircularProgress, Skeleton, Stack, Typography } from '@mui/material';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { EmptyState } from '../../app/components/EmptyState';
import { QueryError } from '../../app/components/QueryError';
import { ExpiredOutcome, FailedOutcome, Outcome, PaidOutcome } from './paymentStatus/PaymentOutcome';
import { useCheckoutSession, useInvalidateBilling } from './useBilling';

/** Polled every 1.5 s while the provider has not answered: for a minute, then the user decides. */
export const MAX_WAIT_MS = 60_000;

const backToBilling = (
  <Button component={RouterLink} to="/billing" variant="contained">
    Go to billing
  </Button>
);

function Waiting({ timedOut, onRefresh }: { timedOut: boolean; onRefresh: () => void }) {
  if (timedOut) {
    return (
      <Outcome
        icon={<PaymentsOutlined sx={{ fontSize: 40, color: 'text.secondary' }} aria-hidden />}
        title="Still waiting for the payment provider…"
        actions={
          <>
            <Button variant="contained" size="large" fullWidth onClick={onRefresh}>
              Refresh
            </Button>
            <Button component={RouterLink} to="/billing" size="large" fullWidth>
              Back to billing
            </Button>
          </>
        }
      >
        <Typography sx={{ color: 'text.secondary', textAlign: 'center' }}>
          We haven't heard back about this payment yet. If you finished paying, it will show up here and on the billing page shortly.
        </Typography>
      </Outcome>
    );
  }
  return (
    <Stack spacing={2} role="status" sx={{ alignItems: 'center', textAlign: 'center', py: 2 }}>
      <CircularProgress size={40} aria-hidden />
      <Typography variant="h3" component="h1">
        Confirming your payment…
      </Typography>
      <Typography sx={{ color: 'text.secondary' }}>This usually takes a few seconds. Please keep this page open.</Typography>
    </Stack>
  );
}

function SessionStatus({ sessionId }: { sessionId: string }) {
  // Counted from the last 'Refresh', so a refresh buys another minute.
  const [waitingSince, setWaitingSince] = useState(() => Date.now());
  const session = useCheckoutSession(sessionId, (data, answeredAt) => data?.status === 'open' && answeredAt - waitingSince < MAX_WAIT_MS);
  const invalidateBilling = useInvalidateBilling();
  const status = session.data?.status;

  // Once the checkout has ended, the plan, seats, cards and invoices it touched are stale.
  useEffect(() => {
    if (status && status !== 'open') void invalidateBilling();
  }, [status, invalidateBilling]);

  if (session.isError) {
    if (session.error.status === 404 || session.error.status === 400) {
      return (
        <EmptyState
          compact
          icon={SearchOffOutlined}
          title="We couldn't find this checkout"
          description="The link may be incomplete, or the checkout belongs to another organisation."
          action={backToBilling}
        />
      );
    }
    return <QueryError message={session.error.message} onRetry={() => void session.refetch()} />;
  }
  if (!session.data) {
    return (
      <Stack spacing={1.5} sx={{ alignItems: 'center' }} aria-busy="true" aria-label="Loading payment">
        <Skeleton variant="circular" width={56} height={56} />
        <Skeleton width="60%" height={36} />
        <Skeleton variant="rounded" width="100%" height={140} />
      </Stack>
    );
  }
  switch (session.data.status) {
    case 'paid':
      return <PaidOutcome session={session.data} />;
    case 'failed':
      return <FailedOutcome session={session.data} />;
    case 'expired':
      return <ExpiredOutcome />;
    case 'open': {
      const timedOut = session.dataUpdatedAt - waitingSince >= MAX_WAIT_MS;
      const refresh = () => {
        setWaitingSince(Date.now());
        void session.refetch();
      };
      return <Waiting timedOut={timedOut} onRefresh={refresh} />;
    }
  }
}

/** /payment-status?session_id=…: where every checkout returns, paid, failed or still pending. */
export function PaymentStatusPage() {
  const [params] = useSearchParams();
  const sessionId = params.get('session_id');
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: { xs: 0, sm: 4 } }}>
      <Card component="section" aria-label="Payment status" sx={{ width: '100%', maxWidth: 520, p: { xs: 2.5, sm: 4 } }}>
        {sessionId ? (
          <SessionStatus key={sessionId} sessionId={sessionId} />
        ) : (
          <EmptyState
            compact
            icon={PaymentsOutlined}
            title="No payment in progress"
            description="After a checkout, the outcome of your payment and the next steps are confirmed here. Your plan, cards and invoices are on the billing page."
            action={backToBilling}
          />
        )}
      </Card>
    </Box>
  );
}
