import type { ReactNode } from 'react';
import { Alert, Box, Button, CircularProgress, Divider, Link, Skeleton, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { CONTACT_SALES_TEXT } from '../../../../domain/billing/billingRules';
import type { BillingCycle } from '../../../../domain/billing/pricing';
import { formatUserRange, isFreePlan } from '../../../../domain/billing/planRules';
import { formatDate } from '../../../app/format';
import { formatCents } from './money';
import { FeatureList, SALES_MAILTO } from './PlanCard';
import type { UpgradeFlow } from './useUpgradeFlow';

export const FEATURES_TITLE = "Great Choice ! Here's what your plan includes";

function PriceRow({ label, value, strong, color }: { label: ReactNode; value: ReactNode; strong?: boolean; color?: string }) {
  const cell = { borderBottom: 'none', px: 0, py: 0.75, fontWeight: strong ? 700 : 400, fontSize: strong ? '1.0625rem' : undefined } as const;
  return (
    <TableRow>
      <TableCell component="th" scope="row" sx={{ ...cell, color: strong ? 'text.primary' : 'text.secondary' }}>
        {label}
      </TableCell>
      <TableCell align="right" sx={{ ...cell, color: color ?? 'text.primary', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
        {value}
      </TableCell>
    </TableRow>
  );
}

const pending = <Skeleton width={72} sx={{ display: 'inline-block' }} />;

/** Step 2's right column (spec 2): the chosen plan, its features, the price table and the pay button. */
export function OrderSummary({ flow }: { flow: UpgradeFlow }) {
  const { plan, table, billingCycle, paidPeriod } = flow;
  if (!plan) return null;
  // Without a server answer a promo's discount is unknown: a placeholder while asking, a dash once it failed.
  const unknown = flow.priceFetching ? pending : '—';

  return (
    <Box
      component="section"
      aria-label="Order summary"
      sx={{
        p: { xs: 2, sm: 3 },
        borderRadius: 3,
        border: 1,
        borderColor: 'divider',
        bgcolor: (theme) => alpha(theme.palette.primary.main, theme.palette.mode === 'dark' ? 0.06 : 0.03),
        display: 'flex',
        flexDirection: 'column',
        gap: 2.5,
        minWidth: 0,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 2 }}>
        <Box sx={{ mr: 'auto', minWidth: 0 }}>
          <Typography variant="overline" sx={{ color: 'text.secondary' }}>
            Selected plan
          </Typography>
          <Typography variant="h3" component="p">
            {plan.name}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {formatUserRange(plan)}
          </Typography>
        </Box>
        <Link component="button" type="button" variant="body2" onClick={flow.backToPlans} sx={{ fontWeight: 600, mt: 2.5 }}>
          Change Plan
        </Link>
      </Box>

      <Box>
        <Typography variant="subtitle2" component="h4" sx={{ mb: 1.25 }}>
          {FEATURES_TITLE}
        </Typography>
        <FeatureList features={plan.features} columns={2} />
      </Box>

      <Divider />

      {plan.is_custom_plan ? (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <Typography variant="body2">{CONTACT_SALES_TEXT}</Typography>
          <Button variant="contained" size="large" href={SALES_MAILTO} fullWidth>
            Contact sales
          </Button>
        </Box>
      ) : (
        <>
          {table ? (
            <Table size="small" aria-label="Price">
              <TableBody>
                <PriceRow label={`${formatCents(table.unitCents)} x ${table.seats} ${table.seats === 1 ? 'user' : 'users'}`} value={formatCents(table.subtotalCents)} />
                <PriceRow label="You save" value={table.savingsCents === null ? unknown : formatCents(table.savingsCents)} color={table.savingsCents ? 'success.main' : undefined} />
                <TableRow>
                  <TableCell colSpan={2} sx={{ borderBottom: 1, borderColor: 'divider', p: 0, pt: 0.5 }} />
                </TableRow>
                <PriceRow
                  strong
                  label={
                    <>
                      Total Payable
                      <Typography component="span" variant="body2" sx={{ color: 'text.secondary', ml: 1 }}>
                        {billingCycle === 'annually' ? 'per year' : 'per month'}
                      </Typography>
                    </>
                  }
                  value={table.totalCents === null ? unknown : formatCents(table.totalCents)}
                />
                {paidPeriod && (
                  <PriceRow label="Charged today" value={table.todayCents === null ? (flow.priceFetching ? pending : '—') : formatCents(table.todayCents)} />
                )}
              </TableBody>
            </Table>
          ) : (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              Enter the number of users to see the price.
            </Typography>
          )}

          {table && paidPeriod && table.scheduled && (
            <Alert severity="info" variant="outlined">
              {`This change starts when your current period ends on ${formatDate(paidPeriod.endsAt)}. Nothing is charged today and no refund is given.`}
            </Alert>
          )}
          {table && paidPeriod && !table.scheduled && (
            <Typography variant="caption" sx={{ color: 'text.secondary', mt: -1.5 }}>
              Charged today is prorated: the unused part of your current period is taken into account.
            </Typography>
          )}
          {table && flow.runningTrial && <TrialEndsNotice {...flow.runningTrial} billingCycle={billingCycle} />}
          {isFreePlan(plan) && (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {`The ${plan.name} plan costs nothing, so there is nothing to pay.`}
            </Typography>
          )}

          <Button
            variant="contained"
            size="large"
            fullWidth
            onClick={() => void flow.upgrade()}
            disabled={!flow.canUpgrade}
            startIcon={flow.busy ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
          >
            {flow.busy ? 'Processing…' : `Upgrade to ${plan.name}`}
          </Button>
        </>
      )}
    </Box>
  );
}

/**
 * Buying a plan during a free trial charges now and starts the paid period today (the same on
 * every payment provider); the days left of the trial are not added on. Said before payment.
 */
function TrialEndsNotice({ endsAt, daysLeft, billingCycle }: { endsAt: string; daysLeft: number; billingCycle: BillingCycle }) {
  return (
    <Alert severity="info" variant="outlined">
      {`Upgrading ends your free trial today. The Total Payable is charged now, for a ${billingCycle === 'annually' ? 'year' : 'month'} starting today; the ${daysLeft} ${daysLeft === 1 ? 'day' : 'days'} left of your trial (until ${formatDate(endsAt)}) are not added on. To use them first, upgrade closer to that date.`}
    </Alert>
  );
}
