import { useState } from 'react';
import { Alert, Button } from '@mui/material';
import RocketLaunchOutlined from '@mui/icons-material/RocketLaunchOutlined';
import { hasAbility } from '../../../../domain/permissions/roles';
import { useCurrentUser } from '../../../app/session/useSession';
import { openUpgradeDialog } from './upgradeDialog';

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

/** The shell's banner slot. Shown by the seat-limit checks once billing lands; hidden by default (spec 2). */
export function UpgradeBannerSlot() {
  const [visible, setVisible] = useState(false);
  return visible ? <UpgradeBanner onClose={() => setVisible(false)} /> : null;
}
