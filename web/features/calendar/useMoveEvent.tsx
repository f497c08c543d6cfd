import { useState } from 'react';
import type { EventScope } from '../../../domain/calendar/events';
import { useUpdateEvent } from './api';
import type { CalendarItem } from './calendarItems';
import type { CalendarMove } from './CalendarView';
import { ScopeDialog } from './ScopeDialog';

/**
 * A drag or a resize of an event: a PUT with the new start and end. An occurrence of a series first
 * asks which occurrences move (This event / This and following events / All events); cancelling puts
 * it back. A refused change puts it back too, and the server's message shows as a toast (the app's
 * mutation error handler).
 */
export function useMoveEvent() {
  const update = useUpdateEvent();
  const [pending, setPending] = useState<CalendarMove | null>(null);

  const save = (move: CalendarMove, scope: EventScope | null) => {
    const item = move.event.extendedProps.item as CalendarItem;
    if (item.kind !== 'event') return move.revert();
    const { event } = move;
    update.mutate(
      {
        eventId: item.occurrence._id,
        start: event.startStr,
        end: event.endStr,
        allDay: event.allDay,
        ...(scope && item.occurrence.originalStart ? { scope, occurrenceStart: item.occurrence.originalStart } : {}),
      },
      { onError: () => move.revert() },
    );
  };

  const onMove = (move: CalendarMove) => {
    const item = move.event.extendedProps.item as CalendarItem;
    if (item.kind === 'event' && item.occurrence.isRecurring) setPending(move);
    else save(move, null);
  };

  const scopeDialog = (
    <ScopeDialog
      open={pending !== null}
      action="move"
      onChoose={(scope) => {
        if (pending) save(pending, scope);
        setPending(null);
      }}
      onCancel={() => {
        pending?.revert();
        setPending(null);
      }}
    />
  );

  return { onMove, scopeDialog };
}
