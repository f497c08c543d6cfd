import { useMemo } from 'react';
import { Box, Skeleton, Typography } from '@mui/material';
import { formatDateTime, formatRelative } from '../../../app/format';
import { UserAvatar } from '../../../app/components/UserAvatar';
import { activityText, type ActivityNames } from '../activityText';
import { useTaskActivity } from '../api';

/** Who changed what, and when, newest first. */
export function ActivityTab({ taskId, names }: { taskId: string; names: ActivityNames }) {
  const activity = useTaskActivity(taskId);
  const entries = useMemo(() => [...(activity.data ?? [])].reverse(), [activity.data]);
  if (activity.isPending) {
    return (
      <Box>
        <Skeleton height={28} />
        <Skeleton height={28} />
      </Box>
    );
  }
  return (
    <Box component="ol" aria-label="Activity" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
      {entries.map((entry) => {
        const name = entry.actor?.name ?? 'Someone';
        return (
          <Box component="li" key={entry._id} sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
            <UserAvatar name={name} size={24} />
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                <strong>{name}</strong> {activityText(entry, names)}
              </Typography>
              <Typography component="time" variant="caption" dateTime={entry.createdAt} title={formatDateTime(entry.createdAt)} sx={{ color: 'text.secondary' }}>
                {formatRelative(entry.createdAt)}
              </Typography>
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
