import { Card } from '@mui/material';
import CreditCardOutlined from '@mui/icons-material/CreditCardOutlined';
import { EmptyState } from '../../app/components/EmptyState';
import { PageHeader } from '../../app/components/PageHeader';

export function BillingPage() {
  return (
    <>
      <PageHeader title="Billing" subtitle="Your plan, seats, payment methods and invoices." />
      <Card>
        <EmptyState
          icon={CreditCardOutlined}
          title="Billing details are on their way"
          description="Your current plan and seat count, next payment date, payment methods and past invoices will be shown here."
        />
      </Card>
    </>
  );
}
