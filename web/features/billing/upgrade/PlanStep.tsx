import { Box, Skeleton, Typography } from '@mui/material';
import { isFreePlan } from '../../../../domain/billing/planRules';
import { QueryError } from '../../../app/components/QueryError';
import { PlanCard } from './PlanCard';
import type { UpgradeFlow } from './useUpgradeFlow';

/** Not a spec text: why a free tier the team has outgrown cannot be chosen. */
export const FREE_TIER_OUTGROWN_TEXT = 'Your team has more users than this plan allows.';

const grid = {
  display: 'grid',
  // As many columns as fit, down to one on a phone: the same cards in the dialog and on /upgradeplan.
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 220px), 1fr))',
  gap: 2,
  alignItems: 'stretch',
} as const;

/** Step 1, 'Choose Your Plan': a card per plan. */
export function PlanStep({ flow }: { flow: UpgradeFlow }) {
  const { plansQuery, subscriptionQuery } = flow;

  if (plansQuery.isError) return <QueryError message={plansQuery.error.message} onRetry={() => void plansQuery.refetch()} />;

  return (
    <Box>
      <Typography sx={{ color: 'text.secondary', mb: 2.5 }}>Simple per-user pricing. Pick the plan that fits your team today; change it any time.</Typography>
      {plansQuery.isPending || subscriptionQuery.isPending ? (
        <Box sx={grid} aria-busy="true" aria-label="Loading plans">
          {[0, 1, 2, 3].map((key) => (
            <Skeleton key={key} variant="rounded" height={420} />
          ))}
        </Box>
      ) : (
        <Box sx={grid}>
          {flow.plans.map((plan) => (
            <PlanCard
              key={plan.id}
              plan={plan}
              isCurrent={flow.subscription?.planId === plan.id}
              unavailableNote={isFreePlan(plan) && !flow.isFreeTierEligible ? FREE_TIER_OUTGROWN_TEXT : null}
              canStartTrial={flow.canStartTrial(plan)}
              trialPending={flow.trialPending === plan.id}
              onChoose={() => flow.choosePlan(plan)}
              onStartTrial={() => flow.startTrial(plan)}
            />
          ))}
        </Box>
      )}
    </Box>
  );
}
