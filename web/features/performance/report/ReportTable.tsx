import { Box, Chip, Link, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, TableSortLabel } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { MEMBER_CREDITS_ROUTE } from '../../../../domain/permissions/roles';
import type { CreditReport, ReportSort } from '../../../../domain/performance/credits';
import { UserAvatar } from '../../../app/components/UserAvatar';
import { ChangeText } from './ChangeText';
import { formatPoints } from './figures';
import type { SortOrder } from './sortRows';

/** Spec 9's words are the headings of the three figures. */
const COLUMNS: { sort: ReportSort; label: string }[] = [
  { sort: 'totalCredit', label: 'Total Credit' },
  { sort: 'weeklyAverage', label: 'Weekly Average' },
  { sort: 'monthlyAverage', label: 'Monthly Average' },
  { sort: 'count', label: 'Credits' },
  { sort: 'change', label: 'Change' },
];

export const memberCreditsPath = (userId: string) => `${MEMBER_CREDITS_ROUTE}?userId=${encodeURIComponent(userId)}`;

interface ReportTableProps {
  report: CreditReport;
  rows: CreditReport['rows'];
  sort: ReportSort;
  order: SortOrder;
  onSort: (sort: ReportSort) => void;
}

export function ReportTable({ report, rows, sort, order, onSort }: ReportTableProps) {
  const header = (column: ReportSort, label: string) => (
    <TableSortLabel active={sort === column} direction={sort === column ? order : column === 'name' ? 'asc' : 'desc'} onClick={() => onSort(column)}>
      {label}
    </TableSortLabel>
  );
  return (
    <TableContainer>
      <Table size="small" aria-label="Credits by member" sx={{ '& td, & th': { py: 1.25 }, '& th': { whiteSpace: 'nowrap' } }}>
        <TableHead>
          <TableRow>
            <TableCell sortDirection={sort === 'name' ? order : false}>{header('name', 'Member')}</TableCell>
            {COLUMNS.map((column) => (
              <TableCell key={column.sort} align="right" sortDirection={sort === column.sort ? order : false}>
                {header(column.sort, column.label)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.member._id} hover>
              <TableCell>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
                  <UserAvatar name={row.member.name} src={row.member.avatar} size={28} />
                  <Link component={RouterLink} to={memberCreditsPath(row.member._id)} underline="hover" sx={{ fontWeight: 500, color: 'text.primary' }}>
                    {row.member.name}
                  </Link>
                  {!row.member.active && <Chip label="Inactive" size="small" variant="outlined" />}
                </Box>
              </TableCell>
              <TableCell align="right" sx={{ fontWeight: 600 }}>
                {formatPoints(row.totalCredit)}
              </TableCell>
              <TableCell align="right">{formatPoints(row.weeklyAverage)}</TableCell>
              <TableCell align="right">{formatPoints(row.monthlyAverage)}</TableCell>
              <TableCell align="right">{row.count}</TableCell>
              <TableCell align="right">
                <ChangeText change={row.change} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
        <TableBody>
          <TableRow sx={{ bgcolor: 'action.hover', '& td, & th': { fontWeight: 700, borderBottom: 0 } }}>
            <TableCell component="th" scope="row">
              Team total
            </TableCell>
            <TableCell align="right">{formatPoints(report.totals.totalCredit)}</TableCell>
            <TableCell align="right">{formatPoints(report.totals.weeklyAverage)}</TableCell>
            <TableCell align="right">{formatPoints(report.totals.monthlyAverage)}</TableCell>
            <TableCell align="right">{report.totals.count}</TableCell>
            <TableCell align="right">
              <ChangeText change={report.totals.change} fontWeight={700} />
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </TableContainer>
  );
}
