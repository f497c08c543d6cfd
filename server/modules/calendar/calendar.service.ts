import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { eventDeleteQuerySchema, eventUpdateBodySchema, EventDetail, EventResponse, EventWindowAnswer } from '../../../domain/calendar/events';
import { zonedDay } from '../../../domain/calendar/occurrences';
import type { OrgActor } from '../../platform/auth/access';
import type { Db, Tx } from '../../platform/db/database';
import { calendarEventAttendees, calendarEvents, type notifications } from '../../platform/db/schema';
import { inOrganization } from '../../platform/db/tenant';
import { forbidden } from '../../platform/http/errors';
import type { Realtime } from '../../platform/realtime/realtime';
import { deliverNotifications } from '../notifications';
import { eventFor, type EventRow } from './calendarAccess';
import { createExpansionCache } from './calendarExpansions';
import { eventsChanged, recordEventNotices, recordResponseNotice, type NoticeTarget } from './calendarNotices';
import { eventAudience, listOccurrences, readDetail, type EventWindow } from './calendarReads';
import {
  cancelOccurrence,
  changeOccurrence,
  endSeriesBefore,
  fieldsOf,
  occurrenceOf,
  realignExceptions,
  rewriteEvent,
  sameValue,
  splitSeries,
  wholeSeriesFields,
  type EventChange,
} from './calendarSeries';
import { hasOccurrenceBefore, timingOf } from './calendarTimes';
import { checkAttendees, checkProject, insertEvent, organizerViewer, setAttendees, type EventFields } from './calendarWrites';
import type { EventChange as EventChangeNotice } from './calendarInvites';

/** What another part of the calendar (reminders, invitation mails) learns of each write, inside its transaction. */
export type EventWritten = EventChangeNotice;
export type OnEventWritten = (tx: Tx, change: EventWritten) => Promise<void>;

export interface CalendarDeps {
  db: Db;
  realtime?: Realtime;
  onEventWritten?: OnEventWritten;
}

export type EventUpdate = z.output<typeof eventUpdateBodySchema>;
export type EventDeleteQuery = z.output<typeof eventDeleteQuerySchema>;

/** The fields whose change the attendees are told of ('eventUpdated'): when and where. */
const WHEN_AND_WHERE: readonly (keyof EventFields)[] = ['start', 'end', 'allDay', 'timeZone', 'recurrence', 'location', 'meetingUrl'];
const movedOrRelocated = (before: EventFields, after: EventFields) => WHEN_AND_WHERE.some((field) => !sameValue(before[field], after[field]));

const dayOf = (event: EventRow, at: Date = event.startAt) => zonedDay(at, event.timeZone);

/** What a write leaves to do once it has committed. */
interface Effects {
  notifications: (typeof notifications.$inferSelect)[];
  eventIds: string[];
  audience: string[];
}

