import { describe, expect, it } from 'vitest';
import type { RecurrenceSettings } from '../../../domain/calendar/recurrence';
import type { WindowRow } from './calendar.presenter';
import { createExpansionCache } from './calendarExpansions';

const weekly: RecurrenceSettings = {
  freqUnit: 'everyWeek',
  freqCount: 1,
  skipDays: [],
  skipWeekends: false,
  scheduledDays: ['Monday'],
  monthlyTab: 'fixDate',
  scheduledMonthDates: [],
  scheduledMonthDay: null,
  yearlyScheduledDate: null,
  endType: 'never',
  endDate: null,
  endCount: null,
};

const series = (overrides: Partial<WindowRow> = {}): WindowRow => ({
  id: '6f1c2b9e-0000-4000-8000-000000000001',
  organizerId: '6f1c2b9e-0000-4000-8000-0000000000aa',
  projectId: null,
  title: 'Standup',
  startAt: new Date('2026-05-04T07:00:00Z'),
  endAt: new Date('2026-05-04T07:15:00Z'),
  allDay: false,
  timeZone: 'Europe/Berlin',
  location: '',
  meetingUrl: null,
  color: '#4C6EF5',
  visibility: 'organization',
  recurrence: weekly,
  sequence: 0,
  updatedAt: new Date('2026-05-01T00:00:00Z'),
  ...overrides,
});

const june = { from: new Date('2026-06-01T00:00:00Z'), to: new Date('2026-07-01T00:00:00Z') };

describe('the expansion cache', () => {
  it("keeps a series' month from its second asking on, and hands the same occurrences back", () => {
    const expand = createExpansionCache();
    const first = expand(series(), june);
    expect(first.map((time) => time.start)).toEqual(['2026-06-01T07:00:00.000Z', '2026-06-08T07:00:00.000Z', '2026-06-15T07:00:00.000Z', '2026-06-22T07:00:00.000Z', '2026-06-29T07:00:00.000Z']);
    const second = expand(series(), june);
    expect(second).toEqual(first);
    expect(expand(series(), june)).toBe(second);
  });

  it('expands a changed series afresh (its sequence is part of the key)', () => {
    const expand = createExpansionCache();
    expand(series(), june);
    expand(series(), june);
    const moved = series({ sequence: 1, startAt: new Date('2026-05-05T07:00:00Z'), endAt: new Date('2026-05-05T07:15:00Z'), recurrence: { ...weekly, scheduledDays: ['Tuesday'] } });
    expect(expand(moved, june)[0]!.start).toBe('2026-06-02T07:00:00.000Z');
  });

  it('lets the least recently used go when full', () => {
    const expand = createExpansionCache(2);
    const months = [0, 1, 2].map((n) => ({ from: new Date(Date.UTC(2026, 5 + n, 1)), to: new Date(Date.UTC(2026, 6 + n, 1)) }));
    const kept = months.map((month) => (expand(series(), month), expand(series(), month)));
    // The first month was pushed out by the third: asked again, it is expanded anew (another array).
    expect(expand(series(), months[2]!)).toBe(kept[2]);
    expect(expand(series(), months[0]!)).not.toBe(kept[0]);
  });
});
