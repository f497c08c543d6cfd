import { Box, Chip, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import type { Credit } from '../../../../domain/performance/credits';
import { projectSpacePath } from '../../projects/paths';
import { formatDay, formatPoints } from '../report/figures';

const SOURCE_LABELS: Record<Credit['source'], string | null> = { manual: null, automatic: 'Automatic', recognition: 'Recognition' };

/** The period's credits, newest first: the day, the points, the category, the reason and the task. */
export function MemberCreditList({ credits }: { credits: Credit[] }) {
  if (credits.length === 0) {
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary', py: 1 }}>
        No credits in this period.
      </Typography>
    );
  }
  return (
    <Box component="ul" aria-label="Credits of the period" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {credits.map((credit) => {
        const source = SOURCE_LABELS[credit.source];
        return (
          <Box component="li" key={credit._id} sx={{ display: 'flex', gap: 2, py: 1.5, borderBottom: 1, borderColor: 'divider', '&:last-of-type': { borderBottom: 0 } }}>
            <Box
              sx={{
                minWidth: 56,
                height: 36,
                px: 1,
                borderRadius: 1,
                display: 'grid',
                placeItems: 'center',
                fontWeight: 700,
                color: credit.points < 0 ? 'error.main' : 'success.main',
                bgcolor: 'action.hover',
              }}
            >
              {credit.points > 0 ? '+' : ''}
              {formatPoints(credit.points)}
            </Box>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography sx={{ overflowWrap: 'anywhere' }}>{credit.reason}</Typography>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 0.5, color: 'text.secondary', fontSize: 13 }}>
                <span>{formatDay(credit.date)}</span>
                <Chip
                  size="small"
                  label={credit.category.name}
                  icon={<Box component="span" sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: credit.category.color, ml: '8px !important' }} />}
                  variant="outlined"
                />
                {source && <Chip size="small" label={source} />}
                {credit.task && (
                  <Link component={RouterLink} to={projectSpacePath(credit.task.projectId, 'board', credit.task._id)} underline="hover" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                    {credit.task.key ? `${credit.task.key} · ` : ''}
                    {credit.task.title}
                  </Link>
                )}
                {credit.recordedBy && credit.source !== 'automatic' && <span>by {credit.recordedBy.name}</span>}
              </Box>
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
