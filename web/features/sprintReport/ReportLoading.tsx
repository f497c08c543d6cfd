import { Box, Skeleton } from '@mui/material';

export function ReportLoading() {
  return (
    <Box aria-busy="true" aria-label="Loading report" sx={{ display: 'grid', gap: 2 }}>
      <Skeleton variant="rounded" height={88} />
      <Skeleton variant="rounded" height={240} />
    </Box>
  );
}
