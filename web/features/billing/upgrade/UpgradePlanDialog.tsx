import { useEffect, useId, useRef } from 'react';
import { Box, Dialog, DialogContent, DialogTitle, IconButton, useMediaQuery } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import CloseRounded from '@mui/icons-material/CloseRounded';
import { BackToPlansButton, STEP_TITLES, UpgradeSteps } from './UpgradeSteps';
import { useUpgradeFlow } from './useUpgradeFlow';

interface UpgradePlanDialogProps {
  open: boolean;
  onClose: () => void;
  /** Start on step 2 with this plan chosen. */
  initialPlanId?: string;
  /** Called once the dialog has faded out. */
  onExited?: () => void;
}

/**
 * The plan upgrade dialog (spec 2, 4, 5, 8): 'Choose Your Plan', then 'Show Plans' with the seats,
 * cycle, promo code and price, then checkout. Full screen below 600 px. Its state lives as long as
 * the component: mount it afresh for each opening (the host does) and it starts on step 1.
 */
export function UpgradePlanDialog({ open, onClose, initialPlanId, onExited }: UpgradePlanDialogProps) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const flow = useUpgradeFlow({ initialPlanId, onTrialStarted: onClose });
  // While the checkout is being created the dialog stays put: closing it would hide the outcome.
  const close = flow.busy ? undefined : onClose;
  // A plan chosen far down the list must not open step 2 scrolled to its bottom.
  const contentRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (contentRef.current) contentRef.current.scrollTop = 0;
  }, [flow.step]);

  return (
    <Dialog
      open={open}
      onClose={close}
      fullWidth
      maxWidth={flow.step === 'plans' ? 'lg' : 'md'}
      fullScreen={fullScreen}
      aria-labelledby={titleId}
      slotProps={{ transition: { onExited } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, px: { xs: 2, sm: 3 }, pt: 2, pb: 1.5 }}>
        {flow.step === 'details' && <BackToPlansButton flow={flow} />}
        <DialogTitle id={titleId} sx={{ p: 0, mr: 'auto', fontSize: '1.25rem' }}>
          {STEP_TITLES[flow.step]}
        </DialogTitle>
        <IconButton aria-label="Close" onClick={close} disabled={flow.busy} edge="end">
          <CloseRounded />
        </IconButton>
      </Box>
      <DialogContent ref={contentRef} dividers sx={{ px: { xs: 2, sm: 3 }, py: { xs: 2, sm: 3 } }}>
        <UpgradeSteps flow={flow} />
      </DialogContent>
    </Dialog>
  );
}
