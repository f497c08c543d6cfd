import { useId } from 'react';
import { Box, Button, Card, Chip, Divider, Stack, Typography } from '@mui/material';
import CheckRounded from '@mui/icons-material/CheckRounded';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import { formatUserRange, isFreePlan } from '../../../../domain/billing/planRules';
import type { Plan } from '../../../../domain/billing/plans';
import { annualDiscountPercent } from '../../../../domain/billing/pricing';
import { formatMoney } from '../../../app/format';

export const SALES_MAILTO = 'mailto:sales@teamwork.local';

const percentFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
export const formatPercent = (percent: number) => `${percentFormat.format(percent)}%`;

interface PlanCardProps {
  plan: Plan;
  isCurrent: boolean;
  /** Why the plan cannot be chosen (a free tier the team has outgrown); the card is greyed out. */
  unavailableNote: string | null;
  canStartTrial: boolean;
  trialPending: boolean;
  onChoose: () => void;
  onStartTrial: () => void;
}

/** One plan of step 1 (spec 2 and 5): price, range, features, and what can be done with it. */
export function PlanCard({ plan, isCurrent, unavailableNote, canStartTrial, trialPending, onChoose, onStartTrial }: PlanCardProps) {
  const nameId = useId();
  const free = isFreePlan(plan);
  const discount = annualDiscountPercent(plan.monthly_price, plan.annual_price);

  return (
    <Card
      component="article"
      aria-labelledby={nameId}
      aria-disabled={unavailableNote ? true : undefined}
      sx={{
        p: 3,
        display: 'flex',
        flexDirection: 'column',
        gap: 2,
        height: '100%',
        borderWidth: isCurrent ? 2 : 1,
        borderColor: isCurrent ? 'primary.main' : 'divider',
        // A thicker border would push the content 1px: take it back from the padding.
        ...(isCurrent && { p: 'calc(24px - 1px)' }),
        opacity: unavailableNote ? 0.6 : 1,
        transition: (theme) => theme.transitions.create(['border-color', 'box-shadow']),
        '&:hover': unavailableNote ? undefined : { borderColor: isCurrent ? 'primary.main' : 'text.disabled' },
      }}
    >
      <Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', minHeight: 28 }}>
          <Typography id={nameId} variant="h4" component="h3" sx={{ mr: 'auto' }}>
            {plan.name}
          </Typography>
          {isCurrent && <Chip size="small" color="primary" label="Current plan" />}
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, mt: 0.5, color: 'text.secondary' }}>
          <GroupsOutlined sx={{ fontSize: 18 }} aria-hidden />
          <Typography variant="body2">{formatUserRange(plan)}</Typography>
        </Box>
      </Box>

      <Box>
        <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 0.75, flexWrap: 'wrap' }}>
          <Typography variant="h1" component="p" sx={{ fontSize: '2.25rem', lineHeight: 1.1 }}>
            {plan.is_custom_plan ? 'Custom' : free ? formatMoney(0) : formatMoney(plan.monthly_price)}
          </Typography>
          {!plan.is_custom_plan && (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {free ? 'free forever' : 'per user / month'}
            </Typography>
          )}
        </Box>
        {/* Fixed heights, so the descriptions and feature lists of neighbouring cards line up. */}
        <Box sx={{ minHeight: 24, mt: 1 }}>
          {plan.trial_days > 0 && <Chip size="small" variant="outlined" color="secondary" label={`${plan.trial_days}-day free trial`} sx={{ fontWeight: 600 }} />}
        </Box>
        <Typography variant="body2" sx={{ mt: 1, minHeight: { sm: 40 }, color: 'text.secondary' }}>
          {plan.is_custom_plan && 'Tailored pricing for your team'}
          {!free && !plan.is_custom_plan && plan.annual_price > 0 && (
            <>
              {discount > 0 && (
                <Box component="span" sx={{ color: 'success.main', fontWeight: 600 }}>
                  {formatPercent(discount)} off annually
                </Box>
              )}
              {discount > 0 && ' · '}
              {formatMoney(plan.annual_price)} per user / year
            </>
          )}
        </Typography>
      </Box>

      <Typography variant="body2" sx={{ color: 'text.secondary', minHeight: { sm: 40 } }}>
        {plan.description}
      </Typography>

      <Divider />

      <Box>
        <Typography variant="subtitle2" component="h4" sx={{ mb: 1 }}>
          {plan.feature_title}
        </Typography>
        <FeatureList features={plan.features} />
      </Box>

      <Stack spacing={1} sx={{ mt: 'auto', pt: 1 }}>
        {unavailableNote && (
          <Typography variant="body2" sx={{ color: 'warning.main', fontWeight: 500 }}>
            {unavailableNote}
          </Typography>
        )}
        {plan.is_custom_plan && (
          <Button variant="outlined" href={SALES_MAILTO} fullWidth>
            Contact sales
          </Button>
        )}
        {canStartTrial && !plan.is_custom_plan && (
          <Button variant="outlined" onClick={onStartTrial} loading={trialPending} fullWidth>
            {`Start ${plan.trial_days}-day free trial`}
          </Button>
        )}
        {!free && !plan.is_custom_plan && plan.monthly_price > 0 && (
          <Button variant="contained" onClick={onChoose} fullWidth>
            {`Choose ${plan.name}`}
          </Button>
        )}
      </Stack>
    </Card>
  );
}

export function FeatureList({ features, columns = 1 }: { features: readonly string[]; columns?: 1 | 2 }) {
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: columns === 2 ? 'repeat(2, minmax(0, 1fr))' : '1fr' },
        columnGap: 2,
        rowGap: 0.75,
      }}
    >
      {features.map((feature) => (
        <Box component="li" key={feature} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
          <CheckRounded sx={{ fontSize: 18, mt: '2px', color: 'primary.main', flexShrink: 0 }} aria-hidden />
          <Typography variant="body2">{feature}</Typography>
        </Box>
      ))}
    </Box>
  );
}
