import type { ReactNode } from 'react';
import { Box, Card, Typography } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart, lineClasses } from '@mui/x-charts/LineChart';
import { PieChart } from '@mui/x-charts/PieChart';
import { PRIORITY_COLORS, TYPE_COLORS } from '../tasks/taskMeta';
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

/** A legend that is also the accessible version of the chart: every slice with its count. */
function Legend({ items }: { items: { label: string; value: number; color: string }[] }) {
  const total = items.reduce((sum, i) => sum + i.value, 0);
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

function Donut({ items, label }: { items: { label: string; value: number; color: string }[]; label: string }) {
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
      <Legend items={items} />
    </Box>
  );
}

export function StatusChart({ byStatus }: { byStatus: TaskSummary['byStatus'] }) {
  return <Donut label="tasks" items={byStatus.map((s) => ({ label: s.name, value: s.count, color: s.color }))} />;
}

export function TypeChart({ byType }: { byType: TaskSummary['byType'] }) {
  return <Donut label="tasks" items={byType.map((t) => ({ label: t.type === 'Bug' ? 'Bugs' : 'Tasks', value: t.count, color: TYPE_COLORS[t.type] }))} />;
}

/** Horizontal bars, one colour per bar, the count printed on it; the axis labels name them. */
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
        margin={{ left: 8, right: 36, top: 4, bottom: 4 }}
        yAxis={[{ scaleType: 'band', data: labels, width: 110, colorMap: { type: 'ordinal', values: labels, colors }, tickLabelStyle: { fontSize: 13, fill: theme.palette.text.primary } }]}
        xAxis={[{ tickMinStep: 1, position: 'none' }]}
        series={[{ data: values, barLabel: (item) => (item.value ? String(item.value) : null), barLabelPlacement: 'outside', label: ariaLabel }]}
        grid={{ vertical: true }}
        sx={{ '& .MuiBarLabel-root': { fontWeight: 600, fontSize: 12 } }}
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

const dayFormat = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', timeZone: 'UTC' });

export function BurndownChart({ burndown }: { burndown: TaskSummary['burndown'] }) {
  const theme = useTheme();
  const dates = burndown.map((p) => dayFormat.format(new Date(`${p.date.slice(0, 10)}T00:00:00Z`)));
  const last = burndown[burndown.length - 1];
  return (
    <Box role="img" aria-label={last ? `Burndown: ${last.remainingPoints} points remain, the guideline is at ${last.idealPoints}` : 'Burndown'}>
      <LineChart
        disableKeyboardNavigation
        height={260}
        margin={{ left: 0, right: 28, top: 16, bottom: 0 }}
        xAxis={[{ scaleType: 'point', data: dates, tickLabelStyle: { fontSize: 12 } }]}
        yAxis={[{ min: 0, tickMinStep: 1, width: 36 }]}
        series={[
          { id: 'remaining', data: burndown.map((p) => p.remainingPoints), label: 'Remaining points', color: theme.palette.primary.main, curve: 'stepAfter', showMark: false, area: true },
          { id: 'ideal', data: burndown.map((p) => p.idealPoints), label: 'Guideline', color: theme.palette.text.disabled, curve: 'linear', showMark: false },
        ]}
        grid={{ horizontal: true }}
        slotProps={{ legend: { position: { vertical: 'top', horizontal: 'end' } } }}
        sx={{ [`& .${lineClasses.line}[data-series="ideal"]`]: { strokeDasharray: '6 4' }, [`& .${lineClasses.area}`]: { fillOpacity: 0.14, filter: 'none' } }}
      />
    </Box>
  );
}
