import { Box, Stack } from '@mui/material';
import { PageHeader } from '../../app/components/PageHeader';
import { InvoicesCard } from './billingPage/InvoicesCard';
import { PaymentMethodsCard } from './billingPage/PaymentMethodsCard';
import { SubscriptionCard } from './billingPage/SubscriptionCard';
import { TransactionsCard } from './billingPage/TransactionsCard';

/** /billing (owner, admin): the plan and its state, cards, invoices and every money movement. */
export function BillingPage() {
  return (
    <>
      <PageHeader title="Billing" subtitle="Your plan, seats, payment methods and invoices." />
      <Stack spacing={{ xs: 2, sm: 3 }}>
        <Box sx={{ display: 'grid', gap: { xs: 2, sm: 3 }, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 1fr)' }, alignItems: 'start' }}>
          <SubscriptionCard />
          <PaymentMethodsCard />
        </Box>
        <InvoicesCard />
        <TransactionsCard />
      </Stack>
    </>
  );
}
