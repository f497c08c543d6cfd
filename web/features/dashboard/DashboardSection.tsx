import type { ReactNode } from 'react';
import { Box, Card, Skeleton, Typography } from '@mui/material';
import { styled } from '@mui/material/styles';
import { Link as RouterLink } from 'react-router';

/** One block of the home page: a card with a heading, named for screen readers by its title. */
export function DashboardSection({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <Card component="section" aria-label={title} sx={{ minWidth: 0, display: 'flex', flexDirection: 'column' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, pt: 2, pb: 1, minHeight: 48 }}>
        <Typography variant="h5" component="h2" sx={{ flex: 1, minWidth: 0 }}>
          {title}
        </Typography>
        {action}
      </Box>
      {children}
    </Card>
  );
}

/** Placeholder lines while the section loads, shaped like its rows. */
export function SectionSkeleton({ rows, avatar }: { rows: number; avatar?: boolean }) {
  return (
    <Box aria-hidden sx={{ px: 2, pb: 2 }}>
      {Array.from({ length: rows }, (_, row) => (
        <Box key={row} sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 1 }}>
          <Skeleton variant={avatar ? 'circular' : 'rounded'} width={avatar ? 28 : 18} height={avatar ? 28 : 18} />
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Skeleton variant="text" width={`${70 - (row % 3) * 12}%`} />
            <Skeleton variant="text" width="35%" sx={{ fontSize: 12 }} />
          </Box>
        </Box>
      ))}
    </Box>
  );
}

/** A whole row of a section's list as one link, divided from the row above. */
export const RowLink = styled(RouterLink)(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: 12,
  padding: '10px 16px',
  color: 'inherit',
  textDecoration: 'none',
  borderTop: `1px solid ${theme.palette.divider}`,
  '&:hover': { backgroundColor: theme.palette.action.hover },
  '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: -2 },
}));
