import { Button, Card } from '@mui/material';
import SpaceDashboardOutlined from '@mui/icons-material/SpaceDashboardOutlined';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '../../app/components/EmptyState';
import { PageHeader } from '../../app/components/PageHeader';
import { useCurrentUser } from '../../app/session/useSession';

function greeting(hour: number): string {
  if (hour < 5) return 'Good evening';
  if (hour < 12) return 'Good morning';
  if (hour < 18) return 'Good afternoon';
  return 'Good evening';
}

const dateFormat = new Intl.DateTimeFormat(undefined, { weekday: 'long', month: 'long', day: 'numeric' });

export function DashboardPage() {
  const user = useCurrentUser();
  const now = new Date();
  const firstName = user.name.trim().split(/\s+/)[0] ?? user.name;
  const subtitle = [dateFormat.format(now), user.organizationName].filter(Boolean).join(' · ');

  return (
    <>
      <PageHeader title={`${greeting(now.getHours())}, ${firstName}`} subtitle={subtitle} />
      <Card>
        <EmptyState
          icon={SpaceDashboardOutlined}
          title="Your work at a glance"
          description="Tasks assigned to you, upcoming deadlines and recent activity across your projects will appear here."
          action={
            <Button component={RouterLink} to="/task/projects" variant="contained">
              Go to projects
            </Button>
          }
        />
      </Card>
    </>
  );
}
