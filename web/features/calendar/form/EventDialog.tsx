import { useId, useState } from 'react';
import { Alert, Box, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, useMediaQuery } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import type { EventDetail } from '../../../../domain/calendar/events';
import { browserTimeZone } from '../../../../domain/profile/profile';
import { useCurrentUser } from '../../../app/session/useSession';
import { useEventDetail } from '../api';
import { EventForm } from './EventForm';
import { editEventValues, newEventValues, type EventDraft } from './eventFormValues';

export type { EventDraft } from './eventFormValues';

export type EventDialogInitial = { kind: 'new'; draft: EventDraft; timeZone: string } | { kind: 'edit'; eventId: string; occurrenceStart: string | null };

interface EventDialogProps {
  open: boolean;
  onClose(): void;
  /** A new event from a slot, or an existing one to edit (the dialog fetches its detail). */
  initial: EventDialogInitial;
  /** After the server accepted the write; the caller closes and refetches. */
  onSaved(event: EventDetail): void;
}

/**
 * Create or edit an event: every field, the recurrence with its summary, reminders. Editing an
 * occurrence of a series asks which occurrences the change is for before saving. Full screen on
 * a phone. Each opening starts a new form from `initial`.
 */
export function EventDialog({ open, onClose, initial, onSaved }: EventDialogProps) {
  const titleId = useId();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const user = useCurrentUser();
  const viewerTimeZone = user.timeZone ?? browserTimeZone();
  const editing = initial.kind === 'edit' ? initial : null;
  const detail = useEventDetail(open ? (editing?.eventId ?? null) : null, editing?.occurrenceStart ?? null);
  const [busy, setBusy] = useState(false);
  // A new form each time the dialog opens, so the last event's values never slip into the next.
  const [opened, setOpened] = useState({ open, count: 0 });
  if (opened.open !== open) setOpened({ open, count: opened.count + (open ? 1 : 0) });

  const close = () => {
    if (!busy) onClose();
  };
  const title = editing ? 'Edit event' : 'New event';
  const initialValues = initial.kind === 'new' ? newEventValues(initial.draft, initial.timeZone) : detail.data ? editEventValues(detail.data) : null;

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="md" fullScreen={fullScreen} aria-labelledby={titleId} scroll="paper">
      {!initialValues ? (
        <>
          <DialogTitle id={titleId}>{title}</DialogTitle>
          <DialogContent>
            {detail.error ? (
              <Alert severity="error">{detail.error.status === 404 ? 'This event no longer exists, or you cannot see it.' : detail.error.message}</Alert>
            ) : (
              <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
                <CircularProgress aria-label="Loading the event" />
              </Box>
            )}
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2.5 }}>
            <Button color="inherit" onClick={onClose}>
              Cancel
            </Button>
          </DialogActions>
        </>
      ) : (
        <EventForm
          key={opened.count}
          titleId={titleId}
          title={title}
          initialValues={initialValues}
          editing={editing && detail.data ? { eventId: editing.eventId, occurrenceStart: editing.occurrenceStart, detail: detail.data } : null}
          viewerTimeZone={viewerTimeZone}
          organizerId={detail.data?.organizer._id ?? user._id}
          onBusyChange={setBusy}
          onCancel={onClose}
          onSaved={onSaved}
        />
      )}
    </Dialog>
  );
}
