import { Button } from '@mui/material';
import GroupAddOutlined from '@mui/icons-material/GroupAddOutlined';
import { Link as RouterLink } from 'react-router';
import { PublicPageLayout } from '../../app/components/PublicPageLayout';
import { StatusIcon } from '../../app/components/StatusIcon';

export function InviteAcceptPage() {
  return (
    <PublicPageLayout
      icon={<StatusIcon icon={<GroupAddOutlined />} color="primary" />}
      title="Join your team"
      subtitle="Invitations arrive in a later release"
    >
      <Button component={RouterLink} to="/login" variant="contained" size="large" fullWidth>
        Go to sign in
      </Button>
    </PublicPageLayout>
  );
}
