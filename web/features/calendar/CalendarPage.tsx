import { Card } from '@mui/material';
import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import { EmptyState } from '../../app/components/EmptyState';
import { PageHeader } from '../../app/components/PageHeader';

export function CalendarPage() {
  return (
    <>
      <PageHeader title="Calendar" subtitle="Deadlines, sprints and reminders in one place." />
      <Card>
        <EmptyState
          icon={CalendarMonthOutlined}
          title="Nothing scheduled yet"
          description="Task due dates, sprint timelines and your recurring reminders will be laid out here by day, week and month."
        />
      </Card>
    </>
  );
}
