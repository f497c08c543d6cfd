import { useState } from 'react';
import { Box, Button } from '@mui/material';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import DownloadRounded from '@mui/icons-material/DownloadRounded';
import EditOutlined from '@mui/icons-material/EditOutlined';
import type { EventDetail, EventScope } from '../../../../domain/calendar/events';
import { apiPath } from '../../../app/api/client';
import { ConfirmDialog } from '../../../app/components/ConfirmDialog';
import { useDeleteEvent } from '../api';
import { ScopeDialog } from '../ScopeDialog';

interface EventDetailsActionsProps {
  detail: EventDetail;
  /** The occurrence opened (its original start), or null for a single event. */
  occurrenceStart: string | null;
  onEdit: () => void;
  onDeleted: () => void;
}

/**
 * Edit and Delete for those who may change the event (Delete asks which occurrences for one of a
 * series, and to confirm a single event), and the event as an .ics file for everyone who sees it.
 */
export function EventDetailsActions({ detail, occurrenceStart, onEdit, onDeleted }: EventDetailsActionsProps) {
  const remove = useDeleteEvent();
  const [asking, setAsking] = useState<'scope' | 'confirm' | null>(null);
  const ofSeries = detail.isRecurring && occurrenceStart !== null;
  const deleteWith = (scope: EventScope) =>
    remove.mutate({ eventId: detail._id, scope, occurrenceStart: ofSeries ? occurrenceStart : null }, { onSuccess: onDeleted, onSettled: () => setAsking(null) });
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      {detail.canEdit && (
        <>
          <Button size="small" variant="outlined" startIcon={<EditOutlined fontSize="small" />} onClick={onEdit}>
            Edit
          </Button>
          <Button size="small" variant="outlined" color="error" startIcon={<DeleteOutlineRounded fontSize="small" />} onClick={() => setAsking(ofSeries ? 'scope' : 'confirm')}>
            Delete
          </Button>
        </>
      )}
      <Button size="small" color="inherit" startIcon={<DownloadRounded fontSize="small" />} href={apiPath('GET /api/event/:id/ics', { params: { id: detail._id } })} download>
        Download .ics
      </Button>
      <ScopeDialog open={asking === 'scope'} action="delete" onCancel={() => setAsking(null)} onChoose={deleteWith} />
      <ConfirmDialog
        open={asking === 'confirm'}
        title="Delete event?"
        confirmLabel="Delete"
        destructive
        pending={remove.isPending}
        onConfirm={() => deleteWith('all')}
        onClose={() => setAsking(null)}
      >
        “{detail.title}” will be removed from everyone’s calendar.
      </ConfirmDialog>
    </Box>
  );
}
