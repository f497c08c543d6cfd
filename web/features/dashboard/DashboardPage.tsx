import { Box, Button, Card } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { PageHeader } from '../../app/components/PageHeader';
import { QueryError } from '../../app/components/QueryError';
import { useCurrentUser } from '../../app/session/useSession';
import { HomeCards } from '../../app/shell/HomeCards';
import { useDashboard } from './api';
import { AssignedTasks } from './AssignedTasks';
import { DashboardSection, SectionSkeleton } from './DashboardSection';
import { GettingStarted } from './GettingStarted';
import { RecentActivity } from './RecentActivity';
import { StatCards } from './StatCards';
import { YourProjects } from './YourProjects';

function greeting(hour: number): string {
  if (hour < 5) return 'Good evening';
  if (hour < 12) return 'Good morning';
  if (hour < 18) return 'Good afternoon';
  return 'Good evening';
}

const dateFormat = new Intl.DateTimeFormat(undefined, { weekday: 'long', month: 'long', day: 'numeric' });

/** "My work": the member's open tasks, their due dates, what changed lately and their projects. */
export function DashboardPage() {
  const user = useCurrentUser();
  const now = new Date();
  const firstName = user.name.trim().split(/\s+/)[0] ?? user.name;
  const subtitle = [dateFormat.format(now), user.organizationName].filter(Boolean).join(' · ');
  const { data, isPending, isError, refetch } = useDashboard();

  return (
    <>
      <PageHeader title={`${greeting(now.getHours())}, ${firstName}`} subtitle={subtitle} />
      {isError ? (
        <Card>
          <QueryError message="Your work could not be loaded." onRetry={() => void refetch()} />
        </Card>
      ) : (
        <Box sx={{ display: 'grid', gap: { xs: 2, sm: 3 }, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 1fr)' }, alignItems: 'start' }}>
          <Box sx={{ display: 'grid', gap: { xs: 2, sm: 3 }, minWidth: 0 }}>
            <GettingStarted />
            <StatCards counts={data?.counts} />
            <DashboardSection
              title="Assigned to me"
              action={
                data && data.assignedTotal > 0 ? (
                  <Box component="span" sx={{ color: 'text.secondary', fontSize: 14 }}>
                    {data.assignedTotal} open
                  </Box>
                ) : undefined
              }
            >
              {isPending ? <SectionSkeleton rows={5} /> : <AssignedTasks tasks={data.assigned} total={data.assignedTotal} today={data.today} />}
            </DashboardSection>
          </Box>
          <Box sx={{ display: 'grid', gap: { xs: 2, sm: 3 }, minWidth: 0 }}>
            <HomeCards />
            <DashboardSection
              title="Your projects"
              action={
                <Button component={RouterLink} to="/task/projects" size="small">
                  All projects
                </Button>
              }
            >
              {isPending ? <SectionSkeleton rows={3} /> : <YourProjects projects={data.projects} />}
            </DashboardSection>
            <DashboardSection title="Recent activity">
              {isPending ? <SectionSkeleton rows={5} avatar /> : <RecentActivity activity={data.activity} names={data.names} />}
            </DashboardSection>
          </Box>
        </Box>
      )}
    </>
  );
}
