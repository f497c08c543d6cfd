import { Card } from '@mui/material';
import type { SvgIconComponent } from '@mui/icons-material';
import BadgeOutlined from '@mui/icons-material/BadgeOutlined';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import HowToRegOutlined from '@mui/icons-material/HowToRegOutlined';
import { EmptyState } from '../../app/components/EmptyState';
import { PageHeader } from '../../app/components/PageHeader';

function VisitorPage({ title, icon, empty, description }: { title: string; icon: SvgIconComponent; empty: string; description: string }) {
  return (
    <>
      <PageHeader title={title} />
      <Card>
        <EmptyState icon={icon} title={empty} description={description} />
      </Card>
    </>
  );
}

export function VisitorRequestPage() {
  return (
    <VisitorPage
      title="Visitor request"
      icon={BadgeOutlined}
      empty="No visitor requests"
      description="Requests from guests asking to visit your office will wait here for approval."
    />
  );
}

export function VisitingHistoryPage() {
  return (
    <VisitorPage
      title="Visiting history"
      icon={HistoryOutlined}
      empty="No visits yet"
      description="Every past visit, with who came, when and whom they met, will be listed here."
    />
  );
}

export function RegisteredVisitorsPage() {
  return (
    <VisitorPage
      title="Registered visitors"
      icon={HowToRegOutlined}
      empty="No registered visitors"
      description="Guests who registered with your organisation will be kept here for faster check-in."
    />
  );
}
