import { useState } from 'react';
import { Box, Button, Card, CardContent, Pagination, Skeleton, Typography } from '@mui/material';
import AddRounded from '@mui/icons-material/AddRounded';
import { hasAbility } from '../../../../domain/permissions/roles';
import { PageHeader } from '../../../app/components/PageHeader';
import { QueryError } from '../../../app/components/QueryError';
import { useCurrentUser } from '../../../app/session/useSession';
import { useVisits } from '../api';
import { ManagerTabs } from '../visit/ManagerTabs';
import { TodayPanels } from '../visit/TodayPanels';
import { VisitCardList } from '../visit/VisitCard';
import { useVisitDialogs } from '../visit/VisitDetailsDialog';

const PAGE_SIZE = 20;

/** /visitor-request (every member): invite visitors, today's, and every visit one hosts or invited. */
export function VisitorRequestPage() {
  const user = useCurrentUser();
  const manager = hasAbility(user.role, 'visitor_manage');
  const [page, setPage] = useState(1);
  const visits = useVisits({ scope: 'mine', page, pageSize: PAGE_SIZE });
  const { openDetails, openEdit, dialogs } = useVisitDialogs();
  const pages = visits.data ? Math.max(1, Math.ceil(visits.data.total / PAGE_SIZE)) : 1;

  return (
    <>
      <PageHeader
        title="Visitor request"
        subtitle="Invite visitors: they get their sign-in code by email, and you hear when they arrive."
        actions={
          <Button variant="contained" startIcon={<AddRounded />} onClick={() => openEdit(null)}>
            Invite visitor
          </Button>
        }
      />
      {manager && <ManagerTabs />}
      <Box sx={{ display: 'grid', gap: 2 }}>
        <TodayPanels scope="mine" onOpen={openDetails} onEdit={openEdit} />
        <Card component="section" aria-label="My visits">
          <CardContent sx={{ display: 'grid', gap: 1.5 }}>
            <Typography variant="h6" component="h2">
              My visits
            </Typography>
            {visits.isError ? (
              <QueryError message={visits.error.message} onRetry={() => void visits.refetch()} />
            ) : !visits.data ? (
              <Skeleton variant="rounded" height={120} />
            ) : (
              <VisitCardList label="My visits" visits={visits.data.data} empty="You have not invited anyone yet." onOpen={openDetails} onEdit={openEdit} />
            )}
            {pages > 1 && <Pagination count={pages} page={page} onChange={(_event, next) => setPage(next)} sx={{ justifySelf: 'center' }} />}
          </CardContent>
        </Card>
      </Box>
      {dialogs}
    </>
  );
}
