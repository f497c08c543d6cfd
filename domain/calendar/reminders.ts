import { DateTime } from 'luxon';
import type { Reminder } from './events';

/**
 * Spec 9 reminders. A day reminder (same day = 0 days, next day = 1 day, 2 to 5 days before) fires
 * that many days before the occurrence: for a timed event at its start time (the same wall-clock
 * time in the event's zone), for an all-day event at 09:00 of that day in the zone. A custom one
 * fires N minutes or hours before the start in real time, or N days before by the wall clock; an
 * all-day event's start is its first midnight in the zone.
 */
const ALL_DAY_REMINDER_HOUR = 9;

/** A stable name for a reminder ('sameDay', 'nextDay', 'daysBefore:3', 'custom:15:minutes'), used in job keys. */
export function reminderKey(reminder: Reminder): string {
  switch (reminder.type) {
    case 'daysBefore':
      return `daysBefore:${reminder.days}`;
    case 'custom':
      return `custom:${reminder.amount}:${reminder.unit}`;
    default:
      return reminder.type;
  }
}

/** 'Same day', 'Next day', '3 days before', '15 minutes before' (a single unit: '1 hour before'). */
export function reminderLabel(reminder: Reminder): string {
  switch (reminder.type) {
    case 'sameDay':
      return 'Same day';
    case 'nextDay':
      return 'Next day';
    case 'daysBefore':
      return `${reminder.days} days before`;
    case 'custom': {
      const amount = reminder.amount ?? 1;
      const unit = reminder.unit ?? 'minutes';
      return `${amount} ${amount === 1 ? unit.slice(0, -1) : unit} before`;
    }
  }
}

function daysBefore(reminder: Reminder): number {
  if (reminder.type === 'nextDay') return 1;
  if (reminder.type === 'daysBefore') return reminder.days ?? 2;
  return 0;
}

/** When the reminder fires for an occurrence (its start: an ISO instant, or a day when all day). */
export function reminderFireTime(reminder: Reminder, occurrence: { start: string; allDay: boolean; timeZone: string }): Date {
  const start = occurrence.allDay
    ? DateTime.fromISO(occurrence.start, { zone: occurrence.timeZone }).startOf('day')
    : DateTime.fromISO(occurrence.start, { zone: occurrence.timeZone });
  if (reminder.type === 'custom') {
    const amount = reminder.amount ?? 0;
    if (reminder.unit === 'days') return start.minus({ days: amount }).toJSDate();
    return new Date(start.toMillis() - amount * (reminder.unit === 'hours' ? 3_600_000 : 60_000));
  }
  const day = start.minus({ days: daysBefore(reminder) });
  return (occurrence.allDay ? day.set({ hour: ALL_DAY_REMINDER_HOUR }) : day).toJSDate();
}
