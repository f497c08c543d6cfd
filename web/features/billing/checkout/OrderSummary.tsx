import type { ReactNode } from 'react';
import { Box, Divider, Stack, Typography } from '@mui/material';
import type { CheckoutSession } from '../../../../domain/billing/api';
import { formatMoneyWithCents } from '../../../../domain/billing/money';
import { formatMoney } from '../../../app/format';
import { billedLabel, perPeriod } from '../billingFormat';

/** The checkout page shows cents, as a payment page does: '$120.00'. */
export const formatCharge = formatMoneyWithCents;

const HEADINGS: Record<CheckoutSession['purpose'], (plan: string) => string> = {
  subscribe: (plan) => `Subscribe to ${plan}`,
  change: (plan) => `Change to ${plan}`,
  retry: (plan) => `Pay for ${plan}`,
  setup: () => 'Save a card for future payments',
};

function Line({ label, detail, amount, strong }: { label: ReactNode; detail?: ReactNode; amount: ReactNode; strong?: boolean }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, alignItems: 'flex-start' }}>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: strong ? 700 : 500 }}>
          {label}
        </Typography>
        {detail && (
          <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
            {detail}
          </Typography>
        )}
      </Box>
      <Typography variant="body2" sx={{ fontWeight: strong ? 700 : 500, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
        {amount}
      </Typography>
    </Box>
  );
}

/** The left half of the hosted checkout: what is being bought and what is charged today. */
export function OrderSummary({ session }: { session: CheckoutSession }) {
  const heading = HEADINGS[session.purpose](session.planName);
  if (session.purpose === 'setup') {
    return (
      <Stack spacing={1}>
        <Typography variant="h2" component="h1">
          {heading}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>
          Nothing is charged now. The card is kept for your renewals; only its brand, last four digits and expiry are stored.
        </Typography>
      </Stack>
    );
  }
  const unit = session.quantity > 0 ? Math.round((session.subtotal / session.quantity) * 100) / 100 : 0;
  const prorated = session.amountDue !== session.total;
  return (
    <Stack spacing={3}>
      <Box>
        <Typography variant="body1" component="h1" sx={{ color: 'text.secondary', fontWeight: 600 }}>
          {heading}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, flexWrap: 'wrap', mt: 0.5 }}>
          <Typography sx={{ fontSize: { xs: '2rem', sm: '2.25rem' }, fontWeight: 700, letterSpacing: '-0.02em', lineHeight: 1.15 }}>
            {formatCharge(session.total)}
          </Typography>
          <Typography sx={{ color: 'text.secondary', lineHeight: 1.2 }}>
            per
            <br />
            {perPeriod(session.billingCycle)}
          </Typography>
        </Box>
      </Box>
      <Stack spacing={2}>
        <Line
          label={session.planName}
          detail={
            <>
              {session.quantity} {session.quantity === 1 ? 'seat' : 'seats'} × {formatMoney(unit)}
              <br />
              {billedLabel(session.billingCycle).replace(/^b/, 'B')}
            </>
          }
          amount={formatCharge(session.subtotal)}
        />
        <Divider />
        <Line label="Subtotal" amount={formatCharge(session.subtotal)} />
        {session.discount > 0 && <Line label="Discount" amount={`−${formatCharge(session.discount)}`} />}
        <Divider />
        <Line label={`Total per ${perPeriod(session.billingCycle)}`} amount={formatCharge(session.total)} />
        {prorated && (
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            You pay the difference for the rest of your current period today; the full amount from your next renewal.
          </Typography>
        )}
        <Line label="Due today" amount={formatCharge(session.amountDue)} strong />
      </Stack>
    </Stack>
  );
}
