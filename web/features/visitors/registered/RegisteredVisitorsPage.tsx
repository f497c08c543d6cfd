import { PageHeader } from '../../../app/components/PageHeader';
import { ManagerTabs } from '../visit/ManagerTabs';

export function RegisteredVisitorsPage() {
  return (
    <>
      <PageHeader title="TODO" />
      <ManagerTabs />
    </>
  );
}
