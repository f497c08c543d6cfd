import { useCallback, useState } from 'react';
import { Box, Button, Card, TableContainer } from '@mui/material';
import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import WorkspacesOutlined from '@mui/icons-material/WorkspacesOutlined';
import { useSearchParams } from 'react-router';
import { PROJECT_STATUSES } from '../../../domain/projects/projectRules';
import { useConfirmTarget } from '../../app/components/ConfirmDialog';
import { EmptyState } from '../../app/components/EmptyState';
import { PageHeader } from '../../app/components/PageHeader';
import { QueryError } from '../../app/components/QueryError';
import { useCurrentUser } from '../../app/session/useSession';
import { useProjects, type ProjectDetail, type ProjectFilters as Filters, type ProjectStatus } from './api';
import { DeleteProjectDialog } from './components/DeleteProjectDialog';
import { NewProjectButton } from './list/NewProjectButton';
import { ProjectFilters } from './list/ProjectFilters';
import { ProjectsTable } from './list/ProjectsTable';
import { canDeleteProjects, canEditProjects } from './projectAccess';

/** Search and status live in the URL, so a filtered list can be shared and survives a reload. */
function useFilterParams(): [Filters, (next: Filters) => void] {
  const [params, setParams] = useSearchParams();
  const status = params.get('status');
  const filters: Filters = {
    search: params.get('search') ?? undefined,
    status: (PROJECT_STATUSES as readonly string[]).includes(status ?? '') ? (status as ProjectStatus) : undefined,
  };
  const update = useCallback(
    (next: Filters) => {
      const query = new URLSearchParams();
      if (next.search?.trim()) query.set('search', next.search.trim());
      if (next.status) query.set('status', next.status);
      setParams(query, { replace: true });
    },
    [setParams],
  );
  return [filters, update];
}

/** /task/projects: owner/admin see every project of the organisation, others the ones they belong to. */
export function ProjectsPage() {
  const user = useCurrentUser();
  const canEdit = canEditProjects(user.role);
  const [filters, setFilters] = useFilterParams();
  const [filterKey, setFilterKey] = useState(0);
  const projects = useProjects(filters);
  const deleting = useConfirmTarget<ProjectDetail>();
  const filtered = Boolean(filters.search?.trim() || filters.status);
  const clearFilters = () => {
    setFilters({});
    setFilterKey((key) => key + 1);
  };

  return (
    <>
      <PageHeader
        title="Projects"
        subtitle={canDeleteProjects(user.role) ? "Every project in your organization." : 'Projects you are a member of.'}
        actions={canEdit ? <NewProjectButton /> : undefined}
      />
      <Card component="section" aria-label="Project list">
        <Box sx={{ p: { xs: 1.5, sm: 2 } }}>
          <ProjectFilters key={filterKey} value={filters} onChange={setFilters} />
        </Box>
        {projects.isError ? (
          <QueryError message={projects.error.message} onRetry={() => void projects.refetch()} />
        ) : projects.data?.length === 0 && !filtered ? (
          <EmptyState
            compact
            icon={WorkspacesOutlined}
            title="No projects yet"
            description={
              canEdit
                ? 'Create a project to plan work on a board, track a backlog and see progress.'
                : 'Projects you are added to will be listed here with their members and open tasks.'
            }
            action={canEdit ? <NewProjectButton /> : undefined}
          />
        ) : projects.data?.length === 0 ? (
          <EmptyState
            compact
            icon={SearchOffOutlined}
            title="No projects match"
            description="Try another name or status, or clear the filters."
            action={<Button onClick={clearFilters}>Clear filters</Button>}
          />
        ) : (
          <TableContainer sx={{ opacity: projects.isPlaceholderData ? 0.6 : 1, transition: 'opacity 120ms' }}>
            <ProjectsTable projects={projects.data} canEdit={canEdit} canDelete={canDeleteProjects(user.role)} onDelete={deleting.ask} />
          </TableContainer>
        )}
      </Card>
      <DeleteProjectDialog project={deleting.target} open={deleting.open} onClose={deleting.close} />
    </>
  );
}
