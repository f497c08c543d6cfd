import { randomBytes } from 'node:crypto';
import { and, asc, eq, exists, ne, or, sql } from 'drizzle-orm';
import type { CalendarFeed } from '../../../domain/calendar/events';
import type { OrgRole } from '../../../domain/permissions/roles';
import { taskKey } from '../../../domain/tasks/tasks';
import type { AccountLock, OrgActor } from '../../platform/auth/access';
import type { Db } from '../../platform/db/database';
import { users } from '../../platform/db/schema';
import { inOrganization } from '../../platform/db/tenant';
import { notFound } from '../../platform/http/errors';
import { openTasksDueFor } from '../tasks';
import { calendarEventAttendees, calendarEvents, calendarFeeds } from './calendar.tables';
import { eventFor } from './calendarAccess';
import { icsEventsOf } from './calendarFeedIcs';
import { buildCalendar } from './ics/icsBuild';
import type { IcsTask } from './ics/icsTypes';

const FEED_NOT_FOUND = 'Calendar feed not found';

/**
 * The private iCalendar subscription (Google's 'secret address'): a random token in the URL is
 * the only key, so the feed answers whoever holds it, read-only, with the user's own calendar as
 * it is at that moment (their current status: a deactivated member's feed answers 404). Replacing
 * the token makes the old address answer 404 at once.
 */
export function createCalendarFeedService(deps: { db: Db; appUrl: string; accountLock?: Pick<AccountLock, 'lockedError'> }) {
  const { db, appUrl } = deps;
  const feedUrl = (token: string) => `${appUrl}/api/calendar/feed/${token}.ics`;

  async function settings(actor: OrgActor): Promise<CalendarFeed> {
    const [feed] = await db
      .select()
      .from(calendarFeeds)
      .where(inOrganization(calendarFeeds, actor.organizationId, eq(calendarFeeds.userId, actor.userId)));
    return feed ? { url: feedUrl(feed.token), includeTasks: feed.includeTasks } : { url: null, includeTasks: false };
  }

  async function replace(actor: OrgActor, body: { includeTasks: boolean }): Promise<CalendarFeed> {
    // 32 random bytes: the address cannot be guessed, only handed on.
    const token = randomBytes(32).toString('base64url');
    await db
      .insert(calendarFeeds)
      .values({ userId: actor.userId, organizationId: actor.organizationId, token, includeTasks: body.includeTasks })
      .onConflictDoUpdate({ target: calendarFeeds.userId, set: { token, includeTasks: body.includeTasks, organizationId: actor.organizationId, createdAt: new Date() } });
    return { url: feedUrl(token), includeTasks: body.includeTasks };
  }

  /** The same address, with or without the tasks: subscribed calendars pick it up at their next refresh. */
  async function update(actor: OrgActor, body: { includeTasks: boolean }): Promise<CalendarFeed> {
    const [feed] = await db
      .update(calendarFeeds)
      .set({ includeTasks: body.includeTasks })
      .where(inOrganization(calendarFeeds, actor.organizationId, eq(calendarFeeds.userId, actor.userId)))
      .returning();
    if (!feed) throw notFound('You have no subscription address: create one first');
    return { url: feedUrl(feed.token), includeTasks: feed.includeTasks };
  }

  async function revoke(actor: OrgActor): Promise<CalendarFeed> {
    await db.delete(calendarFeeds).where(inOrganization(calendarFeeds, actor.organizationId, eq(calendarFeeds.userId, actor.userId)));
    return { url: null, includeTasks: false };
  }

  /** The feed's calendar for a token from the URL ('<token>.ics' or '<token>'); unknown, replaced or revoked: 404. */
  async function feedFile(tokenParam: string): Promise<string> {
    const token = tokenParam.replace(/\.ics$/, '');
    // One lookup by the unique index: the time taken says nothing about how much of a token matched.
    const [owner] = await db
      .select({ userId: users.id, organizationId: users.organizationId, role: users.role, name: users.name, includeTasks: calendarFeeds.includeTasks })
      .from(calendarFeeds)
      .innerJoin(users, and(eq(users.id, calendarFeeds.userId), eq(users.organizationId, calendarFeeds.organizationId)))
      .where(and(eq(calendarFeeds.token, token), eq(users.status, 'active')));
    if (!owner || !owner.organizationId) throw notFound(FEED_NOT_FOUND);
    const organizationId = owner.organizationId;
    // The feed is the organisation's data like any page: a locked account (expired, restricted) stops it too.
    const locked = await deps.accountLock?.lockedError(organizationId, owner.role as OrgRole);
    if (locked) throw locked;

    const attending = exists(
      db
        .select({ one: sql`1` })
        .from(calendarEventAttendees)
        .where(and(eq(calendarEventAttendees.eventId, calendarEvents.id), eq(calendarEventAttendees.userId, owner.userId), ne(calendarEventAttendees.response, 'no'))),
    );
    const rows = await db
      .select()
      .from(calendarEvents)
      .where(inOrganization(calendarEvents, organizationId, or(eq(calendarEvents.organizerId, owner.userId), attending)))
      .orderBy(asc(calendarEvents.startAt));
    const events = await icsEventsOf(db, organizationId, rows, appUrl);
    const due = owner.includeTasks ? await assignedTasks({ userId: owner.userId, organizationId, role: owner.role as OrgRole }) : [];
    return buildCalendar({ name: `Teamwork: ${owner.name}`, method: 'PUBLISH', events, tasks: due });
  }

  /** Unfinished tasks assigned to the user with a due date, in projects they can still open. */
  async function assignedTasks(viewer: { userId: string; organizationId: string; role: OrgRole }): Promise<IcsTask[]> {
    const rows = await openTasksDueFor(db, viewer);
    return rows.map((task) => ({
      uid: `task-${task.id}@teamwork`,
      title: `${taskKey(task.projectKey, task.number)} ${task.title}`,
      dueDate: task.dueDate,
      url: `${appUrl}/task/projects/space?${new URLSearchParams({ projectId: task.projectId, taskId: task.id }).toString()}`,
    }));
  }

  /** One event the caller can see, as an .ics file to download (another organisation's or an invisible one: 404). */
  async function eventFile(actor: OrgActor, eventId: string): Promise<{ filename: string; content: string }> {
    const row = await eventFor(db, actor, eventId, 'read');
    const events = await icsEventsOf(db, actor.organizationId, [row], appUrl);
    const filename = `${row.title.replace(/[^\p{L}\p{N} _-]+/gu, '').trim().slice(0, 60) || 'event'}.ics`;
    return { filename, content: buildCalendar({ name: row.title, method: 'PUBLISH', events }) };
  }

  return { settings, replace, update, revoke, feedFile, eventFile };
}

export type CalendarFeedService = ReturnType<typeof createCalendarFeedService>;
