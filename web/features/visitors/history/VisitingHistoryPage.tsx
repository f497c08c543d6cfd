import { PageHeader } from '../../../app/components/PageHeader';
import { ManagerTabs } from '../visit/ManagerTabs';

export function VisitingHistoryPage() {
  return (
    <>
      <PageHeader title="TODO" />
      <ManagerTabs />
    </>
  );
}
