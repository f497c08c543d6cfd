import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** The event the URL opens (`?eventId=&occurrenceStart=`, as domain/calendar/links.ts writes it), and a way to open another one or close it (other parameters are kept). */
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
