import { useState } from 'react';
import { Box, Button, Card, Chip, Table, TableBody, TableCell, TableContainer, TableRow, Typography } from '@mui/material';
import CheckRounded from '@mui/icons-material/CheckRounded';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { formatUserRange } from '../../../../domain/billing/planRules';
import type { Plan } from '../../../../domain/billing/plans';
import { annualDiscountPercent } from '../../../../domain/billing/pricing';
import { QueryError } from '../../../app/components/QueryError';
import { TableSkeletonRows } from '../../../app/components/TableSkeletonRows';
import { AdminTableHead, fromBreakpoint as from, type AdminColumn } from '../adminTable';
import { formatMoney } from '../../../app/format';
import { PlanEditDialog } from './PlanEditDialog';
import { useAdminPlans } from './usePlans';

const COLUMNS: AdminColumn[] = [
  { label: 'Plan' },
  { label: 'Users', sx: from('sm') },
  { label: 'Monthly', align: 'right' },
  { label: 'Annual', align: 'right', sx: from('sm') },
  { label: 'Trial', align: 'right', sx: from('md') },
  { label: 'Custom', align: 'center', sx: from('md') },
];

/** A custom plan without a list price is priced by sales, not free. */
function Price({ plan, amount }: { plan: Plan; amount: number }) {
  if (plan.is_custom_plan && amount === 0) return <Box component="span" sx={{ color: 'text.secondary' }}>Custom</Box>;
  return formatMoney(amount);
}

function AnnualPrice({ plan }: { plan: Plan }) {
  const discount = annualDiscountPercent(plan.monthly_price, plan.annual_price);
  if (plan.is_custom_plan && plan.annual_price === 0) return <Price plan={plan} amount={0} />;
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      {formatMoney(plan.annual_price)}
      {discount > 0 && <Chip size="small" color="success" variant="outlined" label={`${discount}% off`} />}
    </Box>
  );
}

/** The plan catalogue, editable by the super admin (DESIGN.md, Billing model). */
export function PlansSection() {
  const plans = useAdminPlans();
  // A new key per opening gives the form the plan as saved now.
  const [editing, setEditing] = useState<{ plan: Plan; key: number; open: boolean } | null>(null);

  return (
    <Card component="section" aria-labelledby="plans-heading" sx={{ mt: 3 }}>
      <Box sx={{ p: { xs: 1.5, sm: 2 } }}>
        <Typography id="plans-heading" variant="h4" component="h2">
          Plans
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
          Prices are per user. Seat ranges must run from 1 user upwards without gaps or overlaps.
        </Typography>
      </Box>
      {plans.isError ? (
        <QueryError message={plans.error.message} onRetry={() => void plans.refetch()} />
      ) : (
        <TableContainer>
          <Table aria-label="Plans" sx={{ '& .MuiTableCell-root': { px: { xs: 1, sm: 2 } } }}>
            <AdminTableHead columns={COLUMNS} actionsWidth={80} />
            <TableBody>
              {plans.isPending ? (
                <TableSkeletonRows rows={3} columns={COLUMNS.length + 1} />
              ) : (
                plans.data.map((plan) => (
                  <TableRow key={plan.id} hover>
                    <TableCell>
                      <Typography variant="body2" sx={{ fontWeight: 600 }}>
                        {plan.name}
                      </Typography>
                      <Typography variant="caption" component="div" sx={{ color: 'text.secondary', display: { sm: 'none' } }}>
                        {formatUserRange(plan)}
                      </Typography>
                    </TableCell>
                    <TableCell sx={{ ...from('sm'), whiteSpace: 'nowrap' }}>{formatUserRange(plan)}</TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      <Price plan={plan} amount={plan.monthly_price} />
                    </TableCell>
                    <TableCell align="right" sx={{ ...from('sm'), whiteSpace: 'nowrap' }}>
                      <AnnualPrice plan={plan} />
                    </TableCell>
                    <TableCell align="right" sx={{ ...from('md'), whiteSpace: 'nowrap' }}>
                      {plan.trial_days > 0 ? `${plan.trial_days} days` : '—'}
                    </TableCell>
                    <TableCell align="center" sx={from('md')}>
                      {plan.is_custom_plan ? <CheckRounded fontSize="small" titleAccess="Custom plan" /> : <Box component="span" aria-label="Not custom">—</Box>}
                    </TableCell>
                    <TableCell align="right" sx={{ py: 0.5 }}>
                      <Button
                        size="small"
                        startIcon={<EditOutlined fontSize="small" />}
                        aria-label={`Edit ${plan.name}`}
                        onClick={() => setEditing((current) => ({ plan, key: (current?.key ?? 0) + 1, open: true }))}
                      >
                        Edit
                      </Button>
                    </TableCell>
                  </TableRow>
                ))
              )}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {editing && (
        <PlanEditDialog
          key={editing.key}
          plan={editing.plan}
          open={editing.open}
          onClose={() => setEditing((current) => current && { ...current, open: false })}
        />
      )}
    </Card>
  );
}
