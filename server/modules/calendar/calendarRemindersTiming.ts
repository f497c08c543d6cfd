import type { Reminder } from '../../../domain/calendar/events';
import { nextOccurrence, zonedDay } from '../../../domain/calendar/occurrences';
import { reminderFireTime, reminderKey } from '../../../domain/calendar/reminders';
import type { calendarEventExceptions } from './calendar.tables';
import type { EventRow } from './calendarAccess';
import { timingOf } from './calendarTimes';

export type ExceptionRow = typeof calendarEventExceptions.$inferSelect;

const DAY_MS = 86_400_000;
const UNIT_MS = { minutes: 60_000, hours: 3_600_000, days: DAY_MS } as const;
/** Cancelled occurrences in a row that one search steps over before giving up (a series cancelled for years has no reminder worth a longer walk). */
const MAX_STEPS = 1000;

/** An occurrence's start as the domain takes it, from its original start (an instant) when no exception moved it. */
export function occurrenceStartOf(row: EventRow, originalStart: string, exception?: ExceptionRow): string {
  if (exception?.overrides.start) return exception.overrides.start;
  return row.allDay ? zonedDay(new Date(originalStart), row.timeZone) : new Date(originalStart).toISOString();
}

/** An occurrence's end: its own when moved, else its start plus the series' duration (whole days for all-day events). */
export function occurrenceEndOf(row: EventRow, start: string, exception?: ExceptionRow): string {
  if (exception?.overrides.end) return exception.overrides.end;
  const duration = row.endAt.getTime() - row.startAt.getTime();
  if (row.allDay) return new Date(Date.parse(`${start}T00:00:00Z`) + Math.round(duration / DAY_MS) * DAY_MS).toISOString().slice(0, 10);
  return new Date(Date.parse(start) + duration).toISOString();
}

export interface DueReminder {
  /** The occurrence's original start (ISO instant): it keys the job and the sent rows. */
  originalStart: string;
  reminderKey: string;
  fireAt: Date;
}

/** How long before an occurrence's start the reminder may fire (a day more for zones and all-day events' 09:00). */
function leadMs(reminder: Reminder): number {
  switch (reminder.type) {
    case 'sameDay':
      return DAY_MS;
    case 'nextDay':
      return 2 * DAY_MS;
    case 'daysBefore':
      return ((reminder.days ?? 0) + 1) * DAY_MS;
    case 'custom':
      return (reminder.amount ?? 0) * UNIT_MS[reminder.unit ?? 'days'] + DAY_MS;
  }
}

/**
 * The reminders of an event that fire next strictly after `after`: every one sharing the earliest
 * fire time (two reminders may coincide). Cancelled occurrences get none; an occurrence moved on
 * its own ('this') fires by its new start.
 */
export function nextReminders(row: EventRow, exceptions: ExceptionRow[], after: Date): DueReminder[] {
  const reminders = row.reminders;
  if (reminders.length === 0) return [];
  const series = timingOf(row);
  const exceptionAt = new Map(exceptions.map((exception) => [exception.originalStart.toISOString(), exception]));
  let due: DueReminder[] = [];
  const consider = (originalStart: string, start: string, reminder: Reminder) => {
    const fireAt = reminderFireTime(reminder, { start, allDay: row.allDay, timeZone: row.timeZone });
    if (fireAt.getTime() <= after.getTime()) return false;
    const earliest = due[0]?.fireAt.getTime() ?? Infinity;
    if (fireAt.getTime() < earliest) due = [];
    if (fireAt.getTime() <= earliest) due.push({ originalStart, reminderKey: reminderKey(reminder), fireAt });
    return true;
  };

  for (const reminder of reminders) {
    // Occurrences moved on their own fire by their new start.
    for (const exception of exceptions) {
      if (!exception.cancelled && exception.overrides.start) consider(exception.originalStart.toISOString(), exception.overrides.start, reminder);
    }
    // The first occurrence (neither cancelled nor moved) whose reminder fires after `after`.
    let cursor = new Date(after.getTime() - leadMs(reminder));
    for (let step = 0; step < MAX_STEPS; step++) {
      const occurrence = nextOccurrence(series, cursor);
      if (!occurrence) break;
      const originalStart = new Date(occurrence.originalStart).toISOString();
      const exception = exceptionAt.get(originalStart);
      if (!exception || (!exception.cancelled && !exception.overrides.start)) {
        if (consider(originalStart, occurrence.start, reminder)) break;
      }
      cursor = new Date(Date.parse(originalStart) + 1);
    }
  }
  return due;
}
