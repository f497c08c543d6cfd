import type { WindowOccurrence } from '../../../domain/calendar/events';
import { windowOccurrences } from '../../../domain/calendar/occurrences';
import type { WindowRow } from './calendar.presenter';

/** How many (series, window) expansions are kept: a few thousand series-months, some megabytes. */
const EXPANSIONS_MAX = 5000;

/** A series' occurrences in a window as the answer writes them untouched (windowOccurrences). */
export type ExpandSeries = (event: WindowRow, window: { from: Date; to: Date }) => WindowOccurrence[];

/**
 * Expanding a series (its rule, then each occurrence placed in its zone and written) is most of a
 * month view's time, and the same months are asked for again and again by everyone who can see the same events.
 * An expansion depends only on the row's timing and the window, so it is kept under the row's id
 * and sequence (raised by every write) with the window; a changed event is simply a new key, on
 * every node. The least recently used go first.
 *
 * A window is kept the second time it is asked for: windows asked once (a calendar dragged through
 * odd spans, the first look at a month) would only push out the ones people page through, and keeping
 * then evicting thousands of expansions cost more in garbage collection than expanding (issue 17).
 */
export function createExpansionCache(max = EXPANSIONS_MAX): ExpandSeries {
  const kept = new Map<string, WindowOccurrence[]>();
  let askedOnce = new Set<string>();
  return (event, window) => {
    if (event.recurrence === null) return windowOccurrences(event, window);
    const key = `${event.id} ${event.sequence} ${event.updatedAt.getTime()} ${window.from.getTime()} ${window.to.getTime()}`;
    const found = kept.get(key);
    if (found) {
      kept.delete(key);
      kept.set(key, found);
      return found;
    }
    const expanded = windowOccurrences(event, window);
    if (!askedOnce.has(key)) {
      // Only keys, and forgotten wholesale when many: a key seen again after that is simply asked once more.
      if (askedOnce.size >= max * 2) askedOnce = new Set();
      askedOnce.add(key);
      return expanded;
    }
    askedOnce.delete(key);
    if (kept.size >= max) kept.delete(kept.keys().next().value!);
    kept.set(key, expanded);
    return expanded;
  };
}
