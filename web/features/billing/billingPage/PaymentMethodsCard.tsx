import { Box, Button, Card, Chip, List, ListItem, Skeleton, Typography } from '@mui/material';
import AddRounded from '@mui/icons-material/AddRounded';
import CreditCardOutlined from '@mui/icons-material/CreditCardOutlined';
import type { PaymentMethod } from '../../../../domain/billing/api';
import { EmptyState } from '../../../app/components/EmptyState';
import { QueryError } from '../../../app/components/QueryError';
import { CARD_BRAND_NAMES, cardExpiry, isCardExpired, maskedCard } from '../billingFormat';
import { CardBrandIcon } from '../CardBrandIcon';
import { useAddPaymentMethod, usePaymentMethods } from '../useBilling';
import { PaymentMethodMenu } from './PaymentMethodMenu';

function PaymentMethodRow({ method }: { method: PaymentMethod }) {
  const expired = isCardExpired(method.expMonth, method.expYear);
  return (
    <ListItem divider secondaryAction={<PaymentMethodMenu method={method} />} sx={{ py: 1.5, pl: { xs: 2, sm: 3 }, pr: { xs: 7, sm: 8 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
        <CardBrandIcon brand={method.brand} decorative />
        <Box sx={{ minWidth: 0 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, flexWrap: 'wrap' }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {CARD_BRAND_NAMES[method.brand]}{' '}
              <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                {maskedCard(method.last4)}
              </Box>
            </Typography>
            {method.isDefault && <Chip size="small" label="Default" color="primary" variant="outlined" sx={{ height: 20, fontSize: 11, fontWeight: 600 }} />}
          </Box>
          <Typography variant="caption" sx={{ color: expired ? 'error.main' : 'text.secondary' }}>
            {expired ? 'Expired' : 'Expires'} {cardExpiry(method.expMonth, method.expYear)}
          </Typography>
        </Box>
      </Box>
    </ListItem>
  );
}

export function PaymentMethodsCard() {
  const methods = usePaymentMethods();
  const add = useAddPaymentMethod();
  const addButton = (
    <Button size="small" startIcon={<AddRounded />} loading={add.isPending} onClick={() => add.mutate()}>
      Add card
    </Button>
  );

  return (
    <Card component="section" aria-labelledby="payment-methods-heading" sx={{ display: 'flex', flexDirection: 'column' }}>
      <Box sx={{ px: { xs: 2, sm: 3 }, pt: 2, pb: 1.5, display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography id="payment-methods-heading" variant="h4" component="h2">
          Payment methods
        </Typography>
        {methods.data && methods.data.length > 0 && addButton}
      </Box>
      {methods.isError ? (
        <QueryError message={methods.error.message} onRetry={() => void methods.refetch()} />
      ) : !methods.data ? (
        <Box sx={{ px: { xs: 2, sm: 3 }, pb: 2 }} aria-busy="true" aria-label="Loading payment methods">
          {[0, 1].map((i) => (
            <Box key={i} sx={{ display: 'flex', gap: 1.5, alignItems: 'center', py: 1.25 }}>
              <Skeleton variant="rounded" width={38} height={24} />
              <Box sx={{ flex: 1 }}>
                <Skeleton width="55%" />
                <Skeleton width="30%" />
              </Box>
            </Box>
          ))}
        </Box>
      ) : methods.data.length === 0 ? (
        <EmptyState compact icon={CreditCardOutlined} title="No cards yet" description="Add a card to pay for your plan and its renewals." action={addButton} />
      ) : (
        <List disablePadding aria-label="Saved cards" sx={{ borderTop: 1, borderColor: 'divider', '& > li:last-of-type': { borderBottom: 0 } }}>
          {methods.data.map((method) => (
            <PaymentMethodRow key={method._id} method={method} />
          ))}
        </List>
      )}
    </Card>
  );
}
