import { Card } from '@mui/material';
import ViewKanbanOutlined from '@mui/icons-material/ViewKanbanOutlined';
import { EmptyState } from '../../app/components/EmptyState';
import { PageHeader } from '../../app/components/PageHeader';

export function ProjectWorkspacePage() {
  return (
    <>
      <PageHeader title="Project workspace" />
      <Card>
        <EmptyState
          icon={ViewKanbanOutlined}
          title="Pick a project to open"
          description="A project's backlog, board, list, summary, members, notes and settings will open here."
        />
      </Card>
    </>
  );
}
