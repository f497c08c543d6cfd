import { useEffect, useMemo } from 'react';
import { keepPreviousData, useQueries, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import type { ApiError } from '../../app/api/client';
import { calendarEventsQuery, calendarWorkQuery, type CalendarWindow, type EventOccurrence } from './api';
import { eventItems, workItems } from './calendarItems';
import { neighbourWindows } from './calendarWindows';

interface Layers {
  tasks: boolean;
  sprints: boolean;
}

/** What the grid shows, as instants (ms); null before the grid has said. */
export interface VisibleSpan {
  start: number;
  end: number;
}

// The grid's range and an occurrence's times may be read in different zones: a day either side covers any offset.
const MARGIN_MS = 86_400_000;

/**
 * The occurrences that can appear in the visible span. The months fetched around a 6-week grid hold
 * three months of occurrences; turning only these into items keeps a busy month's switch quick.
 */
export function occurrencesIn<T extends { start: string; end: string }>(occurrences: T[], span: VisibleSpan | null): T[] {
  if (!span) return occurrences;
  const from = span.start - MARGIN_MS;
  const to = span.end + MARGIN_MS;
  return occurrences.filter((occurrence) => Date.parse(occurrence.start) < to && Date.parse(occurrence.end) > from);
}

/**
 * Each month's answer by the month's start once every month has one (while a month loads, its previous
 * answer stands in). Keyed, not flattened or listed in order: React Query compares a combined result
 * with the last one item by item, and a month's list found under the same key is the same list, where
 * thousands of occurrences compared one by one (or a list shifted by a month) would cost a third of a switch.
 */
function combineMonths<T>(windows: CalendarWindow[]) {
  return (results: UseQueryResult<T[], ApiError>[]) => ({
    months: results.every((result) => result.data) ? Object.fromEntries(windows.map((window, index) => [window.from, results[index]!.data!])) : null,
    error: results.find((result) => result.error)?.error ?? null,
  });
}

function combineWork<T>(results: UseQueryResult<T, ApiError>[]) {
  return { data: results.every((result) => result.data) ? results.map((result) => result.data!) : null, error: results.find((result) => result.error)?.error ?? null };
}

/**
 * What the calendar draws for the months on screen: the events, and the work layer when one of its
 * toggles is on. The months around them are fetched ahead, so previous and next paint from the cache;
 * while a month not fetched yet loads, the last answers stay on screen rather than a blank grid.
 */
export function useCalendarData(windows: CalendarWindow[], layers: Layers, timeZone: string, span: VisibleSpan | null = null) {
  const queryClient = useQueryClient();
  const withWork = layers.tasks || layers.sprints;
  const combine = useMemo(() => combineMonths<EventOccurrence>(windows), [windows]);
  const events = useQueries({ queries: windows.map((window) => ({ ...calendarEventsQuery(window), placeholderData: keepPreviousData })), combine });
  const work = useQueries({
    queries: windows.map((window) => ({ ...calendarWorkQuery(window), enabled: withWork, placeholderData: keepPreviousData })),
    combine: combineWork,
  });

  const items = useMemo(
    () => [...eventItems(occurrencesIn(events.months ? windows.flatMap((window) => events.months![window.from] ?? []) : [], span)), ...(withWork && work.data ? workItems(work.data, layers, timeZone) : [])],
    [events.months, windows, work.data, withWork, layers, timeZone, span],
  );

  useEffect(() => {
    for (const window of neighbourWindows(windows)) {
      void queryClient.prefetchQuery(calendarEventsQuery(window));
      if (withWork) void queryClient.prefetchQuery(calendarWorkQuery(window));
    }
  }, [queryClient, windows, withWork]);

  return { items, loaded: Boolean(events.months), error: events.error ?? (withWork ? work.error : null) };
}
