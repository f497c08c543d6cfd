import { useEffect } from 'react';
import { Box, Card, Typography } from '@mui/material';
import { BackToPlansButton, STEP_TITLES, UpgradeSteps } from './upgrade/UpgradeSteps';
import { useUpgradeFlow } from './upgrade/useUpgradeFlow';

/** /upgradeplan (spec 2): the upgrade dialog's two steps, as a page. */
export function UpgradePlanPage() {
  const flow = useUpgradeFlow();
  // Each step starts at the top, wherever the plan was chosen from.
  useEffect(() => {
    (document.scrollingElement ?? document.documentElement).scrollTop = 0;
  }, [flow.step]);
  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mb: 2 }}>
        {flow.step === 'details' && <BackToPlansButton flow={flow} />}
        <Typography variant="h2" component="h1">
          {STEP_TITLES[flow.step]}
        </Typography>
      </Box>
      {flow.step === 'plans' ? (
        <UpgradeSteps flow={flow} />
      ) : (
        <Card sx={{ p: { xs: 2, sm: 3 } }}>
          <UpgradeSteps flow={flow} />
        </Card>
      )}
    </>
  );
}
