import { Box, ButtonBase } from '@mui/material';
import ArrowDownwardRounded from '@mui/icons-material/ArrowDownwardRounded';
import ArrowUpwardRounded from '@mui/icons-material/ArrowUpwardRounded';
import PersonOutlineRounded from '@mui/icons-material/PersonOutlineRounded';
import type { Sort, SortKey } from './listModel';
import type { ListColumn } from './ListRow';

const LABELS: Record<ListColumn, string> = {
  key: 'Key',
  title: 'Title',
  status: 'Status',
  assignee: 'Assignee',
  priority: 'Priority',
  points: 'Points',
  due: 'Due',
  updated: 'Updated',
};

/** Column headings; each sorts the table (again to flip the direction). Sticky while the rows scroll. */
export function ListHeader({ columns, template, sort, onSort, compact }: { columns: ListColumn[]; template: string; sort: Sort; onSort: (key: SortKey) => void; compact: boolean }) {
  return (
    <Box role="rowgroup" sx={{ position: 'sticky', top: 0, zIndex: 1, bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}>
      <Box role="row" aria-rowindex={1} sx={{ display: 'grid', gridTemplateColumns: template, gap: 1, px: 1.5, height: 40, alignItems: 'center' }}>
        {columns.map((column) => {
          const active = sort.key === column;
          const Arrow = sort.direction === 'asc' ? ArrowUpwardRounded : ArrowDownwardRounded;
          return (
            <Box role="columnheader" key={column} aria-sort={active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'} sx={{ minWidth: 0, justifySelf: column === 'points' ? 'end' : 'stretch' }}>
              <ButtonBase
                onClick={() => onSort(column)}
                sx={{
                  gap: 0.5,
                  px: column === 'status' || column === 'assignee' || column === 'priority' ? 1 : 0,
                  py: 0.5,
                  borderRadius: 1,
                  fontSize: 12,
                  fontWeight: 700,
                  letterSpacing: '0.04em',
                  textTransform: 'uppercase',
                  color: active ? 'text.primary' : 'text.secondary',
                  '&:hover': { color: 'text.primary' },
                  '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.main' },
                }}
              >
                {compact && column === 'assignee' ? <PersonOutlineRounded sx={{ fontSize: 18 }} aria-label={LABELS[column]} /> : LABELS[column]}
                {active && <Arrow sx={{ fontSize: 14 }} aria-hidden />}
              </ButtonBase>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
