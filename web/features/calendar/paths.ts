import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** The calendar page; `?eventId=` (and `&occurrenceStart=` for one occurrence of a series) opens an event's details: a notification's link. */
export const CALENDAR_PATH = '/calendar';

export function calendarPathFor(eventId: string, occurrenceStart?: string | null): string {
  const params = new URLSearchParams({ eventId });
  if (occurrenceStart) params.set('occurrenceStart', occurrenceStart);
  return `${CALENDAR_PATH}?${params.toString()}`;
}

/** The event the URL opens, and a way to open another one or close it (other parameters are kept). */
export function useOpenEvent() {
  const [params, setParams] = useSearchParams();
  const openEvent = useCallback(
    (eventId: string | null, occurrenceStart: string | null = null) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        next.delete('eventId');
        next.delete('occurrenceStart');
        if (eventId) next.set('eventId', eventId);
        if (eventId && occurrenceStart) next.set('occurrenceStart', occurrenceStart);
        return next;
      }),
    [setParams],
  );
  return { eventId: params.get('eventId') || null, occurrenceStart: params.get('occurrenceStart') || null, openEvent };
}
