import { useEffect, useMemo } from 'react';
import { keepPreviousData, useQueries, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import type { ApiError } from '../../app/api/client';
import { calendarEventsQuery, calendarWorkQuery, type CalendarWindow } from './api';
import { eventItems, workItems } from './calendarItems';
import { neighbourWindows } from './calendarWindows';

interface Layers {
  tasks: boolean;
  sprints: boolean;
}

/** All months' answers as one list once each has one (while a month loads, its previous answer stands in). */
function combineMonths<T>(results: UseQueryResult<T[], ApiError>[]) {
  return {
    data: results.every((result) => result.data) ? results.flatMap((result) => result.data!) : null,
    error: results.find((result) => result.error)?.error ?? null,
  };
}

function combineWork<T>(results: UseQueryResult<T, ApiError>[]) {
  return { data: results.every((result) => result.data) ? results.map((result) => result.data!) : null, error: results.find((result) => result.error)?.error ?? null };
}

/**
 * What the calendar draws for the months on screen: the events, and the work layer when one of its
 * toggles is on. The months around them are fetched ahead, so previous and next paint from the cache;
 * while a month not fetched yet loads, the last answers stay on screen rather than a blank grid.
 */
export function useCalendarData(windows: CalendarWindow[], layers: Layers, timeZone: string) {
  const queryClient = useQueryClient();
  const withWork = layers.tasks || layers.sprints;
  const events = useQueries({ queries: windows.map((window) => ({ ...calendarEventsQuery(window), placeholderData: keepPreviousData })), combine: combineMonths });
  const work = useQueries({
    queries: windows.map((window) => ({ ...calendarWorkQuery(window), enabled: withWork, placeholderData: keepPreviousData })),
    combine: combineWork,
  });

  const items = useMemo(
    () => [...eventItems(events.data ?? []), ...(withWork && work.data ? workItems(work.data, layers, timeZone) : [])],
    [events.data, work.data, withWork, layers, timeZone],
  );

  useEffect(() => {
    for (const window of neighbourWindows(windows)) {
      void queryClient.prefetchQuery(calendarEventsQuery(window));
      if (withWork) void queryClient.prefetchQuery(calendarWorkQuery(window));
    }
  }, [queryClient, windows, withWork]);

  return { items, loaded: Boolean(events.data), error: events.error ?? (withWork ? work.error : null) };
}
