import { and, eq, inArray } from 'drizzle-orm';
import { zonedDay } from '../../../domain/calendar/occurrences';
import { recurrenceSummary } from '../../../domain/calendar/recurrenceSummary';
import type { DbOrTx } from '../../platform/db/database';
import { users } from '../../platform/db/schema';
import { eventInvitationMail, type EventInvitationKind } from '../../platform/mail/templates';
import { calendarEventAttendees, calendarEvents } from './calendar.tables';
import { icsEventsOf } from './calendarFeedIcs';
import { describePlace, describeWhen, eventLink, queueCalendarMails } from './calendarMail';
import type { EventRow } from './calendarAccess';
import { timingOf } from './calendarTimes';
import { buildCalendar } from './ics/icsBuild';

/** What the events service tells this module after each write, inside the write's transaction. */
export interface EventChange {
  eventId: string;
  organizationId: string;
  kind: 'created' | 'updated' | 'deleted';
  addedAttendeeIds: string[];
  removedAttendeeIds: string[];
  /** The row before the write (updates and deletions). */
  previous?: EventRow;
  /**
   * A change of one occurrence of a series (scope 'this'): its times after the change (or, when
   * cancelled, before it), and whether attendees need to hear of it (moved, relocated or cancelled).
   */
  occurrence?: { start: string; end: string; cancelled: boolean; relocated: boolean };
}

/** What an invitation's update is about: a change of these is mailed to the attendees (a new title alone is not). */
function timeOrPlaceChanged(before: EventRow, after: EventRow): boolean {
  return (
    before.startAt.getTime() !== after.startAt.getTime() ||
    before.endAt.getTime() !== after.endAt.getTime() ||
    before.allDay !== after.allDay ||
    before.timeZone !== after.timeZone ||
    before.rrule !== after.rrule ||
    before.location !== after.location ||
    before.meetingUrl !== after.meetingUrl
  );
}

/**
 * Invitation mails with an invite.ics that mail clients show as an invitation (RFC 5546 iTIP):
 * added attendees get a REQUEST; when the time or the place changes, the others get an updated
 * REQUEST with the raised SEQUENCE; removed attendees and, on deletion, everyone get a CANCEL.
 * Each is a queued mail job (calendarMail.ts), written in the event's own transaction.
 */
export async function queueInvitations(tx: DbOrTx, change: EventChange, appUrl: string): Promise<void> {
  const [current] = await tx.select().from(calendarEvents).where(and(eq(calendarEvents.id, change.eventId), eq(calendarEvents.organizationId, change.organizationId)));
  if (change.kind === 'deleted' || !current) {
    const gone = change.previous;
    if (!gone) return;
    const remaining = await tx.select({ userId: calendarEventAttendees.userId }).from(calendarEventAttendees).where(eq(calendarEventAttendees.eventId, gone.id));
    const everyone = [...new Set([...change.removedAttendeeIds, ...remaining.map((attendee) => attendee.userId)])];
    // A cancellation outranks the last invitation the attendees got.
    await mailAttendees(tx, { ...gone, sequence: gone.sequence + 1 }, everyone, 'cancelled', appUrl);
    return;
  }
  const attendees = await tx.select({ userId: calendarEventAttendees.userId }).from(calendarEventAttendees).where(eq(calendarEventAttendees.eventId, current.id));
  if (change.occurrence) {
    // One occurrence moved, relocated or cancelled: everyone gets the series again (a REQUEST with
    // the raised SEQUENCE, carrying the changed occurrence as its override or its EXDATE), which is
    // how Google Calendar and Outlook send it too; the mail names that occurrence.
    const { cancelled, relocated, ...times } = change.occurrence;
    if (!cancelled && !relocated) return;
    await mailAttendees(tx, current, attendees.map((attendee) => attendee.userId), cancelled ? 'cancelled' : 'updated', appUrl, times);
    return;
  }
  const added = new Set(change.addedAttendeeIds);
  await mailAttendees(tx, current, [...added], 'invited', appUrl);
  if (change.kind === 'updated') {
    await mailAttendees(tx, current, change.removedAttendeeIds, 'cancelled', appUrl);
    if (change.previous && timeOrPlaceChanged(change.previous, current)) {
      const others = attendees.map((attendee) => attendee.userId).filter((userId) => !added.has(userId));
      await mailAttendees(tx, current, others, 'updated', appUrl);
    }
  }
}

/** `occurrence`: the mail is about that occurrence of the series alone (its times), sent as the whole series' REQUEST. */
async function mailAttendees(tx: DbOrTx, row: EventRow, userIds: string[], kind: EventInvitationKind, appUrl: string, occurrence?: { start: string; end: string }): Promise<void> {
  const recipientIds = userIds.filter((userId) => userId !== row.organizerId);
  if (recipientIds.length === 0) return;
  const recipients = await tx
    .select({ id: users.id, name: users.name, email: users.email, timeZone: users.timeZone })
    .from(users)
    .where(and(eq(users.organizationId, row.organizationId), inArray(users.id, recipientIds), eq(users.status, 'active')));
  const [ics] = await icsEventsOf(tx, row.organizationId, [row], appUrl);
  if (!ics || !ics.organizer) return;
  const cancelsAll = kind === 'cancelled' && !occurrence;
  const method = cancelsAll ? 'CANCEL' : 'REQUEST';
  const timing = occurrence ? { ...timingOf(row), ...occurrence } : timingOf(row);
  const repeats = row.recurrence && !occurrence ? recurrenceSummary(row.recurrence, zonedDay(row.startAt, row.timeZone)) : null;
  const organizerName = ics.organizer.name;
  const mails = recipients.map((person) => {
    // A cancellation names the person it removes, who is no longer among the attendees.
    const attendees = cancelsAll ? [{ name: person.name, email: person.email, response: 'pending' as const }] : ics.attendees;
    const file = buildCalendar({ name: row.title, method, events: [{ ...ics, attendees, ...(cancelsAll ? { status: 'CANCELLED' as const } : {}) }] });
    const mail = eventInvitationMail(kind, {
      name: person.name,
      organizerName,
      title: row.title,
      when: describeWhen(timing, person.timeZone),
      repeats,
      place: describePlace(row),
      url: eventLink(appUrl, row.id),
    });
    return {
      key: `invite:${row.id}:${row.sequence}:${method}:${person.id}`,
      message: { to: person.email, ...mail, attachments: [{ filename: 'invite.ics', content: file, contentType: `text/calendar; method=${method}; charset=UTF-8` }] },
    };
  });
  await queueCalendarMails(tx, mails);
}
