import { Card } from '@mui/material';
import RocketLaunchOutlined from '@mui/icons-material/RocketLaunchOutlined';
import { EmptyState } from '../../app/components/EmptyState';
import { PageHeader } from '../../app/components/PageHeader';

export function UpgradePlanPage() {
  return (
    <>
      <PageHeader title="Upgrade plan" />
      <Card>
        <EmptyState
          icon={RocketLaunchOutlined}
          title="Choose Your Plan"
          description="Compare plans, pick a seat count and a monthly or annual cycle, and upgrade from here."
        />
      </Card>
    </>
  );
}
