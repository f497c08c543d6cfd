import { Box, Card, LinearProgress, Typography } from '@mui/material';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import { EmptyState } from '../../app/components/EmptyState';
import { QueryError } from '../../app/components/QueryError';
import { useTaskSummary } from '../tasks/api';
import { daysLeft, sprintRange } from '../tasks/sprintDates';
import type { ProjectDetail, TaskSummary } from '../tasks/types';
import { SummaryLoading } from './SummaryLoading';
import { BurndownChart } from './BurndownChart';
import { AssigneeChart, ChartCard, PriorityChart, StatusChart, TypeChart } from './SummaryCharts';

/** The Summary tab: where the project stands, by status, priority, type and person, and how the active sprint burns down. */
export default function SummaryView({ project }: { project: ProjectDetail }) {
  const summary = useTaskSummary(project._id);
  if (summary.isPending) return <SummaryLoading />;
  if (summary.isError) return <QueryError message={summary.error.message} onRetry={() => void summary.refetch()} />;
  const data = summary.data;
  if (data.totals.tasks === 0) {
    return (
      <Card>
        <EmptyState icon={InsightsOutlined} title="Nothing to summarise yet" description="Once the project has tasks, this page charts them by status, priority, type and assignee, and burns down the active sprint." />
      </Card>
    );
  }
  // The cards and the status chart count alike (domain/sprints/summary): each card names the statuses it adds up.
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box component="section" aria-label="Totals" sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
        <Stat label="Tasks" value={data.totals.tasks} caption="Every task of the project" />
        {data.totals.categories.map((group) => (
          <Stat key={group.category} label={group.label} value={group.count} caption={group.statuses.map((s) => `${s.name} ${s.count}`).join(' · ')} />
        ))}
      </Box>
      <SprintProgress active={data.activeSprint} burndown={data.burndown} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}>
        <ChartCard title="Status" subtitle="Every task of the project">
          <StatusChart totals={data.totals} />
        </ChartCard>
        <ChartCard title="Priority">
          <PriorityChart byPriority={data.byPriority} />
        </ChartCard>
        <ChartCard title="Type">
          <TypeChart byType={data.byType} />
        </ChartCard>
        <ChartCard title="Assignee" subtitle={data.byAssignee.length > 8 ? 'The 8 people with the most tasks' : undefined}>
          <AssigneeChart byAssignee={data.byAssignee} />
        </ChartCard>
      </Box>
    </Box>
  );
}

function Stat({ label, value, caption }: { label: string; value: number; caption: string }) {
  return (
    <Card sx={{ p: 2, minWidth: 0 }}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography variant="h2" component="p">
        {value.toLocaleString()}
      </Typography>
      <Typography variant="caption" sx={{ color: 'text.secondary', display: 'block', overflowWrap: 'anywhere' }}>
        {caption}
      </Typography>
    </Card>
  );
}

function SprintProgress({ active, burndown }: { active: TaskSummary['activeSprint']; burndown: TaskSummary['burndown'] }) {
  if (!active) {
    return (
      <Card sx={{ p: 2 }}>
        <Typography variant="h5" component="h3">
          Sprint progress
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
          No sprint is running. Start one from the Backlog to follow its progress and burndown here.
        </Typography>
      </Card>
    );
  }
  const { sprint } = active;
  const taskShare = active.total ? Math.round((active.done / active.total) * 100) : 0;
  const pointShare = active.points ? Math.round((active.donePoints / active.points) * 100) : 0;
  const left = daysLeft(sprint.endDate);
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 2fr)' } }}>
      <ChartCard title={sprint.name} subtitle={[sprintRange(sprint.startDate, sprint.endDate), left].filter(Boolean).join(' · ')}>
        <Box sx={{ display: 'grid', gap: 2.5 }}>
          {sprint.goal && <Typography variant="body2">{sprint.goal}</Typography>}
          <Progress label="Tasks done" value={taskShare} caption={`${active.done} of ${active.total}`} />
          <Progress label="Points done" value={pointShare} caption={`${active.donePoints} of ${active.points}`} />
        </Box>
      </ChartCard>
      <ChartCard title="Burndown" subtitle="What is left in the active sprint, every day from its start to its end">
        {burndown.length ? <BurndownChart burndown={burndown} /> : <Typography variant="body2">Give the sprint a start and an end date to draw its burndown.</Typography>}
      </ChartCard>
    </Box>
  );
}

function Progress({ label, value, caption }: { label: string; value: number; caption: string }) {
  return (
    <Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', mb: 0.5 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {label}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {caption} · {value}%
        </Typography>
      </Box>
      <LinearProgress variant="determinate" value={value} aria-label={`${label}: ${caption}`} color="success" sx={{ height: 8, borderRadius: 4 }} />
    </Box>
  );
}
