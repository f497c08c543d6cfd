import { describe, expect, it } from 'vitest';
import { floatingAt, instantOfFloating } from '../time/wallClock';
import { zoneClock } from './zoneClock';

const STEP_MS = 37 * 60_000;

describe('zoneClock', () => {
  // Two changes a year, half-hour offsets and changes (Lord Howe), the southern hemisphere, none at all.
  it.each(['Europe/Berlin', 'America/New_York', 'Australia/Lord_Howe', 'Pacific/Auckland', 'Asia/Kolkata', 'UTC'])(
    'places wall times and reads instants as wallClock.ts does, all through 2026 in %s',
    (timeZone) => {
      const clock = zoneClock(timeZone);
      for (let ms = Date.UTC(2025, 11, 31); ms < Date.UTC(2027, 0, 2); ms += STEP_MS) {
        expect(clock.wallOf(ms)).toBe(floatingAt(ms, timeZone).getTime());
        // The same number as a wall time: in the spring gap, the fall-back overlap and all between.
        expect(clock.instantOfWall(ms)).toBe(instantOfFloating(new Date(ms), timeZone).getTime());
      }
    },
  );

  it('moves a wall time in the spring-forward gap forward, and takes the second of a fall-back overlap', () => {
    const berlin = zoneClock('Europe/Berlin');
    expect(new Date(berlin.instantOfWall(Date.UTC(2026, 2, 29, 2, 30))).toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(new Date(berlin.instantOfWall(Date.UTC(2026, 9, 25, 2, 30))).toISOString()).toBe('2026-10-25T01:30:00.000Z');
  });
});
