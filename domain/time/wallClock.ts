import { IANAZone } from 'luxon';

/**
 * Wall-clock time in a zone as "floating" dates: a Date whose UTC fields are the wall clock's, the
 * form rrule.js expands in. Conversions go through remembered zone offsets, since they run for
 * every occurrence of every event a calendar shows.
 */

/**
 * A zone's offset (minutes) at an instant, remembered per quarter hour: zones change their offsets
 * on quarter hours, and Intl's lookup behind luxon's offset is most of an expansion's cost.
 */
const offsets = new Map<string, Map<number, number>>();
const OFFSETS_MAX = 50_000;
const QUARTER_HOUR_MS = 900_000;
let remembered = 0;
/** Lookups go zone then quarter (a number), with no key text built: this runs a few times per occurrence. */
function offsetMinutes(timeZone: string, ms: number): number {
  const quarter = Math.floor(ms / QUARTER_HOUR_MS);
  let ofZone = offsets.get(timeZone);
  if (!ofZone) {
    ofZone = new Map();
    offsets.set(timeZone, ofZone);
  }
  let offset = ofZone.get(quarter);
  if (offset === undefined) {
    offset = IANAZone.create(timeZone).offset(quarter * QUARTER_HOUR_MS);
    if (remembered >= OFFSETS_MAX) {
      for (const zone of offsets.values()) zone.clear();
      remembered = 0;
    }
    ofZone.set(quarter, offset);
    remembered += 1;
  }
  return offset;
}

export const floatingAt = (instant: Date | number, timeZone: string) => new Date(+instant + offsetMinutes(timeZone, +instant) * 60_000);
export const dayOfFloating = (floating: Date) => floating.toISOString().slice(0, 10);

/**
 * The instant a wall time (floating) names in a zone, as luxon reckons it: in a fall-back overlap
 * the earlier offset, in a spring-forward gap the time moved forward by the gap.
 */
export function instantOfFloating(floating: Date, timeZone: string): Date {
  const local = floating.getTime();
  const first = offsetMinutes(timeZone, local);
  let guess = local - first * 60_000;
  const second = offsetMinutes(timeZone, guess);
  if (first === second) return new Date(guess);
  guess -= (second - first) * 60_000;
  const third = offsetMinutes(timeZone, guess);
  if (second === third) return new Date(guess);
  return new Date(local - Math.min(second, third) * 60_000);
}

/** A series' first start as floating wall time in its zone (an all-day start is that day's 00:00). */
export function seriesStartFloating(series: { start: string; allDay: boolean; timeZone: string }): Date {
  return series.allDay ? new Date(`${series.start}T00:00:00Z`) : floatingAt(Date.parse(series.start), series.timeZone);
}
