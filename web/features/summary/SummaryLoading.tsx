import { Box, Skeleton } from '@mui/material';

export function SummaryLoading() {
  return (
    <Box aria-busy="true" aria-label="Loading summary" sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      {[0, 1, 2, 3].map((i) => (
        <Skeleton key={i} variant="rounded" height={240} />
      ))}
    </Box>
  );
}
