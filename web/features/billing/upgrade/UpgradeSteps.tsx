import { Box, IconButton, Skeleton } from '@mui/material';
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import { ConfirmDialog } from '../../../app/components/ConfirmDialog';
import { MembershipDetails } from './MembershipDetails';
import { OrderSummary } from './OrderSummary';
import { PlanStep } from './PlanStep';
import type { UpgradeFlow, UpgradeStep } from './useUpgradeFlow';

export const STEP_TITLES: Record<UpgradeStep, string> = { plans: 'Choose Your Plan', details: 'Show Plans' };

export function BackToPlansButton({ flow }: { flow: UpgradeFlow }) {
  return (
    <IconButton aria-label="Back to plans" onClick={flow.backToPlans} disabled={flow.busy} edge="start">
      <ArrowBackRounded />
    </IconButton>
  );
}

/** Step 2, 'Show Plans': membership details beside the order summary; stacked on a narrow screen. */
function DetailsStep({ flow }: { flow: UpgradeFlow }) {
  if (!flow.plan) return <Skeleton variant="rounded" height={360} />;
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 1.15fr)' },
        gap: { xs: 3, md: 4 },
        alignItems: 'start',
      }}
    >
      <MembershipDetails flow={flow} />
      <OrderSummary flow={flow} />
    </Box>
  );
}

/** The body of whichever step is showing, and the 'Upgrade Plan Change' confirmation (spec 2, 8). */
export function UpgradeSteps({ flow }: { flow: UpgradeFlow }) {
  return (
    <>
      {flow.step === 'plans' ? <PlanStep flow={flow} /> : <DetailsStep flow={flow} />}
      <ConfirmDialog open={flow.confirm.open} title="Upgrade Plan Change" confirmLabel="Confirm" onConfirm={flow.confirmChange} onClose={flow.cancelConfirm}>
        {flow.confirm.texts.map((text) => (
          <Box component="p" key={text} sx={{ m: 0, '& + &': { mt: 1.5 } }}>
            {text}
          </Box>
        ))}
      </ConfirmDialog>
    </>
  );
}
