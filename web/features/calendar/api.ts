import { queryOptions, useMutation, useQuery, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { occurrencesOf, type EventCreateBody, type EventResponse, type EventScope, type EventUpdateBody } from '../../../domain/calendar/events';
import { apiData, type ApiError } from '../../app/api/client';
import { queryKeys } from '../../app/api/queryKeys';
import { refreshCalendar } from './refresh';

export { refreshCalendar };

export type { CalendarFeed, CalendarWork, EventDetail, EventOccurrence, EventScope } from '../../../domain/calendar/events';

/** A window the calendar asks for: ISO instants (or days), `to` exclusive. */
export interface CalendarWindow {
  from: string;
  to: string;
}


/** The occurrences of one window (calendarWindows.ts: a month). */
export function calendarEventsQuery(window: CalendarWindow) {
  return queryOptions({
    queryKey: queryKeys.calendarEvents(window),
    queryFn: async () => occurrencesOf(await apiData('GET /api/event', { query: window })),
    staleTime: EVENTS_FRESH_MS,
  });
}

/**
 * A month's answer stays fresh this long: every change to an event the user can see reaches the page
 * as events_updated (or settles the page's own request), which refetches at once. Without it, each month
 * switch refetched the prefetched months and compared the thousands of occurrences of a busy month
 * with the ones it had (a third of the switch's time, issue 17).
 */
const EVENTS_FRESH_MS = 30_000;

/** Tasks due and sprints of one window, for the work layer. */
export function calendarWorkQuery(window: CalendarWindow) {
  return queryOptions({ queryKey: queryKeys.calendarWork(window), queryFn: () => apiData('GET /api/calendar/work', { query: window }) });
}

/** One event, or one occurrence of a series (its original start); a missing event is shown as such, not as a toast. */
export function useEventDetail(eventId: string | null, occurrenceStart: string | null) {
  return useQuery({
    queryKey: queryKeys.calendarEvent(eventId ?? '', occurrenceStart),
    queryFn: () => apiData('GET /api/event/:id', { params: { id: eventId! }, query: occurrenceStart ? { occurrenceStart } : {} }),
    enabled: Boolean(eventId),
    retry: (failureCount, error) => failureCount < 2 && (error.status === 0 || error.status >= 500),
    meta: { errorHandledLocally: true },
  });
}

/** Every event change refreshes every calendar query when it settles, whether it worked or not (a failed move snaps back). */
function useCalendarMutation<TData, TVariables>(options: UseMutationOptions<TData, ApiError, TVariables>) {
  const queryClient = useQueryClient();
  return useMutation({ ...options, onSettled: () => refreshCalendar(queryClient) });
}

/** Only the event form creates events, and it shows a refusal at the field the server names (no toast as well). */
export function useCreateEvent() {
  return useCalendarMutation({ mutationFn: (body: EventCreateBody) => apiData('POST /api/event', { body }), meta: { errorHandledLocally: true } });
}

/** A change; for an occurrence of a series, `scope` and `occurrenceStart` say which occurrences it applies to. */
export function useUpdateEvent(options: { errorHandledLocally?: boolean } = {}) {
  return useCalendarMutation({
    // The form shows a refusal at its field; a drag has nowhere to show it but the app's toast.
    meta: { errorHandledLocally: options.errorHandledLocally ?? false },
    mutationFn: ({ eventId, ...body }: EventUpdateBody & { eventId: string }) => apiData('PUT /api/event/:id', { params: { id: eventId }, body }),
  });
}

export function useDeleteEvent() {
  return useCalendarMutation({
    mutationFn: ({ eventId, scope, occurrenceStart }: { eventId: string; scope?: EventScope; occurrenceStart?: string | null }) =>
      apiData('DELETE /api/event/:id', {
        params: { id: eventId },
        query: { scope: scope ?? 'all', ...(occurrenceStart ? { occurrenceStart } : {}) },
      }),
  });
}

export function useRsvp() {
  return useCalendarMutation({
    mutationFn: ({ eventId, response }: { eventId: string; response: EventResponse }) =>
      apiData('POST /api/event/:id/rsvp', { params: { id: eventId }, body: { response } }),
  });
}

/** The caller's private subscription address. */
export function useCalendarFeed(enabled: boolean) {
  return useQuery({ queryKey: queryKeys.calendarFeed, queryFn: () => apiData('GET /api/calendar/feed'), enabled });
}

/** Create the address, or replace it (the old one stops working). */
export function useCreateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (includeTasks: boolean) => apiData('POST /api/calendar/feed', { body: { includeTasks } }),
    onSuccess: (feed) => queryClient.setQueryData(queryKeys.calendarFeed, feed),
  });
}

/** With or without the tasks' due dates, keeping the address. */
export function useUpdateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (includeTasks: boolean) => apiData('PUT /api/calendar/feed', { body: { includeTasks } }),
    onSuccess: (feed) => queryClient.setQueryData(queryKeys.calendarFeed, feed),
  });
}

export function useRevokeCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiData('DELETE /api/calendar/feed'),
    onSuccess: (feed) => queryClient.setQueryData(queryKeys.calendarFeed, feed),
  });
}

/** Imports the events of an .ics file's text. */
export function useImportEvents() {
  return useCalendarMutation({ mutationFn: (ics: string) => apiData('POST /api/event/import', { body: { ics } }) });
}
