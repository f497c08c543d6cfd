import { useState } from 'react';
import { Box, Button, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import BarChartOutlined from '@mui/icons-material/BarChartOutlined';
import TableRowsOutlined from '@mui/icons-material/TableRowsOutlined';
import type { CreditGraph } from '../../../../domain/performance/credits';
import { EmptyState } from '../../../app/components/EmptyState';
import { formatPoints, formatRange } from '../report/figures';
import { bucketAxisLabel, bucketRangeLabel } from './bucketLabels';

/** The chart's words for a screen reader: what it shows over which period, and the total. */
function chartSummary(graph: CreditGraph, who: string): string {
  const total = graph.buckets.reduce((sum, bucket) => sum + bucket.total, 0);
  const per = graph.bucket === 'week' ? 'week' : 'month';
  const categories = graph.categories.map((category) => category.name).join(', ');
  return `Credits of ${who} per ${per}, ${formatRange(graph.period.from, graph.period.to)}: ${formatPoints(total)} points in ${graph.buckets.length} ${per}s, stacked by category (${categories}).`;
}

/** On a phone the categories scroll sideways under the weeks, which stay in view. */
const stickyFirstColumn = { position: 'sticky', left: 0, zIndex: 1, bgcolor: 'background.paper' } as const;

/** The same numbers as the chart: a row per bucket, a column per category and the total. */
function CreditGraphTable({ graph }: { graph: CreditGraph }) {
  return (
    <TableContainer>
      <Table size="small" aria-label={`Credits per ${graph.bucket}`}>
        <TableHead>
          <TableRow>
            <TableCell sx={stickyFirstColumn}>{graph.bucket === 'week' ? 'Week' : 'Month'}</TableCell>
            {graph.categories.map((category) => (
              <TableCell key={category._id} align="right" sx={{ whiteSpace: 'nowrap' }}>
                <Box component="span" aria-hidden sx={{ display: 'inline-block', width: 8, height: 8, borderRadius: '50%', bgcolor: category.color, mr: 0.75 }} />
                {category.name}
              </TableCell>
            ))}
            <TableCell align="right">Total</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {graph.buckets.map((bucket) => (
            <TableRow key={bucket.from}>
              <TableCell component="th" scope="row" sx={{ ...stickyFirstColumn, whiteSpace: 'nowrap' }}>
                {bucketRangeLabel(bucket)}
              </TableCell>
              {graph.categories.map((category) => (
                <TableCell key={category._id} align="right">
                  {formatPoints(bucket.byCategory[category._id] ?? 0)}
                </TableCell>
              ))}
              <TableCell align="right" sx={{ fontWeight: 600 }}>
                {formatPoints(bucket.total)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

interface CreditChartProps {
  graph: CreditGraph;
  /** Whose credits, for the chart's summary: 'the team', 'Ada Lovelace'. */
  who: string;
  height?: number;
}

/** Credits over time stacked by category (the categories' own colours), or the same numbers as a table. */
export function CreditChart({ graph, who, height = 300 }: CreditChartProps) {
  const theme = useTheme();
  const [asTable, setAsTable] = useState(false);
  const empty = graph.categories.length === 0;
  const labels = graph.buckets.map((bucket) => bucketAxisLabel(bucket, graph.bucket));

  return (
    <Box sx={{ minWidth: 0 }}>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
        <Button
          size="small"
          startIcon={asTable ? <BarChartOutlined /> : <TableRowsOutlined />}
          onClick={() => setAsTable((shown) => !shown)}
          aria-pressed={asTable}
          disabled={empty}
        >
          {asTable ? 'Show as chart' : 'Show as table'}
        </Button>
      </Box>
      {empty ? (
        <EmptyState compact icon={BarChartOutlined} title="No credits in this period" description="Credits appear here by week or month, stacked by category, once they are recorded." />
      ) : asTable ? (
        <CreditGraphTable graph={graph} />
      ) : (
        <Box role="img" aria-label={chartSummary(graph, who)}>
          <BarChart
            disableKeyboardNavigation
            height={height}
            borderRadius={3}
            margin={{ left: 4, right: 8, top: 8, bottom: 4 }}
            xAxis={[{ scaleType: 'band', data: labels, tickLabelStyle: { fontSize: 12, fill: theme.palette.text.secondary }, tickLabelMinGap: 12, categoryGapRatio: 0.35 }]}
            yAxis={[{ width: 44, tickLabelStyle: { fontSize: 12, fill: theme.palette.text.secondary } }]}
            series={graph.categories.map((category) => ({
              id: category._id,
              label: category.name,
              color: category.color,
              stack: 'credits',
              data: graph.buckets.map((bucket) => bucket.byCategory[category._id] ?? 0),
              valueFormatter: (value: number | null) => `${formatPoints(value ?? 0)} points`,
            }))}
            grid={{ horizontal: true }}
            slotProps={{ legend: { position: { vertical: 'bottom', horizontal: 'center' } } }}
          />
        </Box>
      )}
    </Box>
  );
}
