import { Box, Card, Skeleton, Typography } from '@mui/material';
import type { Dashboard } from './api';

const STATS: { key: keyof Dashboard['counts']; label: string }[] = [
  { key: 'overdue', label: 'Overdue' },
  { key: 'dueToday', label: 'Due today' },
  { key: 'dueThisWeek', label: 'Due this week' },
];

/** The three due-date counts of the member's open tasks; late work stands out in the error colour. */
export function StatCards({ counts }: { counts: Dashboard['counts'] | undefined }) {
  return (
    <Box component="ul" aria-label="Due dates" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: { xs: 1, sm: 2 } }}>
      {STATS.map(({ key, label }) => {
        const value = counts?.[key];
        const alarming = key === 'overdue' && !!value;
        return (
          <Card
            component="li"
            key={key}
            aria-label={value === undefined ? label : `${label}: ${value}`}
            // A phone's narrow card wraps 'Due this week' to two lines: the numbers stay level at the bottom.
            sx={{ px: { xs: 1.5, sm: 2 }, py: 1.5, minWidth: 0, display: 'flex', flexDirection: 'column', justifyContent: 'space-between' }}
          >
            <Typography variant="body2" sx={{ color: 'text.secondary', lineHeight: 1.3 }} aria-hidden>
              {label}
            </Typography>
            {value === undefined ? (
              <Skeleton variant="text" width={32} sx={{ fontSize: 32 }} />
            ) : (
              <Typography component="p" aria-hidden sx={{ fontSize: 28, fontWeight: 700, lineHeight: 1.3, color: alarming ? 'error.main' : 'text.primary' }}>
                {value}
              </Typography>
            )}
          </Card>
        );
      })}
    </Box>
  );
}
