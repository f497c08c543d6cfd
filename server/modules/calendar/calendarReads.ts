import { and, asc, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { EVENT_DURATION_MAX_DAYS, type AttendeeResponse, type EventDetail, type EventWindowAnswer, type WindowEvent, type WindowOccurrence } from '../../../domain/calendar/events';
import { windowOccurrences, type OccurrenceTime } from '../../../domain/calendar/occurrences';
import type { DbOrTx } from '../../platform/db/database';
import { calendarEventAttendees, calendarEventExceptions, calendarEvents, projects, users } from '../../platform/db/schema';
import { inOrganization } from '../../platform/db/tenant';
import { notFound } from '../../platform/http/errors';
import { projectAudience, type ProjectViewer } from '../projects';
import type { EventOverrides } from './calendar.tables';
import { presentDetail, presentOccurrence, presentPerson, presentWindowEvent, presentWindowOccurrence, type PersonRow, type WindowRow } from './calendar.presenter';
import type { ExpandSeries } from './calendarExpansions';
import { canEditVisible, visibleEventsCondition, type EventRow } from './calendarAccess';
import { instantOf, occurrenceAt, timingOf } from './calendarTimes';

const DAY_MS = 86_400_000;
const uncached: ExpandSeries = windowOccurrences;
const organizerColumns = { id: users.id, name: users.name, avatarUpdatedAt: users.avatarUpdatedAt };

export interface EventWindow {
  from: Date;
  to: Date;
  projectId?: string;
}

/** An override's times as instants, for comparing with the window (days are read in the event's zone). */
function overriddenSpan(overrides: EventOverrides, timeZone: string): { start: number; end: number } | null {
  if (!overrides.start || !overrides.end) return null;
  return { start: instantOf(overrides.start, timeZone).getTime(), end: instantOf(overrides.end, timeZone).getTime() };
}

/** An exception as the window's query gives it: its original start (as JSON writes a time), whether it cancels, what it changes. */
type ExceptionText = [originalStart: string, cancelled: boolean, overrides: EventOverrides];
interface WindowException {
  originalStart: Date;
  cancelled: boolean;
  overrides: EventOverrides;
}

/** A series' exceptions by their occurrence's original start (milliseconds). */
function exceptionsByStart(exceptions: ExceptionText[]): Map<number, WindowException> {
  const byStart = new Map<number, WindowException>();
  for (const [text, cancelled, overrides] of exceptions) {
    const originalStart = new Date(text);
    byStart.set(originalStart.getTime(), { originalStart, cancelled, overrides });
  }
  return byStart;
}

/** The columns a window's answer needs: not the description, the reminders or the iCalendar fields. */
const windowColumns = {
  id: calendarEvents.id,
  organizerId: calendarEvents.organizerId,
  projectId: calendarEvents.projectId,
  title: calendarEvents.title,
  startAt: calendarEvents.startAt,
  endAt: calendarEvents.endAt,
  allDay: calendarEvents.allDay,
  timeZone: calendarEvents.timeZone,
  location: calendarEvents.location,
  meetingUrl: calendarEvents.meetingUrl,
  color: calendarEvents.color,
  visibility: calendarEvents.visibility,
  recurrence: calendarEvents.recurrence,
  sequence: calendarEvents.sequence,
  updatedAt: calendarEvents.updatedAt,
} satisfies Record<keyof WindowRow, unknown>;
const windowSelection = sql.join(
  Object.entries(windowColumns).map(([name, column]) => sql`${column} as ${sql.identifier(name)}`),
  sql`, `,
);

/**
 * A timestamp column as a raw row holds it: Drizzle has both drivers leave timestamps as PostgreSQL's
 * text ('2026-11-27 15:13:33.353+00', checked on PGlite and node-postgres), which new Date() reads.
 */
type RawTime = string;

/**
 * A window's row as the driver gives it (times undecoded by Drizzle). A month reaches
 * hundreds of rows, and mapping them through Drizzle's select (its decoders, the nesting and a
 * join's nulls, field by field) cost more than expanding their occurrences (issue 17), so the
 * window is read as plain rows and made into WindowRows here.
 */
type WindowRowText = Omit<WindowRow, 'startAt' | 'endAt' | 'updatedAt'> & {
  startAt: RawTime;
  endAt: RawTime;
  updatedAt: RawTime;
  organizerName: string;
  organizerAvatarUpdatedAt: RawTime | null;
  myResponse: AttendeeResponse | null;
  exceptions: ExceptionText[] | null;
};

function windowRowOf(row: WindowRowText): { event: WindowRow; organizer: PersonRow; myResponse: AttendeeResponse | null } {
  return {
    event: {
      id: row.id,
      organizerId: row.organizerId,
      projectId: row.projectId,
      title: row.title,
      startAt: new Date(row.startAt),
      endAt: new Date(row.endAt),
      allDay: row.allDay,
      timeZone: row.timeZone,
      location: row.location,
      meetingUrl: row.meetingUrl,
      color: row.color,
      visibility: row.visibility,
      recurrence: row.recurrence,
      sequence: row.sequence,
      updatedAt: new Date(row.updatedAt),
    },
    organizer: { id: row.organizerId, name: row.organizerName, avatarUpdatedAt: row.organizerAvatarUpdatedAt === null ? null : new Date(row.organizerAvatarUpdatedAt) },
    myResponse: row.myResponse,
  };
}

/** An untouched occurrence's times (an answer writes a timed one's original start only as its start). */
const timeOf = (occurrence: WindowOccurrence): OccurrenceTime => ({ originalStart: occurrence.originalStart ?? occurrence.start, start: occurrence.start, end: occurrence.end });

/**
 * The occurrences the caller can see in a window, in one query: the visible rows that can
 * reach it (a series that started before its end and has not ended before its start, or one with
 * an occurrence moved into it) with the caller's own answers and their exceptions that matter to it.
 * Series are expanded in memory (bounded: the window is at most 366 days), exceptions applied:
 * a cancelled occurrence goes, a changed one takes its own fields and times.
 */
export async function listOccurrences(tx: DbOrTx, viewer: ProjectViewer, window: EventWindow, expand: ExpandSeries = uncached): Promise<EventWindowAnswer> {
  // Day-wise overrides ('2026-05-04') and instants compare as text: a day of slack either side, then exactly in memory.
  const fromText = new Date(window.from.getTime() - DAY_MS).toISOString();
  const toText = new Date(window.to.getTime() + DAY_MS).toISOString();
  const movedIn = and(
    eq(calendarEventExceptions.cancelled, false),
    sql`${calendarEventExceptions.overrides}->>'start' < ${toText}`,
    sql`${calendarEventExceptions.overrides}->>'end' > ${fromText}`,
  );
  const reaching = and(
    visibleEventsCondition(tx, viewer),
    window.projectId ? eq(calendarEvents.projectId, window.projectId) : undefined,
    or(
      and(lt(calendarEvents.startAt, window.to), or(isNull(calendarEvents.seriesEndAt), gt(calendarEvents.seriesEndAt, window.from))),
      inArray(
        calendarEvents.id,
        tx
          .select({ id: calendarEventExceptions.eventId })
          .from(calendarEventExceptions)
          .where(inOrganization(calendarEventExceptions, viewer.organizationId, movedIn)),
      ),
    ),
  );
  // Occurrences that overlap the window started at most one longest event before it.
  const earliest = new Date(window.from.getTime() - EVENT_DURATION_MAX_DAYS * DAY_MS);
  // A series' exceptions that matter to the window, with its row: most series have none, and a
  // second query for them cost a round trip and its planning on every month (issue 17).
  const exceptionsOfRow = sql`case when ${calendarEvents.recurrence} is not null then (
    select json_agg(json_build_array(${calendarEventExceptions.originalStart}, ${calendarEventExceptions.cancelled}, ${calendarEventExceptions.overrides}))
    from ${calendarEventExceptions}
    where ${inOrganization(
      calendarEventExceptions,
      viewer.organizationId,
      sql`${calendarEventExceptions.eventId} = ${calendarEvents.id}`,
      or(and(gt(calendarEventExceptions.originalStart, earliest), lt(calendarEventExceptions.originalStart, window.to)), movedIn),
    )}) end`;
  const { rows: found } = (await tx.execute(sql`
    select ${windowSelection}, ${users.name} as "organizerName", ${users.avatarUpdatedAt} as "organizerAvatarUpdatedAt",
      ${calendarEventAttendees.response} as "myResponse", ${exceptionsOfRow} as "exceptions"
    from ${calendarEvents}
    join ${users} on ${users.id} = ${calendarEvents.organizerId}
    left join ${calendarEventAttendees} on ${calendarEventAttendees.eventId} = ${calendarEvents.id} and ${calendarEventAttendees.userId} = ${viewer.userId}
    where ${reaching}`)) as unknown as { rows: WindowRowText[] };

  const from = window.from.getTime();
  const to = window.to.getTime();
  const overlaps = (span: { start: number; end: number }) => span.start < to && span.end > from;
  const events: WindowEvent[] = [];
  for (const row of found) {
    const { event, organizer, myResponse } = windowRowOf(row);
    const recurring = event.recurrence !== null;
    // The cache hands back the same array for the same series and window: a month asked again (by
    // anyone who sees the series) sends its untouched occurrences as they are.
    const untouched = expand(event, window);
    const own = row.exceptions && exceptionsByStart(row.exceptions);
    let occurrences: WindowOccurrence[];
    if (!own) occurrences = untouched;
    else {
      occurrences = [];
      const seen = new Set<number>();
      for (const occurrence of untouched) {
        const time = timeOf(occurrence);
        const key = Date.parse(time.originalStart);
        seen.add(key);
        const exception = own.get(key);
        if (!exception) occurrences.push(occurrence);
        else if (!exception.cancelled) {
          // A changed occurrence may have moved out of the window.
          const span = overriddenSpan(exception.overrides, event.timeZone);
          if (!span || overlaps(span)) occurrences.push(presentWindowOccurrence(time, exception.overrides, recurring));
        }
      }
      // Occurrences moved into the window from outside it.
      for (const [key, exception] of own) {
        if (seen.has(key) || exception.cancelled) continue;
        const span = overriddenSpan(exception.overrides, event.timeZone);
        if (!span || !overlaps(span)) continue;
        const time = occurrenceAt(timingOf(event), exception.originalStart);
        if (time) occurrences.push(presentWindowOccurrence(time, exception.overrides, recurring));
      }
    }
    if (occurrences.length === 0) continue;
    const context = { organizer: presentPerson(organizer), myResponse, canEdit: canEditVisible(viewer, event.organizerId) };
    events.push(presentWindowEvent(event, context, occurrences));
  }
  return { events };
}

/** The people of an event, organiser excluded, with their answers. */
export async function attendeesOf(tx: DbOrTx, eventId: string): Promise<(PersonRow & { response: AttendeeResponse })[]> {
  return tx
    .select({ ...organizerColumns, response: calendarEventAttendees.response })
    .from(calendarEventAttendees)
    .innerJoin(users, eq(users.id, calendarEventAttendees.userId))
    .where(eq(calendarEventAttendees.eventId, eventId))
    .orderBy(asc(sql`lower(${users.name})`), asc(users.id));
}

/**
 * One event as the caller sees it (after eventFor let them in), or one occurrence of a series by
 * its original start: that occurrence's times and changes; 404 when it is none (or was cancelled).
 */
export async function readDetail(tx: DbOrTx, viewer: ProjectViewer, event: EventRow, occurrenceStart?: string): Promise<EventDetail> {
  const [organizer] = await tx.select(organizerColumns).from(users).where(eq(users.id, event.organizerId));
  const attendees = await attendeesOf(tx, event.id);
  const [project] = event.projectId
    ? await tx.select({ id: projects.id, name: projects.name, key: projects.key }).from(projects).where(eq(projects.id, event.projectId))
    : [];
  const context = {
    organizer: presentPerson(organizer!),
    myResponse: attendees.find((attendee) => attendee.id === viewer.userId)?.response ?? null,
    canEdit: canEditVisible(viewer, event.organizerId),
  };
  const parts = { project: project ?? null, attendees };
  if (occurrenceStart === undefined || event.recurrence === null) {
    return presentDetail(event, presentOccurrence(event, null, null, context), null, parts);
  }
  const original = instantOf(occurrenceStart, event.timeZone);
  const time = occurrenceAt(timingOf(event), original);
  if (!time) throw notFound('This event has no occurrence at that time');
  const [exception] = await tx
    .select()
    .from(calendarEventExceptions)
    .where(and(eq(calendarEventExceptions.eventId, event.id), eq(calendarEventExceptions.originalStart, original)));
  if (exception?.cancelled) throw notFound('This occurrence was cancelled');
  const overrides = exception?.overrides ?? null;
  return presentDetail(event, presentOccurrence(event, time, overrides, context), overrides, parts);
}

/**
 * Everyone who can see an event, and so hears that it changed: its organiser and attendees, and
 * for an event the organisation sees, everyone of it (active) or its project's audience.
 */
export async function eventAudience(tx: DbOrTx, event: Pick<EventRow, 'id' | 'organizationId' | 'organizerId' | 'visibility' | 'projectId'>): Promise<string[]> {
  const attendees = await tx.select({ userId: calendarEventAttendees.userId }).from(calendarEventAttendees).where(eq(calendarEventAttendees.eventId, event.id));
  let others: string[] = [];
  if (event.visibility === 'organization') {
    others = event.projectId
      ? await projectAudience(tx, event.organizationId, event.projectId)
      : (await tx.select({ id: users.id }).from(users).where(inOrganization(users, event.organizationId, eq(users.status, 'active')))).map((row) => row.id);
  }
  return [...new Set([event.organizerId, ...attendees.map((row) => row.userId), ...others])];
}
