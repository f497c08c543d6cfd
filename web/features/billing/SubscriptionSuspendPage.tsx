import { Button, Stack } from '@mui/material';
import PauseCircleOutlined from '@mui/icons-material/PauseCircleOutlined';
import { Link as RouterLink } from 'react-router';
import { PublicPageLayout } from '../../app/components/PublicPageLayout';
import { StatusIcon } from '../../app/components/StatusIcon';

export function SubscriptionSuspendPage() {
  return (
    <PublicPageLayout
      icon={<StatusIcon icon={<PauseCircleOutlined />} color="primary" />}
      title="Your subscription is suspended"
      subtitle="Access to this workspace is paused until the subscription is settled. Owners and admins can restore it from Billing; everyone else, please contact your workspace owner."
    >
      <Stack spacing={1.5}>
        <Button component={RouterLink} to="/billing" variant="contained" size="large" fullWidth>
          Go to billing
        </Button>
        <Button component={RouterLink} to="/login" variant="text" fullWidth>
          Back to sign in
        </Button>
      </Stack>
    </PublicPageLayout>
  );
}
