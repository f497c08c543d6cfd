import { TableCell, TableHead, TableRow } from '@mui/material';
import type { SxProps, Theme } from '@mui/material/styles';

/** A column shown only from this breakpoint up; narrower screens fold its value into the first cell. */
export const fromBreakpoint = (breakpoint: 'sm' | 'md') => ({ display: { xs: 'none', [breakpoint]: 'table-cell' } });

export interface AdminColumn {
  label: string;
  align?: 'left' | 'center' | 'right';
  sx?: SxProps<Theme>;
}

/** The head of an admin table: its columns, then an unlabelled cell over the row actions. */
export function AdminTableHead({ columns, actionsWidth }: { columns: AdminColumn[]; actionsWidth: number }) {
  return (
    <TableHead>
      <TableRow>
        {columns.map((column) => (
          <TableCell key={column.label} align={column.align} sx={column.sx}>
            {column.label}
          </TableCell>
        ))}
        <TableCell align="right" aria-label="Actions" sx={{ width: actionsWidth }} />
      </TableRow>
    </TableHead>
  );
}
