import type { ReactNode } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import PauseCircleOutlined from '@mui/icons-material/PauseCircleOutlined';
import ShieldOutlined from '@mui/icons-material/ShieldOutlined';
import { Link as RouterLink } from 'react-router';
import { GRACE_PERIOD_DAYS } from '../../../domain/billing/billingRules';
import { PublicPageLayout } from '../../app/components/PublicPageLayout';
import { StatusIcon } from '../../app/components/StatusIcon';

function Step({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', gap: 1.5, p: 2, borderRadius: 2, border: 1, borderColor: 'divider' }}>
      <Box sx={{ color: 'primary.main', mt: '2px', '& svg': { fontSize: 22 } }} aria-hidden>
        {icon}
      </Box>
      <Box>
        <Typography variant="body2" component="h2" sx={{ fontWeight: 650 }}>
          {title}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.25 }}>
          {children}
        </Typography>
      </Box>
    </Box>
  );
}

/** /subscription-suspend (public): what a suspension means, and how each person gets access back. */
export function SubscriptionSuspendPage() {
  return (
    <PublicPageLayout
      icon={<StatusIcon icon={<PauseCircleOutlined />} color="error" />}
      title="Your subscription is suspended"
      subtitle={`A payment for this workspace failed and was not settled within the ${GRACE_PERIOD_DAYS}-day grace period, so access is paused. Nothing has been deleted: your projects, tasks, notes and chats are all kept.`}
    >
      <Stack spacing={1.5} sx={{ mb: 3 }}>
        <Step icon={<ShieldOutlined />} title="Owners and admins">
          Open Billing and choose Retry payment. If the card no longer works, add a new one, make it the default, then retry. Access comes back as
          soon as the payment goes through.
        </Step>
        <Step icon={<GroupsOutlined />} title="Everyone else">
          Ask your workspace owner or an admin to settle the payment. You can sign in again as usual once it is done.
        </Step>
      </Stack>
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
