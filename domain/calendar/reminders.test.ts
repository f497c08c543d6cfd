import { describe, expect, it } from 'vitest';
import type { Reminder } from './events';
import { reminderFireTime, reminderKey, reminderLabel } from './reminders';

const reminders: [Reminder, string, string][] = [
  [{ type: 'sameDay' }, 'sameDay', 'Same day'],
  [{ type: 'nextDay' }, 'nextDay', 'Next day'],
  [{ type: 'daysBefore', days: 3 }, 'daysBefore:3', '3 days before'],
  [{ type: 'custom', amount: 15, unit: 'minutes' }, 'custom:15:minutes', '15 minutes before'],
  [{ type: 'custom', amount: 1, unit: 'hours' }, 'custom:1:hours', '1 hour before'],
  [{ type: 'custom', amount: 2, unit: 'days' }, 'custom:2:days', '2 days before'],
];

describe('reminder keys and labels', () => {
  it.each(reminders)('%o', (reminder, key, label) => {
    expect(reminderKey(reminder)).toBe(key);
    expect(reminderLabel(reminder)).toBe(label);
  });
});

describe('reminderFireTime', () => {
  // Monday 30 March 2026, 09:00 in Berlin (CEST, the day after the change to summer time).
  const meeting = { start: '2026-03-30T07:00:00.000Z', allDay: false, timeZone: 'Europe/Berlin' };
  const offsite = { start: '2026-03-30', allDay: true, timeZone: 'Europe/Berlin' };
  const at = (reminder: Reminder, occurrence: typeof meeting) => reminderFireTime(reminder, occurrence).toISOString();

  it('fires day reminders of a timed event at its wall-clock start time, N days before', () => {
    expect(at({ type: 'sameDay' }, meeting)).toBe('2026-03-30T07:00:00.000Z');
    // 09:00 on Sunday 29 March is 07:00Z too (CEST since 03:00), and 09:00 on Saturday is 08:00Z (CET).
    expect(at({ type: 'nextDay' }, meeting)).toBe('2026-03-29T07:00:00.000Z');
    expect(at({ type: 'daysBefore', days: 2 }, meeting)).toBe('2026-03-28T08:00:00.000Z');
  });

  it('fires day reminders of an all-day event at 09:00 of that day in its zone', () => {
    expect(at({ type: 'sameDay' }, offsite)).toBe('2026-03-30T07:00:00.000Z');
    expect(at({ type: 'nextDay' }, offsite)).toBe('2026-03-29T07:00:00.000Z');
    expect(at({ type: 'daysBefore', days: 5 }, offsite)).toBe('2026-03-25T08:00:00.000Z');
  });

  it('fires custom reminders N minutes or hours before in real time, N days before by the wall clock', () => {
    expect(at({ type: 'custom', amount: 15, unit: 'minutes' }, meeting)).toBe('2026-03-30T06:45:00.000Z');
    expect(at({ type: 'custom', amount: 48, unit: 'hours' }, meeting)).toBe('2026-03-28T07:00:00.000Z');
    expect(at({ type: 'custom', amount: 2, unit: 'days' }, meeting)).toBe('2026-03-28T08:00:00.000Z');
    // An all-day event starts at its first midnight in the zone.
    expect(at({ type: 'custom', amount: 30, unit: 'minutes' }, offsite)).toBe('2026-03-29T21:30:00.000Z');
  });
});
