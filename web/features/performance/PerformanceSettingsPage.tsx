import { Card } from '@mui/material';
import AddchartOutlined from '@mui/icons-material/AddchartOutlined';
import { EmptyState } from '../../app/components/EmptyState';
import { PageHeader } from '../../app/components/PageHeader';

export function PerformanceSettingsPage() {
  return (
    <>
      <PageHeader title="Performance Settings" />
      <Card>
        <EmptyState
          icon={AddchartOutlined}
          title="No credit rules yet"
          description="Define the performance credits your team can earn, and adjust or remove them, from this page."
        />
      </Card>
    </>
  );
}
