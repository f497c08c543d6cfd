import { Box, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { UserAvatar } from '../../app/components/UserAvatar';
import { formatDateTime, formatRelative } from '../../app/format';
import { projectSpacePath } from '../projects/paths';
import { activityText, type ActivityNames } from '../tasks/activityText';
import type { Dashboard } from './api';

/** The server sends the names behind the ids its entries hold; the task panel's wording does the rest. */
function namesOf(names: Dashboard['names']): ActivityNames {
  return {
    status: (id) => names.statuses[id],
    person: (id) => names.people[id],
    sprint: (id) => names.sprints[id],
    epic: (id) => names.epics[id],
  };
}

export function RecentActivity({ activity, names }: Pick<Dashboard, 'activity' | 'names'>) {
  if (activity.length === 0) {
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary', px: 2, pb: 2 }}>
        No activity in your projects yet.
      </Typography>
    );
  }
  const lookup = namesOf(names);
  return (
    <Box component="ul" aria-label="Recent activity" sx={{ listStyle: 'none', m: 0, px: 2, pt: 0, pb: 1 }}>
      {activity.map((entry) => {
        const actor = entry.actor?.name || 'Someone';
        return (
          <Box component="li" key={entry._id} sx={{ display: 'flex', gap: 1.5, py: 1, minWidth: 0 }}>
            <UserAvatar name={actor} size={28} />
            <Box sx={{ flex: 1, minWidth: 0, fontSize: 14 }}>
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                <strong>{actor}</strong> {activityText(entry, lookup)}
                <Box component="span" sx={{ typography: 'caption', color: 'text.secondary', whiteSpace: 'nowrap' }}>
                  {' · '}
                  <time dateTime={entry.createdAt} title={formatDateTime(entry.createdAt)}>
                    {formatRelative(entry.createdAt)}
                  </time>
                </Box>
              </Typography>
              {/* A line of its own: the task's name is what the reader is looking for. */}
              <Link
                component={RouterLink}
                to={projectSpacePath(entry.task.projectId, 'board', entry.task._id)}
                underline="hover"
                variant="body2"
                sx={{ display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
              >
                {entry.task.key} {entry.task.title}
              </Link>
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
