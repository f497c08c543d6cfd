import { Box, Button, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { apiData } from '../../app/api/client';
import type { Notification } from '../../../domain/notifications/notifications';
import { refreshVisitors } from './api';

/** Approve / Deny of a walk-in waiting for its host, under its notification in the bell's list. */
export function VisitDecisionButtons({ notification }: { notification: Notification }) {
  const { visitId } = notification.metadata;
  return visitId ? <VisitDecision visitId={visitId} /> : null;
}

function VisitDecision({ visitId }: { visitId: string }) {
  const queryClient = useQueryClient();
  const decide = useMutation({
    mutationFn: (decision: 'approve' | 'deny') => apiData('POST /api/visit/:id/decision', { params: { id: visitId }, body: { decision } }),
    meta: { errorHandledLocally: true },
    onSuccess: (visit) => toast.success(visit.status === 'denied' ? `${visit.visitor.name} was denied` : `${visit.visitor.name} is approved`),
    // Already decided by someone else, or no longer waiting: the server says so.
    onError: (error) => toast.error(error.message),
    onSettled: () => refreshVisitors(queryClient),
  });
  if (decide.isSuccess) {
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary', pl: 8, pb: 1.25 }}>
        {decide.data.status === 'denied' ? 'Denied' : 'Approved'}
      </Typography>
    );
  }
  return (
    <Box sx={{ display: 'flex', gap: 1, pl: 8, pr: 2, pb: 1.25 }}>
      <Button size="small" variant="contained" color="success" loading={decide.isPending && decide.variables === 'approve'} disabled={decide.isPending} onClick={() => decide.mutate('approve')}>
        Approve
      </Button>
      <Button size="small" variant="outlined" color="error" loading={decide.isPending && decide.variables === 'deny'} disabled={decide.isPending} onClick={() => decide.mutate('deny')}>
        Deny
      </Button>
    </Box>
  );
}
