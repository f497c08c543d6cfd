import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import RocketLaunchOutlined from '@mui/icons-material/RocketLaunchOutlined';
import { useNavigate } from 'react-router';
import { UPGRADE_REQUIRED_TEXT, UPGRADE_REQUIRED_TITLE } from '../../../domain/billing/planRules';
import { StatusIcon } from '../../app/components/StatusIcon';

interface UpgradeRequiredDialogProps {
  open: boolean;
  onClose: () => void;
  /** Another limit than seats (projects); the spec's seat text otherwise. */
  message?: string;
}

/** Spec 2: the seat limit is reached; the way out is a bigger plan on /billing. */
export function UpgradeRequiredDialog({ open, onClose, message }: UpgradeRequiredDialogProps) {
  const navigate = useNavigate();
  const manageBilling = () => {
    onClose();
    void navigate('/billing');
  };

  return (
    <Dialog open={open} onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="upgrade-required-title" aria-describedby="upgrade-required-text">
      <DialogContent sx={{ pt: 4, pb: 1, display: 'flex', flexDirection: 'column', alignItems: 'center', textAlign: 'center' }}>
        <StatusIcon icon={<RocketLaunchOutlined />} color="primary" />
        <DialogTitle id="upgrade-required-title" sx={{ p: 0, mt: 1, mb: 1 }}>
          {UPGRADE_REQUIRED_TITLE}
        </DialogTitle>
        <DialogContentText id="upgrade-required-text">{message ?? UPGRADE_REQUIRED_TEXT}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 3, pt: 2, gap: 1, '& > :not(style) ~ :not(style)': { ml: 0 } }}>
        <Button onClick={onClose} sx={{ flex: 1 }} variant="outlined" color="inherit">
          Cancel
        </Button>
        <Button onClick={manageBilling} sx={{ flex: 1 }} variant="contained" autoFocus>
          Manage Billing
        </Button>
      </DialogActions>
    </Dialog>
  );
}

