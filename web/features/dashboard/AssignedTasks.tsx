import { Box, Button, Typography } from '@mui/material';
import { styled } from '@mui/material/styles';
import AssignmentTurnedInOutlined from '@mui/icons-material/AssignmentTurnedInOutlined';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '../../app/components/EmptyState';
import { formatDate } from '../../app/format';
import { projectSpacePath } from '../projects/paths';
import { ColorDot, PriorityIcon, TypeIcon } from '../tasks/taskMeta';
import type { DashboardTask } from './api';
import { RowLink } from './DashboardSection';

/** One assigned task: a link into its project's workspace with the task open, as notifications link. */
const Row = styled(RowLink)(({ theme }) => ({
  flexWrap: 'wrap',
  rowGap: 4,
  '& .main': { flex: '1 1 0', minWidth: 0 },
  '& .title': { display: 'block', fontSize: 14, fontWeight: 500, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  '& .where': { display: 'block', fontSize: 12, color: theme.palette.text.secondary, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  '& .key': { fontWeight: 600 },
  '& .meta': { display: 'flex', alignItems: 'center', gap: 10, flexShrink: 0, fontSize: 13 },
  '& .status': {
    display: 'inline-flex',
    alignItems: 'center',
    gap: 6,
    maxWidth: 140,
    height: 24,
    padding: '0 8px',
    borderRadius: 12,
    border: `1px solid ${theme.palette.divider}`,
    whiteSpace: 'nowrap',
    fontSize: 12,
    fontWeight: 500,
  },
  '& .status-name': { overflow: 'hidden', textOverflow: 'ellipsis' },
  '& .due': { minWidth: 88, textAlign: 'right', color: theme.palette.text.secondary, whiteSpace: 'nowrap' },
  // Information, not a disabled control: secondary text, readable at 4.5:1.
  '& .due.none': { color: theme.palette.text.secondary },
  '& .due.overdue': { color: theme.palette.error.main, fontWeight: 600 },
  // On a phone the status, priority and date go under the title, lined up with it.
  [theme.breakpoints.down('sm')]: {
    '& .meta': { flexBasis: '100%', paddingLeft: 30 },
    '& .due': { minWidth: 0, marginLeft: 'auto' },
  },
}));

function DueDate({ dueDate, today }: { dueDate: string | null; today: string }) {
  if (!dueDate) return <span className="due none">No due date</span>;
  const label = formatDate(`${dueDate}T12:00:00`);
  if (dueDate < today) {
    return (
      <span className="due overdue" title={`Overdue: due ${label}`}>
        Overdue · {label}
      </span>
    );
  }
  return <span className="due">{dueDate === today ? 'Today' : label}</span>;
}

export function AssignedTasks({ tasks, total, today }: { tasks: DashboardTask[]; total: number; today: string }) {
  if (tasks.length === 0) {
    return (
      <EmptyState
        compact
        icon={AssignmentTurnedInOutlined}
        title="Nothing assigned to you"
        description="Open tasks assigned to you in your projects will show up here."
        action={
          <Button component={RouterLink} to="/task/projects" variant="outlined">
            Go to projects
          </Button>
        }
      />
    );
  }
  return (
    <>
      <Box component="ul" aria-label="Tasks assigned to me" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {tasks.map((task) => (
          <li key={task._id}>
            <Row to={projectSpacePath(task.project._id, 'board', task._id)}>
              <TypeIcon type={task.type} />
              <span className="main">
                <span className="title">
                  {task.title}
                </span>
                <span className="where">
                  <span className="key">{task.key}</span> · {task.project.name}
                </span>
              </span>
              <span className="meta">
                <span className="status" title={`Status: ${task.status.name}`}>
                  <ColorDot color={task.status.color} />
                  <span className="status-name">{task.status.name}</span>
                </span>
                <PriorityIcon priority={task.priority} withTooltip />
                <DueDate dueDate={task.dueDate} today={today} />
              </span>
            </Row>
          </li>
        ))}
      </Box>
      {total > tasks.length && (
        <Typography variant="body2" sx={{ color: 'text.secondary', px: 2, py: 1.5, borderTop: 1, borderColor: 'divider' }}>
          Showing {tasks.length} of {total}
        </Typography>
      )}
    </>
  );
}
