import { describe, expect, it } from 'vitest';
import { monthWindows, neighbourWindows } from './calendarWindows';

describe('the months the calendar asks for', () => {
  it('covers a month grid that shows the ends of the months around it', () => {
    // May 2026's grid: Sunday 26 April to Sunday 7 June.
    const windows = monthWindows(new Date('2026-04-26T00:00:00+02:00'), new Date('2026-06-07T00:00:00+02:00'));
    expect(windows).toEqual([
      { from: '2026-04-01T00:00:00.000Z', to: '2026-05-01T00:00:00.000Z' },
      { from: '2026-05-01T00:00:00.000Z', to: '2026-06-01T00:00:00.000Z' },
      { from: '2026-06-01T00:00:00.000Z', to: '2026-07-01T00:00:00.000Z' },
    ]);
  });

  it('asks for the same month for every week inside it, and for the next year across December', () => {
    const week = monthWindows(new Date('2026-05-10T00:00:00Z'), new Date('2026-05-17T00:00:00Z'));
    expect(week).toEqual([{ from: '2026-05-01T00:00:00.000Z', to: '2026-06-01T00:00:00.000Z' }]);
    const december = monthWindows(new Date('2026-12-10T00:00:00Z'), new Date('2026-12-17T00:00:00Z'));
    expect(neighbourWindows(december)).toEqual([
      { from: '2026-11-01T00:00:00.000Z', to: '2026-12-01T00:00:00.000Z' },
      { from: '2027-01-01T00:00:00.000Z', to: '2027-02-01T00:00:00.000Z' },
    ]);
  });
});
