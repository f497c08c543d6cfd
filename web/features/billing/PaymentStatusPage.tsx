import { Card } from '@mui/material';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import { EmptyState } from '../../app/components/EmptyState';
import { PageHeader } from '../../app/components/PageHeader';

export function PaymentStatusPage() {
  return (
    <>
      <PageHeader title="Payment status" />
      <Card>
        <EmptyState
          icon={PaymentsOutlined}
          title="No payment in progress"
          description="After a checkout, the outcome of your payment and the next steps will be confirmed here."
        />
      </Card>
    </>
  );
}
