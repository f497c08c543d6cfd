import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import type { CheckoutSession } from '../../../../domain/billing/api';
import { formatDate, formatMoney } from '../../../app/format';
import { CARD_BRAND_NAMES, cycleLabel, maskedCard, seatsLabel } from '../billingFormat';
import { CardBrandIcon } from '../CardBrandIcon';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 1.25, '& + &': { borderTop: 1, borderColor: 'divider' } }}>
      <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600, textAlign: 'right', display: 'flex', alignItems: 'center', gap: 1 }}>
        {children}
      </Typography>
    </Box>
  );
}

/** The receipt under the outcome: what was bought (or scheduled) and what was charged to which card. */
export function PaymentSummary({ session, effectiveAt }: { session: CheckoutSession; effectiveAt?: string | null }) {
  const card = session.card && (
    <Row label="Card">
      <CardBrandIcon brand={session.card.brand} width={28} decorative />
      {CARD_BRAND_NAMES[session.card.brand]} {maskedCard(session.card.last4)}
    </Row>
  );
  if (session.purpose === 'setup') {
    return (
      <Box component="dl" aria-label="Summary" sx={{ m: 0, px: 2, borderRadius: 2, border: 1, borderColor: 'divider' }}>
        {card}
      </Box>
    );
  }
  return (
    <Box component="dl" aria-label="Summary" sx={{ m: 0, px: 2, borderRadius: 2, border: 1, borderColor: 'divider' }}>
      <Row label="Plan">{session.planName}</Row>
      <Row label="Seats">{seatsLabel(session.quantity)}</Row>
      <Row label="Billing cycle">{cycleLabel(session.billingCycle)}</Row>
      {effectiveAt && <Row label="Takes effect">{formatDate(effectiveAt)}</Row>}
      {session.discount > 0 && <Row label="Discount">−{formatMoney(session.discount)}</Row>}
      <Row label="Amount charged">{formatMoney(session.amountDue)}</Row>
      {card}
    </Box>
  );
}
