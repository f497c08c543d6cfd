import { calendarEventPath } from '../../../domain/calendar/links';
import type { DbOrTx } from '../../platform/db/database';
import { enqueueJobs, type JobHandler } from '../../platform/jobs/queue';
import type { MailAttachment, Mailer, MailMessage } from '../../platform/mail/mailer';

export const CALENDAR_MAIL_JOB = 'calendar.mail';

/**
 * A calendar mail (reminder, invitation, update, cancellation) is written when the change or the
 * reminder happens and queued in that transaction: it goes out once (its key), after the commit,
 * says what was true at that moment (a cancellation cannot re-read a deleted event), and the
 * queue retries it while the mail server is down.
 */
/** Mails sent by the queue, one job each (keyed, so a retried write queues none twice), in one statement. */
export async function queueCalendarMails(tx: DbOrTx, mails: { key: string; message: MailMessage }[]): Promise<void> {
  await enqueueJobs(
    tx,
    mails.map(({ key, message }) => ({ kind: CALENDAR_MAIL_JOB, key: `${CALENDAR_MAIL_JOB}:${key}`, runAt: new Date(0), payload: { ...message } })),
  );
}

export function createCalendarMailHandler(mailer: Mailer): JobHandler {
  return async (payload) => {
    const { to, subject, text, html, link, attachments } = payload as unknown as MailMessage & { attachments?: MailAttachment[] };
    await mailer.send({ to, subject, text, html, link, attachments });
  };
}

const DAY_MS = 86_400_000;

/**
 * When an occurrence is, in words, in the reader's time zone (the zone is named when it is not
 * the event's own): 'Monday 4 May 2026, 09:00 to 10:00 (Europe/Berlin)', 'Monday 4 May 2026 (all day)'.
 */
export function describeWhen(occurrence: { start: string; end: string; allDay: boolean; timeZone: string }, readerZone: string | null): string {
  if (occurrence.allDay) {
    const day = (text: string) => longDate(new Date(`${text}T00:00:00Z`), 'UTC');
    const lastDay = new Date(Date.parse(`${occurrence.end}T00:00:00Z`) - DAY_MS).toISOString().slice(0, 10);
    return lastDay <= occurrence.start ? `${day(occurrence.start)} (all day)` : `${day(occurrence.start)} to ${day(lastDay)} (all day)`;
  }
  const zone = readerZone ?? occurrence.timeZone;
  const date = (instant: string) => longDate(new Date(instant), zone);
  const time = (instant: string) => new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(instant));
  const endDate = date(occurrence.end);
  const range = endDate === date(occurrence.start) ? `${time(occurrence.start)} to ${time(occurrence.end)}` : `${time(occurrence.start)} to ${endDate}, ${time(occurrence.end)}`;
  return `${date(occurrence.start)}, ${range} (${zone})`;
}

/** 'Monday 4 May 2026' (the domain's date words, with the weekday). */
function longDate(instant: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone, weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((candidate) => candidate.type === type)?.value ?? '';
  return `${part('weekday')} ${part('day')} ${part('month')} ${part('year')}`;
}

/** The place of an event in words: its location, its meeting link, or both. */
export function describePlace(event: { location: string; meetingUrl: string | null }): string | null {
  const parts = [event.location.trim(), event.meetingUrl ?? ''].filter((part) => part !== '');
  return parts.length ? parts.join(', ') : null;
}

/** Where the web opens an event (an occurrence of a series with its original start). */
export function eventLink(appUrl: string, eventId: string, occurrenceStart?: string): string {
  return `${appUrl}${calendarEventPath(eventId, occurrenceStart)}`;
}
