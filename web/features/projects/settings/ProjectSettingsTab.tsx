import { Alert, Stack } from '@mui/material';
import { useCurrentUser } from '../../../app/session/useSession';
import type { ProjectDetail } from '../api';
import { canDeleteProjects, canEditProjects } from '../projectAccess';
import { DangerZone } from './DangerZone';
import { EnumListSection } from './EnumListSection';
import { ProjectDetailsForm } from './ProjectDetailsForm';

/** Details, statuses, epics and (owner/admin) deletion. Everyone may look; project_edit may change. */
export function ProjectSettingsTab({ project }: { project: ProjectDetail }) {
  const user = useCurrentUser();
  const canEdit = canEditProjects(user.role);
  return (
    <Stack spacing={2.5} sx={{ maxWidth: 820 }}>
      {!canEdit && (
        <Alert severity="info" variant="outlined">
          You can view these settings. Only owners, admins and maintainers can change them.
        </Alert>
      )}
      <ProjectDetailsForm project={project} canEdit={canEdit} />
      <EnumListSection projectId={project._id} type="status" canEdit={canEdit} />
      <EnumListSection projectId={project._id} type="epic" canEdit={canEdit} />
      {canDeleteProjects(user.role) && <DangerZone project={project} />}
    </Stack>
  );
}
