import type { EventResponse } from '../../../domain/calendar/events';
import { MONTHS } from '../../../domain/calendar/recurrence';
import type { OrgActor } from '../../platform/auth/access';
import type { DbOrTx } from '../../platform/db/database';
import { escapeHtml } from '../../platform/html';
import type { Realtime } from '../../platform/realtime/realtime';
import { recordNotifications, type NewNotification } from '../notifications';
import type { EventRow } from './calendarAccess';

/**
 * What people hear of an event: notifications (written in the change's transaction, delivered
 * after it commits) and `events_updated` to everyone who could see it before or can see it now.
 * The person acting is never told of their own change.
 */

export type EventNotice = 'eventInvited' | 'eventUpdated' | 'eventCancelled';

const SUBJECTS: Record<EventNotice, (actor: string, title: string) => string> = {
  eventInvited: (actor, title) => `${actor} invited you to ${title}`,
  eventUpdated: (actor, title) => `${actor} changed ${title}`,
  eventCancelled: (actor, title) => `${actor} cancelled ${title}`,
};

const MESSAGES: Record<EventNotice, (actor: string, title: string, when: string) => string> = {
  eventInvited: (actor, title, when) => `<p><strong>${actor}</strong> invited you to <strong>${title}</strong>${when}.</p>`,
  eventUpdated: (actor, title, when) => `<p><strong>${actor}</strong> changed the time or place of <strong>${title}</strong>${when}.</p>`,
  eventCancelled: (actor, title, when) => `<p><strong>${actor}</strong> cancelled <strong>${title}</strong>${when}.</p>`,
};

/** ' on 4 May 2026' for the day concerned (in the event's zone), in words that need no locale. */
function onDay(day: string | undefined): string {
  if (!day) return '';
  const [year, month, date] = day.split('-').map(Number);
  return ` on ${date} ${MONTHS[month! - 1]} ${year}`;
}

export interface NoticeTarget {
  event: Pick<EventRow, 'id' | 'organizationId' | 'title'>;
  /** The occurrence concerned (one occurrence changed or cancelled). */
  occurrenceStart?: Date;
  /** The day it starts ('YYYY-MM-DD' in the event's zone), for the message. */
  day?: string;
}

/** Records one kind of notice for these people (never the actor), in the caller's transaction. */
export async function recordEventNotices(tx: DbOrTx, actor: OrgActor, kind: EventNotice, userIds: readonly string[], target: NoticeTarget) {
  const people = [...new Set(userIds)].filter((userId) => userId !== actor.userId);
  const items: NewNotification[] = people.map((userId) => ({
    organizationId: target.event.organizationId,
    userId,
    type: kind,
    subject: SUBJECTS[kind](actor.name, target.event.title),
    message: MESSAGES[kind](escapeHtml(actor.name), escapeHtml(target.event.title), onDay(target.day)),
    senderName: actor.name,
    metadata: { eventId: target.event.id, ...(target.occurrenceStart ? { occurrenceStart: target.occurrenceStart.toISOString() } : {}) },
  }));
  return recordNotifications(tx, items);
}

const RESPONSE_WORDS: Record<EventResponse, string> = { yes: 'is going to', maybe: 'might go to', no: 'is not going to' };

/** An attendee answered: the organiser hears it. */
export async function recordResponseNotice(tx: DbOrTx, actor: OrgActor, event: Pick<EventRow, 'id' | 'organizationId' | 'organizerId' | 'title'>, response: EventResponse) {
  if (event.organizerId === actor.userId) return [];
  return recordNotifications(tx, [
    {
      organizationId: event.organizationId,
      userId: event.organizerId,
      type: 'eventResponse',
      subject: `${actor.name} ${RESPONSE_WORDS[response]} ${event.title}`,
      message: `<p><strong>${escapeHtml(actor.name)}</strong> ${RESPONSE_WORDS[response]} <strong>${escapeHtml(event.title)}</strong>.</p>`,
      senderName: actor.name,
      metadata: { eventId: event.id },
    },
  ]);
}

/** events_updated to everyone in either audience, once the change has committed. */
export function eventsChanged(realtime: Realtime | undefined, actor: Pick<OrgActor, 'tabId'>, eventIds: readonly string[], ...audiences: (readonly string[])[]): void {
  if (!realtime) return;
  const people = [...new Set(audiences.flat())];
  if (people.length === 0) return;
  for (const eventId of new Set(eventIds)) realtime.toUsers(people, 'events_updated', { eventId, ...(actor.tabId ? { origin: actor.tabId } : {}) });
}
