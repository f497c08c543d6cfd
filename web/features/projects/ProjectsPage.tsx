import { Button, Card } from '@mui/material';
import AddRounded from '@mui/icons-material/AddRounded';
import WorkspacesOutlined from '@mui/icons-material/WorkspacesOutlined';
import { Link as RouterLink } from 'react-router';
import { hasAbility } from '../../../domain/permissions/roles';
import { EmptyState } from '../../app/components/EmptyState';
import { PageHeader } from '../../app/components/PageHeader';
import { useCurrentUser } from '../../app/session/useSession';

export function ProjectsPage() {
  const user = useCurrentUser();
  const createButton = hasAbility(user.role, 'project_edit') && (
    <Button component={RouterLink} to="/project/create" variant="contained" startIcon={<AddRounded />}>
      New project
    </Button>
  );

  return (
    <>
      <PageHeader title="Projects" subtitle="Every project you are part of." actions={createButton} />
      <Card>
        <EmptyState
          icon={WorkspacesOutlined}
          title="No projects yet"
          description="Projects you create or are added to will be listed here with their members and open tasks."
        />
      </Card>
    </>
  );
}
