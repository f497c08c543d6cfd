import type { ReactNode } from 'react';
import { Box, Chip, Skeleton, Typography } from '@mui/material';
import { daysLeft, sprintRange } from '../tasks/sprintDates';
import type { BoardSprint } from '../tasks/types';

/** What the board shows: the active sprint (name, dates, goal), or every open task when none runs. */
export function SprintBanner({ sprint, taskCount, action }: { sprint: BoardSprint | null; taskCount: number; action?: ReactNode }) {
  const left = sprint ? daysLeft(sprint.endDate) : null;
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 2, mb: 1.5, flexWrap: 'wrap' }}>
      <Box sx={{ flex: '1 1 260px', minWidth: 0 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography variant="h4" component="h2">
            {sprint ? sprint.name : 'All open tasks'}
          </Typography>
          {sprint && (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {sprintRange(sprint.startDate, sprint.endDate)}
            </Typography>
          )}
          {left && <Chip size="small" label={left} color={left.startsWith('Ended') ? 'warning' : 'default'} variant="outlined" />}
        </Box>
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.25 }}>
          {sprint
            ? sprint.goal || `${taskCount} ${taskCount === 1 ? 'task' : 'tasks'} in this sprint`
            : 'No sprint is running, so the board shows every task not in a completed sprint. Start a sprint from the Backlog to focus it.'}
        </Typography>
      </Box>
      {action}
    </Box>
  );
}

export function BoardSkeleton() {
  return (
    <Box aria-busy="true" aria-label="Loading board">
      <Skeleton width={220} height={32} />
      <Skeleton width={320} height={20} sx={{ mb: 2 }} />
      <Box sx={{ display: 'flex', gap: 1.5, overflow: 'hidden' }}>
        {[0, 1, 2, 3].map((column) => (
          <Box key={column} sx={{ width: 288, flexShrink: 0 }}>
            <Skeleton width={120} height={24} sx={{ mb: 1 }} />
            {[0, 1, 2].map((card) => (
              <Skeleton key={card} variant="rounded" height={84} sx={{ mb: 1 }} />
            ))}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
