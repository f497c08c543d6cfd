import type { ReactNode } from 'react';
import { Box, Card, Typography } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { BarChart, barClasses } from '@mui/x-charts/BarChart';
import { PieChart } from '@mui/x-charts/PieChart';
import { PRIORITY_COLORS, TYPE_COLORS } from '../tasks/taskMeta';
import type { SummaryTotals } from '../../../domain/sprints/summary';
import type { TaskSummary } from '../tasks/types';

export function ChartCard({ title, subtitle, children, minHeight }: { title: string; subtitle?: string; children: ReactNode; minHeight?: number }) {
  return (
    <Card component="section" aria-label={title} sx={{ p: 2, minWidth: 0, minHeight, display: 'flex', flexDirection: 'column' }}>
      <Typography variant="h5" component="h3">
        {title}
      </Typography>
      {subtitle && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {subtitle}
        </Typography>
      )}
      <Box sx={{ mt: 2, flex: 1, display: 'flex', flexDirection: 'column' }}>{children}</Box>
    </Card>
  );
}

interface Slice {
  label: string;
  value: number;
  color: string;
}

/** A legend that is also the accessible version of the chart: every slice with its count and share. */
function Legend({ items, total }: { items: Slice[]; total: number }) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.75, minWidth: 0 }}>
      {items.map((item) => (
        <Box component="li" key={item.label} sx={{ display: 'flex', alignItems: 'center', gap: 1, fontSize: 14 }}>
          <Box component="span" aria-hidden sx={{ width: 10, height: 10, borderRadius: 0.5, bgcolor: item.color, flexShrink: 0 }} />
          <Box component="span" sx={{ flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
            {item.label}
          </Box>
          <Box component="span" sx={{ fontWeight: 600 }}>
            {item.value}
          </Box>
          <Box component="span" sx={{ color: 'text.secondary', width: 40, textAlign: 'right' }}>
            {total ? `${Math.round((item.value / total) * 100)}%` : '–'}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

/** The status legend: each category with the total its card shows, and its statuses under it. */
function GroupedLegend({ totals }: { totals: SummaryTotals }) {
  return (
    <Box sx={{ display: 'grid', gap: 1.25, minWidth: 0 }}>
      {totals.categories.map((group) => (
        <Box key={group.category} component="section" aria-label={`${group.label}: ${group.count}`}>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', mb: 0.5 }}>
            <Typography variant="overline" component="h4" sx={{ lineHeight: 1.6, color: 'text.secondary' }}>
              {group.label}
            </Typography>
            <Typography variant="overline" component="p" sx={{ lineHeight: 1.6, fontWeight: 700 }}>
              {group.count}
            </Typography>
          </Box>
          <Legend total={totals.tasks} items={group.statuses.map((s) => ({ label: s.name, value: s.count, color: s.color }))} />
        </Box>
      ))}
    </Box>
  );
}

function Donut({ items, label, legend }: { items: Slice[]; label: string; legend?: ReactNode }) {
  const total = items.reduce((sum, i) => sum + i.value, 0);
  const shown = items.filter((i) => i.value > 0);
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '160px minmax(0, 1fr)' }, gap: 2, alignItems: 'center' }}>
      {/* The legend tells what the donut shows; the chart's own keyboard focus would be a tab stop hidden from screen readers. */}
      <Box sx={{ position: 'relative', width: 160, height: 160, justifySelf: 'center' }} aria-hidden>
        <PieChart
          disableKeyboardNavigation
          width={160}
          height={160}
          hideLegend
          margin={{ top: 0, bottom: 0, left: 0, right: 0 }}
          series={[
            {
              data: shown.length ? shown.map((i, index) => ({ id: index, value: i.value, label: i.label, color: i.color })) : [{ id: 0, value: 1, label: 'None', color: 'rgba(128,128,128,0.2)' }],
              innerRadius: 52,
              outerRadius: 78,
              paddingAngle: shown.length > 1 ? 1.5 : 0,
              cornerRadius: 3,
            },
          ]}
        />
        <Box sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', pointerEvents: 'none', textAlign: 'center' }}>
          <Box>
            <Typography variant="h3" component="p">
              {total}
            </Typography>
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              {label}
            </Typography>
          </Box>
        </Box>
      </Box>
      {legend ?? <Legend items={items} total={total} />}
    </Box>
  );
}

/** Every status's share, listed under its category so each group adds up to its card (domain/sprints/summary). */
export function StatusChart({ totals }: { totals: SummaryTotals }) {
  const items = totals.categories.flatMap((group) => group.statuses.map((s) => ({ label: s.name, value: s.count, color: s.color })));
  return <Donut label="tasks" items={items} legend={<GroupedLegend totals={totals} />} />;
}

export function TypeChart({ byType }: { byType: TaskSummary['byType'] }) {
  return <Donut label="tasks" items={byType.map((t) => ({ label: t.type === 'Bug' ? 'Bugs' : 'Tasks', value: t.count, color: TYPE_COLORS[t.type] }))} />;
}

/**
 * Room past the longest bar for its label: the plot clips what is drawn outside it, so an axis
 * that ends at the longest bar cuts that bar's label off.
 */
export function barAxisMax(values: number[]): number {
  return Math.ceil(Math.max(1, ...values) * 1.25);
}

/** Horizontal bars, one colour per bar, every bar's count printed after it (0 included); the axis labels name them. */
function Bars({ labels, values, colors, ariaLabel }: { labels: string[]; values: number[]; colors: string[]; ariaLabel: string }) {
  const theme = useTheme();
  return (
    // The label says it all; inside an image the chart's own keyboard focus would announce nothing.
    <Box role="img" aria-label={`${ariaLabel}: ${labels.map((l, i) => `${l} ${values[i]}`).join(', ')}`}>
      <BarChart
        disableKeyboardNavigation
        height={Math.max(140, labels.length * 34 + 30)}
        layout="horizontal"
        hideLegend
        borderRadius={4}
        margin={{ left: 8, right: 8, top: 4, bottom: 4 }}
        yAxis={[{ scaleType: 'band', data: labels, width: 110, colorMap: { type: 'ordinal', values: labels, colors }, tickLabelStyle: { fontSize: 13, fill: theme.palette.text.primary } }]}
        xAxis={[{ min: 0, max: barAxisMax(values), tickMinStep: 1, position: 'none' }]}
        series={[{ data: values, barLabel: (item) => String(item.value ?? 0), barLabelPlacement: 'outside', label: ariaLabel }]}
        grid={{ vertical: true }}
        sx={{ [`& .${barClasses.label}`]: { fontWeight: 600, fontSize: 12 } }}
      />
    </Box>
  );
}

export function PriorityChart({ byPriority }: { byPriority: TaskSummary['byPriority'] }) {
  return <Bars ariaLabel="Tasks by priority" labels={byPriority.map((p) => p.priority)} values={byPriority.map((p) => p.count)} colors={byPriority.map((p) => PRIORITY_COLORS[p.priority])} />;
}

export function AssigneeChart({ byAssignee }: { byAssignee: TaskSummary['byAssignee'] }) {
  const theme = useTheme();
  const top = byAssignee.slice(0, 8);
  const labels = top.map((a) => a.assignee?.name || 'Unassigned');
  return (
    <Bars
      ariaLabel="Tasks by assignee"
      labels={labels}
      values={top.map((a) => a.count)}
      colors={top.map((a) => (a.assignee ? theme.palette.secondary.main : theme.palette.text.disabled))}
    />
  );
}
