import { IANAZone } from 'luxon';
import { floatingAt, instantOfFloating } from '../time/wallClock';

/**
 * A zone's wall clock for placing occurrences: the offset of each UTC day, found once per zone and
 * day, so that on the days whose offset holds from midnight to midnight (all but a few a year) an
 * occurrence is placed by a subtraction, with no lookup per occurrence (issue 17: the first
 * expansion of a month). On a day the offset changes, and next to one, wallClock.ts decides, as it
 * always has (a wall time in a spring-forward gap moves forward; one in a fall-back overlap is its second).
 */

const DAY_MS = 86_400_000;
/** Days remembered over all zones before they are forgotten wholesale: a megabyte or two. */
const DAYS_MAX = 50_000;
/** No offset: the day holds a change. */
const CHANGES = Number.NaN;

let remembered = 0;
const clocks = new Map<string, ZoneClock>();

export class ZoneClock {
  /** Per UTC day (days since 1970): the offset in minutes all day long, or CHANGES. */
  private readonly days = new Map<number, number>();
  /** The last day asked for, since an expansion asks for the same few days again and again. */
  private lastDay = Number.NaN;
  private lastOffset = CHANGES;

  constructor(readonly timeZone: string) {}

  /** The offset (minutes) all through the UTC day holding `ms`, or NaN when it changes that day. */
  private dayOffset(ms: number): number {
    const day = Math.floor(ms / DAY_MS);
    if (day === this.lastDay) return this.lastOffset;
    let offset = this.days.get(day);
    if (offset === undefined) {
      const zone = IANAZone.create(this.timeZone);
      const atMidnight = zone.offset(day * DAY_MS);
      offset = atMidnight === zone.offset((day + 1) * DAY_MS) ? atMidnight : CHANGES;
      if (remembered >= DAYS_MAX) forgetAll();
      this.days.set(day, offset);
      remembered += 1;
    }
    this.lastDay = day;
    this.lastOffset = offset;
    return offset;
  }

  /** The wall clock at an instant, as milliseconds of a floating (UTC-fielded) date. */
  wallOf(ms: number): number {
    const offset = this.dayOffset(ms);
    return Number.isNaN(offset) ? floatingAt(ms, this.timeZone).getTime() : ms + offset * 60_000;
  }

  /** The instant of a wall time (floating milliseconds) in the zone. */
  instantOfWall(wall: number): number {
    const offset = this.dayOffset(wall);
    const guess = wall - offset * 60_000;
    // The offset at the wall time read as UTC is the offset at the instant too: no change lies between.
    if (!Number.isNaN(offset) && this.dayOffset(guess) === offset) return guess;
    return instantOfFloating(new Date(wall), this.timeZone).getTime();
  }

  forget(): void {
    this.days.clear();
    this.lastDay = Number.NaN;
  }
}

function forgetAll(): void {
  for (const clock of clocks.values()) clock.forget();
  remembered = 0;
}

/** The clock of a zone, shared by every expansion in it. */
export function zoneClock(timeZone: string): ZoneClock {
  let clock = clocks.get(timeZone);
  if (!clock) {
    clock = new ZoneClock(timeZone);
    clocks.set(timeZone, clock);
  }
  return clock;
}
