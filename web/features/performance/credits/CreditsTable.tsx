import { Box, Table, TableBody, TableCell, TableHead, TableRow, TableSortLabel, Typography } from '@mui/material';
import { TableSkeletonRows } from '../../../app/components/TableSkeletonRows';
import { UserAvatar } from '../../../app/components/UserAvatar';
import type { Credit } from '../api';
import { CategoryChip, PointsText, SourceBadge } from './CreditBadges';
import type { CreditSort } from './creditFilters';
import { formatDay } from './creditFormat';
import { CreditTaskLink } from './CreditTaskLink';

export interface CreditSorting {
  sort: CreditSort;
  order: 'asc' | 'desc';
}

// Narrower screens drop the less telling columns first.
const from = (breakpoint: 'md') => ({ display: { xs: 'none', [breakpoint]: 'table-cell' } });
const COLUMNS: { label: string; sort?: CreditSort; sx?: object; align?: 'right' }[] = [
  { label: 'Date', sort: 'date' },
  { label: 'Member', sort: 'member' },
  { label: 'Points', sort: 'points', align: 'right' },
  { label: 'Category', sort: 'category' },
  { label: 'Reason' },
  { label: 'Task', sx: from('md') },
];

export function PersonCell({ person }: { person: { name: string; avatar: string | null } }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25, minWidth: 0 }}>
      <UserAvatar name={person.name} src={person.avatar} size={28} />
      <Typography variant="body2" noWrap sx={{ fontWeight: 600 }}>
        {person.name}
      </Typography>
    </Box>
  );
}

interface CreditsTableProps {
  credits: Credit[] | undefined;
  sorting: CreditSorting;
  onSort: (sort: CreditSort) => void;
  onOpen: (credit: Credit) => void;
}

export function CreditsTable({ credits, sorting, onSort, onOpen }: CreditsTableProps) {
  return (
    <Table aria-label="Credits" sx={{ '& .MuiTableCell-root': { px: 2 }, tableLayout: 'auto' }}>
      <TableHead>
        <TableRow>
          {COLUMNS.map((column) => (
            <TableCell key={column.label} sx={column.sx} align={column.align} sortDirection={column.sort && sorting.sort === column.sort ? sorting.order : false}>
              {column.sort ? (
                <TableSortLabel active={sorting.sort === column.sort} direction={sorting.sort === column.sort ? sorting.order : 'desc'} onClick={() => onSort(column.sort!)}>
                  {column.label}
                </TableSortLabel>
              ) : (
                column.label
              )}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {credits === undefined ? (
          <TableSkeletonRows columns={COLUMNS.length} rows={6} />
        ) : (
          credits.map((credit) => (
            <TableRow
              key={credit._id}
              hover
              onClick={() => onOpen(credit)}
              sx={{ cursor: 'pointer', opacity: credit.deletedAt ? 0.6 : 1 }}
            >
              <TableCell sx={{ whiteSpace: 'nowrap', color: 'text.secondary' }}>{formatDay(credit.date)}</TableCell>
              <TableCell sx={{ maxWidth: 200 }}>
                {/* The row opens with the keyboard through the member's name, a real button. */}
                <Box
                  component="button"
                  type="button"
                  aria-label={`Open the credit for ${credit.member.name}: ${credit.reason}`}
                  onClick={(event) => {
                    event.stopPropagation();
                    onOpen(credit);
                  }}
                  sx={{ all: 'unset', display: 'block', maxWidth: '100%', cursor: 'pointer', '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', borderRadius: 1 } }}
                >
                  <PersonCell person={credit.member} />
                </Box>
              </TableCell>
              <TableCell align="right">
                <PointsText points={credit.points} />
              </TableCell>
              <TableCell>
                <CategoryChip category={credit.category} />
              </TableCell>
              <TableCell sx={{ maxWidth: 340 }}>
                <Typography variant="body2" noWrap title={credit.reason}>
                  {credit.reason}
                </Typography>
                {/* Who recorded it, under the reason: a column of its own would push the task off a laptop's screen. */}
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, mt: 0.25, minWidth: 0 }}>
                  <SourceBadge source={credit.source} />
                  {credit.recordedBy && (
                    <Typography variant="caption" noWrap sx={{ color: 'text.secondary' }}>
                      {credit.source === 'recognition' ? 'from' : 'Recorded by'} {credit.recordedBy.name}
                    </Typography>
                  )}
                  {credit.deletedAt && (
                    <Typography variant="caption" sx={{ color: 'error.main', fontWeight: 600 }}>
                      Deleted
                    </Typography>
                  )}
                </Box>
              </TableCell>
              <TableCell sx={from('md')}>{credit.task ? <CreditTaskLink task={credit.task} /> : <Typography variant="body2" sx={{ color: 'text.disabled' }}>—</Typography>}</TableCell>
            </TableRow>
          ))
        )}
      </TableBody>
    </Table>
  );
}
