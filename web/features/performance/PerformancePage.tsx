import { Card } from '@mui/material';
import EmojiEventsOutlined from '@mui/icons-material/EmojiEventsOutlined';
import { EmptyState } from '../../app/components/EmptyState';
import { PageHeader } from '../../app/components/PageHeader';

export function PerformancePage() {
  return (
    <>
      <PageHeader title="Performance" />
      <Card>
        <EmptyState
          icon={EmojiEventsOutlined}
          title="No credits recorded yet"
          description="Performance credits for each member, with total, weekly and monthly averages, will be reported here."
        />
      </Card>
    </>
  );
}
