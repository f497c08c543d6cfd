import { Box, Typography } from '@mui/material';
import type { MemberReport } from '../../../../domain/performance/credits';
import { formatPoints } from '../report/figures';

/** The period's points per category, as bars sized against the largest. */
export function CategoryBreakdown({ byCategory }: { byCategory: MemberReport['byCategory'] }) {
  if (byCategory.length === 0) {
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        No credits in this period.
      </Typography>
    );
  }
  const largest = Math.max(...byCategory.map((entry) => Math.abs(entry.points)), 1);
  return (
    <Box component="ul" aria-label="Credits by category" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
      {byCategory.map(({ category, points, count }) => (
        <Box component="li" key={category._id} aria-label={`${category.name}: ${formatPoints(points)} points in ${count} ${count === 1 ? 'credit' : 'credits'}`}>
          <Box aria-hidden sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, fontSize: 14, mb: 0.5 }}>
            <Box component="span" sx={{ fontWeight: 500, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
              {category.name}
            </Box>
            <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
              <Box component="span" sx={{ fontWeight: 700 }}>
                {formatPoints(points)} pts
              </Box>
              <Box component="span" sx={{ color: 'text.secondary' }}>
                {' '}
                · {count} {count === 1 ? 'credit' : 'credits'}
              </Box>
            </Box>
          </Box>
          <Box aria-hidden sx={{ height: 8, borderRadius: 4, bgcolor: 'action.hover', overflow: 'hidden' }}>
            <Box sx={{ height: '100%', width: `${(Math.abs(points) / largest) * 100}%`, bgcolor: category.color, borderRadius: 4, opacity: points < 0 ? 0.5 : 1 }} />
          </Box>
        </Box>
      ))}
    </Box>
  );
}
