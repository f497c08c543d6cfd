import { Box, Card, Chip, Typography } from '@mui/material';
import type { ReportTask, SprintReport } from '../../../domain/sprints/sprintReport';
import { QueryError } from '../../app/components/QueryError';
import { BurndownChart } from '../summary/BurndownChart';
import { TypeIcon } from '../tasks/taskMeta';
import { sprintRange } from '../tasks/sprintDates';
import { useSprintReport } from './api';
import { ReportLoading } from './ReportLoading';

const dateFormat = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', year: 'numeric' });
const pts = (points: number) => `${points} ${points === 1 ? 'pt' : 'pts'}`;
const tasksText = (count: number) => `${count} ${count === 1 ? 'task' : 'tasks'}`;

/** The report: completed against carried over, scope change after the start, the burndown and the tasks behind each number. */
export default function SprintReportView({ projectId, sprintId }: { projectId: string; sprintId: string }) {
  const report = useSprintReport(projectId, sprintId);
  if (report.isPending) return <ReportLoading />;
  if (report.isError) return <QueryError message={report.error.message} onRetry={() => void report.refetch()} />;
  const { sprint, totals } = report.data;
  const ended = sprint.completedAt ? `Completed ${dateFormat.format(new Date(sprint.completedAt))}` : 'Running: the report so far';
  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      <Box>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {[sprintRange(sprint.startDate, sprint.endDate), ended].filter(Boolean).join(' · ')}
        </Typography>
        {sprint.goal && <Typography variant="body2">{sprint.goal}</Typography>}
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Committed at the start: {tasksText(totals.committed.tasks)} · {pts(totals.committed.points)}
        </Typography>
      </Box>
      <Box component="section" aria-label="Totals" sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
        <Stat label="Completed" tasks={totals.completed.tasks} points={totals.completed.points} />
        <Stat label="Carried over" tasks={totals.carriedOver.tasks} points={totals.carriedOver.points} />
        <Stat label="Added after start" tasks={totals.added.tasks} points={totals.added.points} sign="+" />
        <Stat label="Removed after start" tasks={totals.removed.tasks} points={totals.removed.points} sign="−" />
      </Box>
      <Box component="section" aria-label="Burndown">
        <Typography variant="h5" component="h3">
          Burndown
        </Typography>
        <BurndownChart burndown={report.data.burndown} height={240} />
      </Box>
      <TaskLists report={report.data} />
    </Box>
  );
}

function Stat({ label, tasks, points, sign = '' }: { label: string; tasks: number; points: number; sign?: string }) {
  return (
    <Card component="section" aria-label={`${label}: ${tasksText(tasks)}, ${pts(points)}`} sx={{ p: 1.5, minWidth: 0 }}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography variant="h3" component="p">
        {tasks ? sign : ''}
        {tasks}
      </Typography>
      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
        {tasks === 1 ? 'task' : 'tasks'} · {tasks ? sign : ''}
        {pts(points)}
      </Typography>
    </Card>
  );
}

function TaskLists({ report }: { report: SprintReport }) {
  const lists: { title: string; empty: string; tasks: ReportTask[] }[] = [
    { title: 'Completed', empty: 'Nothing was finished in this sprint.', tasks: report.completed },
    { title: 'Carried over', empty: 'Nothing was left unfinished.', tasks: report.carriedOver },
    { title: 'Added after start', empty: 'No task joined after the start.', tasks: report.added },
    { title: 'Removed after start', empty: 'No task left after the start.', tasks: report.removed },
  ];
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}>
      {lists.map((list) => (
        <Box key={list.title} component="section" aria-label={list.title}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 0.5 }}>
            <Typography variant="h6" component="h3">
              {list.title}
            </Typography>
            <Chip size="small" label={list.tasks.length} />
          </Box>
          {list.tasks.length === 0 ? (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {list.empty}
            </Typography>
          ) : (
            <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, border: 1, borderColor: 'divider', borderRadius: 2 }}>
              {list.tasks.map((task) => (
                <Box
                  component="li"
                  key={task._id}
                  sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 1.5, py: 0.75, '& + li': { borderTop: 1, borderColor: 'divider' } }}
                >
                  <TypeIcon type={task.type} size={16} />
                  <Typography variant="body2" sx={{ fontWeight: 600, color: 'text.secondary', whiteSpace: 'nowrap' }}>
                    {task.key}
                  </Typography>
                  <Typography variant="body2" noWrap sx={{ flex: 1, minWidth: 0 }}>
                    {task.title}
                  </Typography>
                  <Typography variant="body2" sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}>
                    {task.points === null ? '–' : pts(task.points)}
                  </Typography>
                </Box>
              ))}
            </Box>
          )}
        </Box>
      ))}
    </Box>
  );
}
