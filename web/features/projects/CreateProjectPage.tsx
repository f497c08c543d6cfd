import { Card } from '@mui/material';
import CreateNewFolderOutlined from '@mui/icons-material/CreateNewFolderOutlined';
import { EmptyState } from '../../app/components/EmptyState';
import { PageHeader } from '../../app/components/PageHeader';

export function CreateProjectPage() {
  return (
    <>
      <PageHeader title="Create project" />
      <Card>
        <EmptyState
          icon={CreateNewFolderOutlined}
          title="Start a new project"
          description="Name your project and choose its members here; it then appears in everyone's Projects list."
        />
      </Card>
    </>
  );
}
