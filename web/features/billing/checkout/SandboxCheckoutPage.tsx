import { useState, type ReactNode } from 'react';
import { Box, Button, Chip, Skeleton, Stack, Typography } from '@mui/material';
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { CHECKOUT_CLOSED_TEXT } from '../../../../domain/billing/billingRules';
import type { CheckoutSession } from '../../../../domain/billing/api';
import { EmptyState } from '../../../app/components/EmptyState';
import { QueryError } from '../../../app/components/QueryError';
import { useCurrentUser } from '../../../app/session/useSession';
import { useCheckoutSession } from '../useBilling';
import { CardForm } from './CardForm';
import { OrderSummary } from './OrderSummary';

const statusPath = (sessionId: string) => `/payment-status?session_id=${encodeURIComponent(sessionId)}`;

/** Two halves on a wide screen (summary on the tinted side, form on the paper side), stacked on a phone. */
function Halves({ summary, form }: { summary: ReactNode; form: ReactNode }) {
  const user = useCurrentUser();
  return (
    <Box component="main" sx={{ minHeight: '100dvh', display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '1fr 1fr' }, bgcolor: 'background.paper' }}>
      <Box sx={{ bgcolor: 'background.default', px: { xs: 2, sm: 4 }, py: { xs: 2.5, md: 8 }, display: 'flex', justifyContent: { md: 'flex-end' } }}>
        <Stack spacing={{ xs: 3, md: 5 }} sx={{ width: '100%', maxWidth: 420, mx: { xs: 'auto', md: 0 }, mr: { md: 6, lg: 10 } }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Button component={RouterLink} to="/billing" color="inherit" startIcon={<ArrowBackRounded />} sx={{ ml: -1, fontWeight: 600, minWidth: 0 }}>
              {user.organizationName ?? 'Back to billing'}
            </Button>
            <Chip label="TEST MODE" size="small" color="warning" sx={{ fontWeight: 700, letterSpacing: '0.06em', height: 22 }} />
          </Box>
          {summary}
        </Stack>
      </Box>
      <Box
        sx={(theme) => ({
          px: 2,
          py: 3,
          [theme.breakpoints.up('sm')]: { px: 4 },
          // One block per breakpoint: a responsive `py` beside it would be overwritten by this key.
          [theme.breakpoints.up('md')]: {
            py: 8,
            borderLeft: 1,
            borderColor: 'divider',
            boxShadow: theme.palette.mode === 'dark' ? 'none' : '-12px 0 30px -20px rgba(16,24,40,0.25)',
          },
        })}
      >
        <Box sx={{ width: '100%', maxWidth: 420, mx: { xs: 'auto', md: 0 }, ml: { md: 6, lg: 10 } }}>{form}</Box>
      </Box>
    </Box>
  );
}

function ClosedNotice({ session }: { session: CheckoutSession }) {
  const ended = session.status === 'paid' || session.status === 'failed';
  return (
    <Stack spacing={2} role="alert">
      <Typography variant="h3" component="h2">
        This checkout is no longer open
      </Typography>
      <Typography sx={{ color: 'text.secondary' }}>{CHECKOUT_CLOSED_TEXT}</Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button component={RouterLink} to="/billing" variant="contained">
          Back to billing
        </Button>
        {ended && (
          <Button component={RouterLink} to={statusPath(session._id)}>
            See how it ended
          </Button>
        )}
      </Box>
    </Stack>
  );
}

function CheckoutSkeleton() {
  return (
    <Halves
      summary={
        <Stack spacing={1.5} aria-busy="true" aria-label="Loading checkout">
          <Skeleton width="50%" />
          <Skeleton width="40%" height={48} />
          <Skeleton variant="rounded" height={140} />
        </Stack>
      }
      form={
        <Stack spacing={2}>
          <Skeleton width="40%" height={32} />
          <Skeleton variant="rounded" height={40} />
          <Skeleton variant="rounded" height={96} />
          <Skeleton variant="rounded" height={40} />
          <Skeleton variant="rounded" height={48} />
        </Stack>
      }
    />
  );
}

/**
 * /checkout/{sessionId}: the sandbox payment provider's hosted page, standing in for Stripe
 * Checkout. A test card pays (or fails to pay) the session; either way the payer lands on
 * /payment-status, which shows how it ended.
 */
export function SandboxCheckoutPage() {
  const { sessionId = '' } = useParams();
  const navigate = useNavigate();
  const session = useCheckoutSession(sessionId);
  const [closed, setClosed] = useState(false);

  if (session.isError) {
    const missing = session.error.status === 404 || session.error.status === 400;
    return (
      <Box component="main" sx={{ minHeight: '100dvh', display: 'grid', placeItems: 'center', p: 2, bgcolor: 'background.default' }}>
        <Box sx={{ maxWidth: 480, width: '100%' }}>
          {missing ? (
            <EmptyState
              icon={SearchOffOutlined}
              title="We couldn't find this checkout"
              description="The link may be incomplete, or the checkout belongs to another organisation."
              action={
                <Button component={RouterLink} to="/billing" variant="contained">
                  Back to billing
                </Button>
              }
            />
          ) : (
            <QueryError message={session.error.message} onRetry={() => void session.refetch()} />
          )}
        </Box>
      </Box>
    );
  }
  if (!session.data) return <CheckoutSkeleton />;

  const data = session.data;
  return (
    <Halves
      summary={<OrderSummary session={data} />}
      form={
        closed || data.status !== 'open' ? (
          <ClosedNotice session={data} />
        ) : (
          <Stack spacing={2.5}>
            <Typography variant="h3" component="h2">
              {data.purpose === 'setup' ? 'Card details' : 'Pay with card'}
            </Typography>
            <CardForm
              session={data}
              onDone={(result) => void navigate(statusPath(result._id))}
              onClosed={() => {
                setClosed(true);
                void session.refetch();
              }}
            />
          </Stack>
        )
      }
    />
  );
}
