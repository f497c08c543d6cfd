import { describe, expect, it } from 'vitest';
import type { EventInput } from '@fullcalendar/core';
import { capMonthDays } from './calendarItems';

const timed = (id: string, start: string, end: string): EventInput => ({ id, title: id, start, end, allDay: false });

describe('capMonthDays', () => {
  it("keeps a crowded day's first four items and stands one '+N more' item for the rest; a bar over several days stays", () => {
    // Ten meetings on 4 May in Berlin (07:00Z is 09:00 there), given out of order, and a three-day offsite.
    const meetings = Array.from({ length: 10 }, (_, i) => timed(`m${9 - i}`, `2026-05-04T${String(16 - i).padStart(2, '0')}:00:00Z`, `2026-05-04T${String(16 - i).padStart(2, '0')}:30:00Z`));
    const offsite: EventInput = { id: 'offsite', title: 'offsite', start: '2026-05-03', end: '2026-05-06', allDay: true };
    const shown = capMonthDays([...meetings, offsite], 'Europe/Berlin');
    expect(shown.map((item) => item.id)).toEqual(['offsite', 'm0', 'm1', 'm2', 'm3', 'more|2026-05-04']);
    expect(shown.at(-1)).toMatchObject({ title: '+6 more', start: '2026-05-04', allDay: true, editable: false });
  });

  it('leaves a day that fits (five items: a more-link would hide only one) as it is, and counts days in the zone', () => {
    // 23:30Z on 3 May is 4 May in Berlin: all five fall on the 4th there.
    const items = [timed('a', '2026-05-03T23:30:00Z', '2026-05-03T23:45:00Z'), ...['08', '09', '10', '11'].map((h) => timed(h, `2026-05-04T${h}:00:00Z`, `2026-05-04T${h}:30:00Z`))];
    expect(capMonthDays(items, 'Europe/Berlin').map((item) => item.id)).toEqual(['a', '08', '09', '10', '11']);
    const utc = capMonthDays([...items, timed('12', '2026-05-04T12:00:00Z', '2026-05-04T12:30:00Z')], 'UTC');
    expect(utc.map((item) => item.id)).toEqual(['a', '08', '09', '10', '11', '12']);
  });
});
