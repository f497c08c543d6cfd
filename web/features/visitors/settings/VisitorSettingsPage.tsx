import { PageHeader } from '../../../app/components/PageHeader';
import { ManagerTabs } from '../visit/ManagerTabs';

export function VisitorSettingsPage() {
  return (
    <>
      <PageHeader title="TODO" />
      <ManagerTabs />
    </>
  );
}
