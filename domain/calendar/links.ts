/** The calendar page; `?eventId=` (and `&occurrenceStart=` for one occurrence of a series) opens an event's details. */
export const CALENDAR_PATH = '/calendar';

/** Where an event opens: the web's notification links and the server's mails use this one address. */
export function calendarEventPath(eventId: string, occurrenceStart?: string | null): string {
  const params = new URLSearchParams({ eventId });
  if (occurrenceStart) params.set('occurrenceStart', occurrenceStart);
  return `${CALENDAR_PATH}?${params.toString()}`;
}
