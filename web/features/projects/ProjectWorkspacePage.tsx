import { useEffect } from 'react';
import { Box, Button, Card, Skeleton } from '@mui/material';
import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import ViewKanbanOutlined from '@mui/icons-material/ViewKanbanOutlined';
import { Link as RouterLink, Navigate } from 'react-router';
import { EmptyState } from '../../app/components/EmptyState';
import { QueryError } from '../../app/components/QueryError';
import { readKey, writeKey } from '../../app/session/storage';
import { usePageTitle } from '../../app/shell/documentTitle';
import { TaskPanel } from '../tasks/TaskPanel';
import { useProject } from './api';
import { projectSpacePath } from './paths';
import { WorkspaceHeader } from './workspace/WorkspaceHeader';
import { WorkspacePanel } from './workspace/WorkspacePanel';
import { WorkspaceTabs } from './workspace/WorkspaceTabs';
import { useWorkspaceParams } from './workspace/useWorkspaceParams';

function HeaderSkeleton() {
  return (
    <Box aria-busy="true" aria-label="Loading project" sx={{ mb: 1.5 }}>
      <Skeleton width={140} height={20} />
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', mt: 1 }}>
        <Skeleton variant="rounded" width={40} height={40} />
        <Box sx={{ flex: 1 }}>
          <Skeleton width="40%" height={32} />
          <Skeleton width={160} height={24} />
        </Box>
      </Box>
    </Box>
  );
}

/** /task/projects/space?projectId&selectedTab&taskId: one project's views under tabs. */
export function ProjectWorkspacePage() {
  const { projectId, tab, taskId, closeTask } = useWorkspaceParams();
  const project = useProject(projectId);
  usePageTitle(project.data?.name ?? null);
  const notFound = project.error?.status === 404 || project.error?.status === 400;

  // Spec 3 'selectedProject': the last project opened, for /board and friends without a projectId.
  useEffect(() => {
    if (project.data) writeKey('selectedProject', project.data._id);
  }, [project.data]);
  useEffect(() => {
    if (notFound && readKey('selectedProject') === projectId) localStorage.removeItem('selectedProject');
  }, [notFound, projectId]);

  if (!projectId) {
    const last = readKey('selectedProject');
    if (last) return <Navigate to={projectSpacePath(last, tab)} replace />;
    return (
      <Card>
        <EmptyState
          icon={ViewKanbanOutlined}
          title="Pick a project to open"
          description="A project's backlog, board, list, summary, members, notes and settings open here."
          action={
            <Button component={RouterLink} to="/task/projects" variant="contained">
              Browse projects
            </Button>
          }
        />
      </Card>
    );
  }

  if (notFound) {
    return (
      <Card>
        <EmptyState
          icon={SearchOffOutlined}
          title="Project not found"
          description="It may have been deleted, or you are not one of its members."
          action={
            <Button component={RouterLink} to="/task/projects" variant="contained">
              Back to projects
            </Button>
          }
        />
      </Card>
    );
  }

  if (project.isError) return <QueryError message={project.error.message} onRetry={() => void project.refetch()} />;

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', flex: 1, minWidth: 0 }}>
      {project.data ? <WorkspaceHeader project={project.data} /> : <HeaderSkeleton />}
      <WorkspaceTabs projectId={projectId} value={tab} />
      {project.data && <WorkspacePanel tab={tab} project={project.data} />}
      {project.data && taskId && <TaskPanel project={project.data} taskId={taskId} onClose={closeTask} />}
    </Box>
  );
}
