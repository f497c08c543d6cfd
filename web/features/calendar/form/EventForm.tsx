import { useEffect, useState } from 'react';
import { Alert, Button, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useForm, type Path } from 'react-hook-form';
import type { EventDetail, EventScope } from '../../../../domain/calendar/events';
import type { ApiError } from '../../../app/api/client';
import { useCreateEvent, useUpdateEvent } from '../api';
import { ScopeDialog } from '../ScopeDialog';
import { eventFormResolver, serverFieldError } from './eventFormErrors';
import { EventFormFields } from './EventFormFields';
import { changedFields, changesWholeSeries, toEventBody, type EventFormValues } from './eventFormValues';

interface EventFormProps {
  titleId: string;
  title: string;
  initialValues: EventFormValues;
  /** The event being edited (null: a new one), and which occurrence of it was opened. */
  editing: { eventId: string; occurrenceStart: string | null; detail: EventDetail } | null;
  viewerTimeZone: string;
  organizerId: string;
  onBusyChange: (busy: boolean) => void;
  onCancel: () => void;
  onSaved: (event: EventDetail) => void;
}

/** The dialog's form: checked with the API's schema, saved in one request; a refused field shows the server's message under it. */
export function EventForm({ titleId, title, initialValues, editing, viewerTimeZone, organizerId, onBusyChange, onCancel, onSaved }: EventFormProps) {
  // What the form started from: a refetch of the event meanwhile must not change what counts as changed.
  const [initial] = useState(initialValues);
  const form = useForm<EventFormValues>({ defaultValues: initial, resolver: eventFormResolver });
  const create = useCreateEvent();
  const update = useUpdateEvent();
  const busy = create.isPending || update.isPending;
  const [askScope, setAskScope] = useState<EventFormValues | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const rootError = form.formState.errors.root?.message;

  useEffect(() => onBusyChange(busy), [busy, onBusyChange]);

  const showFailure = (error: ApiError, values: EventFormValues) => {
    if (error.endsSession || error.isUpgradeRequired) return;
    const target = error.status === 400 ? serverFieldError(error.message, error.details.field, values) : null;
    if (target) form.setError(target.field as Path<EventFormValues>, { type: 'server', message: target.message }, { shouldFocus: true });
    else setFailure(error.message);
  };

  const save = (values: EventFormValues, scope: EventScope) => {
    setFailure(null);
    const handlers = { onSuccess: (event: EventDetail) => onSaved(event), onError: (error: ApiError) => showFailure(error, values) };
    if (!editing) return create.mutate(toEventBody(values), handlers);
    const occurrence = editing.occurrenceStart ? { occurrenceStart: editing.occurrenceStart } : {};
    update.mutate({ eventId: editing.eventId, ...changedFields(initial, values), scope, ...occurrence }, handlers);
  };

  const submit = form.handleSubmit((values) => {
    if (!editing) return save(values, 'all');
    if (Object.keys(changedFields(initial, values)).length === 0) return onSaved(editing.detail);
    // One occurrence of a series: which ones does the change apply to?
    if (editing.detail.isRecurring && editing.occurrenceStart) return setAskScope(values);
    save(values, 'all');
  });

  return (
    <>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent dividers>
        <form id={`${titleId}-form`} onSubmit={(event) => void submit(event)} noValidate aria-labelledby={titleId}>
          {(failure || rootError) && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {failure ?? rootError}
            </Alert>
          )}
          <EventFormFields form={form} viewerTimeZone={viewerTimeZone} organizerId={organizerId} invited={editing?.detail.attendees ?? []} />
        </form>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <Button color="inherit" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" form={`${titleId}-form`} variant="contained" loading={busy}>
          Save
        </Button>
      </DialogActions>
      <ScopeDialog
        open={askScope !== null}
        action="edit"
        // A new recurrence, other attendees, another project… cannot apply to one occurrence alone.
        scopes={askScope && changesWholeSeries(initial, askScope) ? ['following', 'all'] : undefined}
        onCancel={() => setAskScope(null)}
        onChoose={(scope) => {
          const values = askScope!;
          setAskScope(null);
          save(values, scope);
        }}
      />
    </>
  );
}
