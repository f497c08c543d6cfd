import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../app/api/queryKeys';

/**
 * Any change to an event goes stale everywhere it is shown: every window, the work layer and the open event.
 * A file of its own so the plug-in's socket handler does not bring the calendar's date library into the first download.
 */
export function refreshCalendar(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: queryKeys.calendar });
}
