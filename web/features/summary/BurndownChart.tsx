import { Box } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { LineChart, lineClasses } from '@mui/x-charts/LineChart';
import type { BurndownPoint } from '../../../domain/sprints/burndown';

const dayFormat = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', timeZone: 'UTC' });
const wholeNumber = (value: number | null) => (value === null ? '' : Number.isInteger(value) ? String(value) : value.toFixed(1));

/** Points when the sprint has any, else tasks: a sprint nobody estimated still burns down. */
function measureOf(burndown: BurndownPoint[]) {
  const byPoints = burndown.some((p) => p.idealPoints > 0 || (p.remainingPoints ?? 0) > 0);
  return byPoints
    ? { unit: 'points', remaining: burndown.map((p) => p.remainingPoints), ideal: burndown.map((p) => p.idealPoints) }
    : { unit: 'tasks', remaining: burndown.map((p) => p.remainingTasks), ideal: burndown.map((p) => p.idealTasks) };
}

/**
 * A sprint's burndown over every day from its start date to its end date: what remained (up to
 * today, or to the day it was completed) against the ideal line from its scope to 0. The axis is
 * whole numbers from 0, to at least 1 when everything is 0.
 */
export function BurndownChart({ burndown, height = 260 }: { burndown: BurndownPoint[]; height?: number }) {
  const theme = useTheme();
  const { unit, remaining, ideal } = measureOf(burndown);
  const dates = burndown.map((p) => dayFormat.format(new Date(`${p.date.slice(0, 10)}T00:00:00Z`)));
  const top = Math.max(1, ...remaining.map((v) => v ?? 0), ...ideal);
  const lastDrawn = remaining.findLastIndex((v) => v !== null);
  const summary =
    lastDrawn < 0
      ? `Burndown of ${dates.length} days from ${dates[0]}: starts on the sprint's first day, the guideline falls from ${ideal[0] ?? 0} ${unit} to 0`
      : `Burndown: ${remaining[lastDrawn]} ${unit} remain on ${dates[lastDrawn]}, the guideline is at ${ideal[lastDrawn]}; ${dates.length} days from ${dates[0]} to ${dates[dates.length - 1]}`;
  return (
    <Box role="img" aria-label={summary}>
      <LineChart
        disableKeyboardNavigation
        height={height}
        margin={{ left: 0, right: 28, top: 16, bottom: 0 }}
        xAxis={[{ scaleType: 'point', data: dates, tickLabelStyle: { fontSize: 12 } }]}
        yAxis={[{ min: 0, max: Math.ceil(top), tickMinStep: 1, width: 36, valueFormatter: (value: number) => (Number.isInteger(value) ? String(value) : '') }]}
        series={[
          {
            id: 'remaining',
            data: remaining,
            label: `Remaining ${unit}`,
            color: theme.palette.primary.main,
            // Linear with a mark per day drawn: one day in, today's point still shows.
            curve: 'linear',
            showMark: true,
            area: true,
            valueFormatter: wholeNumber,
          },
          { id: 'ideal', data: ideal, label: 'Guideline', color: theme.palette.text.secondary, curve: 'linear', showMark: false, valueFormatter: wholeNumber },
        ]}
        grid={{ horizontal: true }}
        slotProps={{ legend: { position: { vertical: 'top', horizontal: 'end' } } }}
        sx={{ [`& .${lineClasses.line}[data-series="ideal"]`]: { strokeDasharray: '6 4' }, [`& .${lineClasses.area}`]: { fillOpacity: 0.14, filter: 'none' } }}
      />
    </Box>
  );
}
