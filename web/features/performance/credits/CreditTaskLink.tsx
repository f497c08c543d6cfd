import { Link } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import type { Credit } from '../api';
import { projectSpacePath } from '../../projects/paths';

/** The task's key (or title) linking to it on its project's board; a click does not open the row too. */
export function CreditTaskLink({ task, full }: { task: NonNullable<Credit['task']>; full?: boolean }) {
  return (
    <Link
      component={RouterLink}
      to={projectSpacePath(task.projectId, 'board', task._id)}
      onClick={(event) => event.stopPropagation()}
      title={task.title}
      sx={{ fontWeight: 600, whiteSpace: full ? 'normal' : 'nowrap' }}
    >
      {full ? `${task.key ? `${task.key} · ` : ''}${task.title}` : (task.key ?? task.title)}
    </Link>
  );
}
