import { useState } from 'react';
import { Box, Card, Skeleton, Typography, useMediaQuery } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import type { ReportSort } from '../../../../domain/performance/credits';
import { EmptyState } from '../../../app/components/EmptyState';
import { QueryError } from '../../../app/components/QueryError';
import { useCreditReport } from '../api';
import { averagesNote } from './figures';
import { ReportToolbar } from './PeriodPicker';
import { CardSort, ReportCards } from './ReportCards';
import { ReportTable } from './ReportTable';
import { sortRows, type SortOrder } from './sortRows';
import { filterQuery, usePeriodQuery, useReportParams } from './useReportParams';

/** Per member for the chosen period: Total Credit, Weekly Average, Monthly Average, the count and the change. */
export function ReportTab() {
  const { params, update } = useReportParams();
  const period = usePeriodQuery(params);
  const { data: report, isPending, isError, refetch } = useCreditReport({ ...period, ...filterQuery(params) });
  const [sort, setSort] = useState<{ sort: ReportSort; order: SortOrder }>({ sort: 'totalCredit', order: 'desc' });
  const compact = useMediaQuery(useTheme().breakpoints.down('sm'));

  // A figure column starts with the highest first, the names from A; a second click turns it round.
  const onSort = (column: ReportSort) =>
    setSort((current) => ({ sort: column, order: current.sort === column ? (current.order === 'asc' ? 'desc' : 'asc') : column === 'name' ? 'asc' : 'desc' }));

  const rows = report ? sortRows(report.rows, sort.sort, sort.order) : [];
  return (
    <Card>
      <ReportToolbar params={params} update={update} resolved={report?.period} />
      {isError ? (
        <QueryError message="The report could not be loaded." onRetry={() => void refetch()} />
      ) : isPending ? (
        <Box aria-busy sx={{ p: 2 }}>
          {Array.from({ length: 5 }, (_, index) => (
            <Skeleton key={index} height={36} />
          ))}
        </Box>
      ) : rows.length === 0 ? (
        <EmptyState compact icon={GroupsOutlined} title="No members to report" description="Active members appear here with their credits, even before their first one." />
      ) : (
        <>
          {compact ? (
            <>
              <CardSort sort={sort.sort} onSort={(column) => setSort({ sort: column, order: column === 'name' ? 'asc' : 'desc' })} />
              <ReportCards report={report} rows={rows} />
            </>
          ) : (
            <ReportTable report={report} rows={rows} sort={sort.sort} order={sort.order} onSort={onSort} />
          )}
          <Typography variant="body2" sx={{ color: 'text.secondary', px: 2, py: 1.5 }}>
            {averagesNote(report.period)} Change compares with the {report.period.days} days before.
          </Typography>
        </>
      )}
    </Card>
  );
}
