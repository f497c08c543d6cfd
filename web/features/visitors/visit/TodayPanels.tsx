import type { ReactNode } from 'react';
import { Box, Card, CardContent, Skeleton, Typography } from '@mui/material';
import { QueryError } from '../../../app/components/QueryError';
import { useVisitsToday, type Visit } from '../api';
import { VisitCardList } from './VisitCard';

function Panel({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <Card component="section" aria-label={title}>
      <CardContent sx={{ display: 'grid', gap: 1.5 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography variant="h6" component="h2" sx={{ flex: '1 1 auto' }}>
            {title}
          </Typography>
          {action}
        </Box>
        {children}
      </CardContent>
    </Card>
  );
}

interface TodayPanelsProps {
  scope: 'mine' | 'all';
  onOpen: (visit: Visit) => void;
  onEdit: (visit: Visit) => void;
  /** Beside 'On site now' (the managers' printable list); without it the on-site visitors join today's list. */
  onSiteAction?: ReactNode;
}

/** The front desk's day: who waits for a decision, who is expected today and (for managers) who is on site now. */
export function TodayPanels({ scope, onOpen, onEdit, onSiteAction }: TodayPanelsProps) {
  const today = useVisitsToday(scope);
  if (today.isError) return <QueryError message={today.error.message} onRetry={() => void today.refetch()} />;
  if (!today.data) return <Skeleton variant="rounded" height={160} />;
  const { expected, onSite, awaitingApproval } = today.data;
  const showHost = scope === 'all';
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {awaitingApproval.length > 0 && (
        <Panel title="Awaiting approval">
          <VisitCardList label="Awaiting approval" visits={awaitingApproval} empty="" onOpen={onOpen} onEdit={onEdit} showHost={showHost} />
        </Panel>
      )}
      <Panel title="Expected today">
        <VisitCardList label="Expected today" visits={expected} empty="No one is expected today." onOpen={onOpen} onEdit={onEdit} showHost={showHost} />
      </Panel>
      {(onSiteAction || onSite.length > 0) && (
        <Panel title="On site now" action={onSiteAction}>
          <VisitCardList label="On site now" visits={onSite} empty="No visitor is signed in." onOpen={onOpen} onEdit={onEdit} showHost={showHost} />
        </Panel>
      )}
    </Box>
  );
}
