import type { ReactNode } from 'react';
import { Box, Card, Skeleton, Typography } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import type { Revenue } from '../../../../domain/billing/admin';
import { QueryError } from '../../../app/components/QueryError';
import { formatMoney } from '../../../app/format';
import { compactMoney, longMonth, shortMonth, STATUS_LABELS } from './revenueFormat';
import { useRevenue } from './useRevenue';

function Stat({ id, label, value, hint }: { id: string; label: string; value: ReactNode; hint: string }) {
  return (
    <Box role="group" aria-labelledby={id} sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 2, minWidth: 0 }}>
      <Typography id={id} variant="body2" sx={{ color: 'text.secondary', fontWeight: 600 }}>
        {label}
      </Typography>
      <Typography variant="h3" component="p" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
        {hint}
      </Typography>
    </Box>
  );
}

/** A short list with a bar per row: the counts are the accessible version of the bars. */
function Breakdown({ title, items, empty }: { title: string; items: { label: string; count: number }[]; empty: string }) {
  const max = Math.max(1, ...items.map((item) => item.count));
  return (
    <Box component="section" aria-label={title} sx={{ minWidth: 0 }}>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {items.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {empty}
        </Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
          {items.map((item) => (
            <Box component="li" key={item.label}>
              <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, fontSize: 14 }}>
                <Box component="span" sx={{ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                  {item.label}
                </Box>
                <Box component="span" sx={{ fontWeight: 600 }}>
                  {item.count}
                </Box>
              </Box>
              <Box aria-hidden sx={{ mt: 0.5, height: 6, borderRadius: 3, bgcolor: 'action.hover', overflow: 'hidden' }}>
                <Box sx={{ height: '100%', width: `${(item.count / max) * 100}%`, bgcolor: 'primary.main', borderRadius: 3 }} />
              </Box>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}

function RevenueChart({ months }: { months: Revenue['revenueByMonth'] }) {
  const theme = useTheme();
  const description = months.map((m) => `${longMonth(m.month)} ${formatMoney(m.amount)}`).join(', ');
  return (
    <Box component="section" aria-label="Revenue by month" sx={{ minWidth: 0 }}>
      <Typography variant="subtitle2" component="h3">
        Revenue by month
      </Typography>
      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
        Paid invoices, last 12 months
      </Typography>
      <Box role="img" aria-label={`Paid invoices by month: ${description}`}>
        <BarChart
          height={240}
          hideLegend
          borderRadius={4}
          margin={{ left: 0, right: 8, top: 12, bottom: 0 }}
          xAxis={[{ scaleType: 'band', data: months.map((m) => shortMonth(m.month)), tickLabelStyle: { fontSize: 11, fill: theme.palette.text.secondary } }]}
          yAxis={[{ width: 52, tickMinStep: 1, valueFormatter: (value: number) => compactMoney(value), tickLabelStyle: { fontSize: 11, fill: theme.palette.text.secondary } }]}
          series={[{ data: months.map((m) => m.amount), label: 'Paid invoices', color: theme.palette.primary.main, valueFormatter: (value) => (value === null ? '' : formatMoney(value)) }]}
          grid={{ horizontal: true }}
        />
      </Box>
    </Box>
  );
}

/** The super admin's revenue (issue 6): MRR, ARR, paid invoices by month, organisations by plan and status. */
export function RevenueSection() {
  const revenue = useRevenue();
  const data = revenue.data;
  const loading = <Skeleton width={96} />;

  return (
    <Card component="section" aria-labelledby="revenue-heading" sx={{ mt: 3 }}>
      <Box sx={{ p: { xs: 1.5, sm: 2 } }}>
        <Typography id="revenue-heading" variant="h4" component="h2">
          Revenue
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
          Recurring revenue from paying organisations, in US dollars; an annual subscription counts as a twelfth of its price each month.
        </Typography>
      </Box>
      {revenue.isError ? (
        <QueryError message={revenue.error.message} onRetry={() => void revenue.refetch()} />
      ) : (
        <Box sx={{ px: { xs: 1.5, sm: 2 }, pb: 2, display: 'grid', gap: 3 }}>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' }, gap: 2 }}>
            <Stat id="revenue-mrr" label="MRR" value={data ? formatMoney(data.mrr) : loading} hint="Monthly recurring revenue" />
            <Stat id="revenue-arr" label="ARR" value={data ? formatMoney(data.arr) : loading} hint="MRR × 12" />
            <Stat id="revenue-paying" label="Paying organisations" value={data ? data.payingOrganizations : loading} hint="Active or past due, on a paid plan" />
          </Box>
          {data ? (
            <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 1fr)' }, gap: 3 }}>
              <RevenueChart months={data.revenueByMonth} />
              <Box sx={{ display: 'grid', gap: 3, alignContent: 'start' }}>
                <Breakdown title="Organisations by plan" items={data.organizationsByPlan.map((p) => ({ label: p.plan, count: p.count }))} empty="No plans yet." />
                <Breakdown
                  title="Organisations by status"
                  items={data.organizationsByStatus.filter((s) => s.count > 0).map((s) => ({ label: STATUS_LABELS[s.status], count: s.count }))}
                  empty="No organisations yet."
                />
              </Box>
            </Box>
          ) : (
            <Skeleton variant="rounded" height={240} />
          )}
        </Box>
      )}
    </Card>
  );
}
