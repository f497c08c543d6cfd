import { Alert, Button } from '@mui/material';
import RocketLaunchOutlined from '@mui/icons-material/RocketLaunchOutlined';
import { hasAbility } from '../../../domain/permissions/roles';
import { openUpgradeDialog } from '../../features/billing/upgrade/upgradeDialog';
import { useCurrentUser } from '../session/useSession';

export function UpgradeBanner({ onClose }: { onClose: () => void }) {
  const user = useCurrentUser();
  return (
    <Alert
      icon={<RocketLaunchOutlined fontSize="inherit" />}
      severity="warning"
      variant="outlined"
      onClose={onClose}
      action={
        hasAbility(user.role, 'billing_manage') ? (
          <Button onClick={() => openUpgradeDialog()} color="inherit" size="small">
            Upgrade
          </Button>
        ) : undefined
      }
      sx={{ mb: 2, alignItems: 'center' }}
    >
      Team growing fast? Upgrade your plan to add more users and keep the momentum going!
    </Alert>
  );
}