/** The events API: the window's occurrences, one event, and changes by scope. */
export function createCalendarService(deps: CalendarDeps) {
  const { db, realtime } = deps;
  const expand = createExpansionCache();
  const written = (tx: Tx, change: EventWritten) => deps.onEventWritten?.(tx, change) ?? Promise.resolve();
  /** One occurrence of a series changed on its own (scope 'this'). */
  const occurrenceWritten = (tx: Tx, event: EventRow, occurrence: NonNullable<EventWritten['occurrence']>) =>
    written(tx, { eventId: event.id, organizationId: event.organizationId, kind: 'updated', addedAttendeeIds: [], removedAttendeeIds: [], previous: event, occurrence });

  /** Runs a change in one transaction, then delivers its notifications and tells open calendars. */
  async function write<T>(actor: OrgActor, run: (tx: Tx, effects: Effects) => Promise<T>): Promise<T> {
    const effects: Effects = { notifications: [], eventIds: [], audience: [] };
    const result = await db.transaction((tx) => run(tx, effects));
    deliverNotifications(realtime, effects.notifications);
    eventsChanged(realtime, actor, effects.eventIds, effects.audience);
    return result;
  }

  /** Records what people hear of a change, and who should refetch. */
  async function tell(tx: Tx, effects: Effects, actor: OrgActor, event: EventRow, notices: [Parameters<typeof recordEventNotices>[2], readonly string[], Omit<NoticeTarget, 'event'>?][]) {
    for (const [kind, people, target] of notices) effects.notifications.push(...(await recordEventNotices(tx, actor, kind, people, { event, day: dayOf(event), ...target })));
    effects.eventIds.push(event.id);
    effects.audience.push(...(await eventAudience(tx, event)));
  }

  /** Everything but scope 'this' and a real split: the whole event (or series) takes the change. */
  async function changeWhole(tx: Tx, effects: Effects, actor: OrgActor, event: EventRow, current: EventFields, change: EventChange, occurrenceStart?: string) {
    const anchor = event.recurrence && occurrenceStart ? occurrenceOf(event, occurrenceStart).time : null;
    const fields = wholeSeriesFields(current, change, anchor);
    if (change.attendeeIds) fields.attendeeIds = await checkAttendees(tx, event.organizationId, event.organizerId, change.attendeeIds);
    if (fields.projectId !== current.projectId) await checkProject(tx, await organizerViewer(tx, event), fields.projectId);
    const updated = await rewriteEvent(tx, event, fields);
    if (!sameValue(timingOf(event), timingOf(updated))) await realignExceptions(tx, event, updated);
    const { added, removed } = await setAttendees(tx, updated, fields.attendeeIds);
    const kept = fields.attendeeIds.filter((id) => !added.includes(id));
    await tell(tx, effects, actor, updated, [
      ['eventInvited', added],
      ['eventCancelled', removed],
      ['eventUpdated', movedOrRelocated(current, fields) ? [...kept, event.organizerId] : []],
    ]);
    await written(tx, { eventId: event.id, organizationId: event.organizationId, kind: 'updated', addedAttendeeIds: added, removedAttendeeIds: removed, previous: event });
    return updated;
  }

  return {
    list: (actor: OrgActor, window: EventWindow): Promise<EventWindowAnswer> => listOccurrences(db, actor, window, expand),

    async detail(actor: OrgActor, eventId: string, occurrenceStart?: string): Promise<EventDetail> {
      return readDetail(db, actor, await eventFor(db, actor, eventId, 'read'), occurrenceStart);
    },

    /** Anyone may organise their own events; attendees must be active members, a project one they can open. */
    create: (actor: OrgActor, body: EventFields): Promise<EventDetail> =>
      write(actor, async (tx, effects) => {
        const attendeeIds = await checkAttendees(tx, actor.organizationId, actor.userId, body.attendeeIds);
        await checkProject(tx, actor, body.projectId);
        const event = await insertEvent(tx, { organizationId: actor.organizationId, organizerId: actor.userId, fields: { ...body, attendeeIds } });
        await tell(tx, effects, actor, event, [['eventInvited', attendeeIds]]);
        await written(tx, { eventId: event.id, organizationId: event.organizationId, kind: 'created', addedAttendeeIds: attendeeIds, removedAttendeeIds: [] });
        return readDetail(tx, actor, event);
      }),

    /**
     * A change by its organiser (or an owner or admin). A single event, or a series with scope
     * 'all', changes as a whole; 'this' stores an exception for one occurrence; 'following' ends
     * the series before the occurrence and starts a new one there (at its first occurrence that
     * is simply 'all').
     */
    update: (actor: OrgActor, eventId: string, body: EventUpdate): Promise<EventDetail> =>
      write(actor, async (tx, effects) => {
        const event = await eventFor(tx, actor, eventId, 'edit', { lock: true });
        const current = await fieldsOf(tx, event);
        const { scope, occurrenceStart, ...change } = body;
        const recurring = event.recurrence !== null && occurrenceStart !== undefined;

        if (recurring && scope === 'this') {
          const { original, moved } = await changeOccurrence(tx, event, current, occurrenceStart, change);
          const relocated = moved || (change.location !== undefined && change.location !== current.location) || (change.meetingUrl !== undefined && change.meetingUrl !== current.meetingUrl);
          await tell(tx, effects, actor, event, [['eventUpdated', relocated ? [...current.attendeeIds, event.organizerId] : [], { occurrenceStart: original, day: dayOf(event, original) }]]);
          const changed = await readDetail(tx, actor, await eventFor(tx, actor, eventId, 'read'), occurrenceStart);
          await occurrenceWritten(tx, event, { start: changed.start, end: changed.end, cancelled: false, relocated });
          return changed;
        }

        if (recurring && scope === 'following') {
          const { original } = occurrenceOf(event, occurrenceStart);
          if (hasOccurrenceBefore(timingOf(event), event.startAt, original)) {
            const attendeeIds = change.attendeeIds ? await checkAttendees(tx, event.organizationId, event.organizerId, change.attendeeIds) : null;
            if (change.projectId !== undefined && change.projectId !== current.projectId) await checkProject(tx, await organizerViewer(tx, event), change.projectId);
            const { ended, created, split, previousAttendees } = await splitSeries(tx, event, current, occurrenceStart, change, attendeeIds);
            const now = await fieldsOf(tx, created);
            const added = now.attendeeIds.filter((id) => !previousAttendees.includes(id));
            const removed = previousAttendees.filter((id) => !now.attendeeIds.includes(id));
            const kept = now.attendeeIds.filter((id) => !added.includes(id));
            const from = { occurrenceStart: original, day: dayOf(event, original) };
            await tell(tx, effects, actor, ended, []);
            await tell(tx, effects, actor, created, [
              ['eventInvited', added],
              ['eventCancelled', removed, from],
              // Compared with the occurrence where the change starts; a carried-over 'after N times' count is no change.
              ['eventUpdated', movedOrRelocated({ ...current, start: split.start, end: split.end }, { ...now, recurrence: change.recurrence === undefined ? current.recurrence : now.recurrence }) ? [...kept, event.organizerId] : [], from],
            ]);
            await written(tx, { eventId, organizationId: event.organizationId, kind: 'updated', addedAttendeeIds: [], removedAttendeeIds: [], previous: event });
            await written(tx, { eventId: created.id, organizationId: created.organizationId, kind: 'created', addedAttendeeIds: now.attendeeIds, removedAttendeeIds: [] });
            return readDetail(tx, actor, created);
          }
        }

        const before = await eventAudience(tx, event);
        effects.audience.push(...before);
        const updated = await changeWhole(tx, effects, actor, event, current, change, event.recurrence ? occurrenceStart : undefined);
        return readDetail(tx, actor, updated);
      }),

    /** Deletes an event, or of a series one occurrence ('this'), the rest of it ('following') or all of it. */
    remove: (actor: OrgActor, eventId: string, query: EventDeleteQuery): Promise<{ _id: string }> =>
      write(actor, async (tx, effects) => {
        const event = await eventFor(tx, actor, eventId, 'edit', { lock: true });
        const current = await fieldsOf(tx, event);
        const people = [...current.attendeeIds, event.organizerId];
        const { scope, occurrenceStart } = query;
        if (event.recurrence !== null && occurrenceStart !== undefined && scope !== 'all') {
          const { original } = occurrenceOf(event, occurrenceStart);
          const at = { occurrenceStart: original, day: dayOf(event, original) };
          if (scope === 'this') {
            const { time } = occurrenceOf(event, occurrenceStart);
            await cancelOccurrence(tx, event, occurrenceStart);
            await tell(tx, effects, actor, event, [['eventCancelled', people, at]]);
            await occurrenceWritten(tx, event, { start: time.start, end: time.end, cancelled: true, relocated: false });
            return { _id: eventId };
          }
          if (hasOccurrenceBefore(timingOf(event), event.startAt, original)) {
            const { ended } = await endSeriesBefore(tx, event, current, original);
            await tell(tx, effects, actor, ended, [['eventCancelled', people, at]]);
            await written(tx, { eventId, organizationId: event.organizationId, kind: 'updated', addedAttendeeIds: [], removedAttendeeIds: [], previous: event });
            return { _id: eventId };
          }
        }
        await tell(tx, effects, actor, event, [['eventCancelled', people]]);
        await tx.delete(calendarEvents).where(inOrganization(calendarEvents, actor.organizationId, eq(calendarEvents.id, eventId)));
        await written(tx, { eventId, organizationId: event.organizationId, kind: 'deleted', addedAttendeeIds: [], removedAttendeeIds: current.attendeeIds, previous: event });
        return { _id: eventId };
      }),

    /** An attendee's answer; the organiser hears it. Someone who can see the event but was not invited: 403. */
    rsvp: (actor: OrgActor, eventId: string, response: EventResponse): Promise<EventDetail> =>
      write(actor, async (tx, effects) => {
        const event = await eventFor(tx, actor, eventId, 'read', { lock: true });
        const answered = await tx
          .update(calendarEventAttendees)
          .set({ response, respondedAt: new Date() })
          .where(and(eq(calendarEventAttendees.eventId, eventId), eq(calendarEventAttendees.userId, actor.userId)))
          .returning({ userId: calendarEventAttendees.userId });
        if (answered.length === 0) throw forbidden('Only the people invited to this event can answer it');
        effects.notifications.push(...(await recordResponseNotice(tx, actor, event, response)));
        effects.eventIds.push(eventId);
        effects.audience.push(event.organizerId, actor.userId);
        return readDetail(tx, actor, event);
      }),
  };
}

export type CalendarService = ReturnType<typeof createCalendarService>;
