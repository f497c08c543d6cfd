import { Skeleton, TableCell, TableRow } from '@mui/material';

export function TableSkeletonRows({ rows = 4, columns }: { rows?: number; columns: number }) {
  return Array.from({ length: rows }, (_, row) => (
    <TableRow key={row} aria-hidden>
      {Array.from({ length: columns }, (_, column) => (
        <TableCell key={column}>
          <Skeleton variant="text" width={column === 0 ? '70%' : '50%'} />
        </TableCell>
      ))}
    </TableRow>
  ));
}
