import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import type { Notification } from '../../../domain/notifications/notifications';
import type { Database } from '../../platform/db/database';
import { jobs, notifications } from '../../platform/db/schema';
import { createOrganization, tokenFor } from '../../test/factories';
import { createTestApp, listen, openTestDatabase, type TestApp } from '../../test/testApp';
import { nextEvent, openSocket } from '../chat/test/chatKit';
import { calendarEventExceptions, calendarEvents, calendarRemindersSent } from './calendar.tables';
import { CALENDAR_REMINDER_JOB } from './calendarReminders';
import { calendarNode, insertEvent } from './test/calendarJobsKit';

let database: Database;
const apps: TestApp[] = [];
beforeAll(async () => {
  database = await openTestDatabase();
  apps.push(await createTestApp({ database }));
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await database?.close();
});
const first = () => apps[0]!;

const at = (iso: string) => new Date(iso);
const minutes = (date: Date, n: number) => new Date(date.getTime() + n * 60_000);
const fifteenMinutesBefore = [{ type: 'custom' as const, amount: 15, unit: 'minutes' as const }];

async function workspace(t: TestApp) {
  const { organization, members } = await createOrganization(t.db, ['owner', 'editor', 'read'] as const);
  return { organizationId: organization.id, members };
}

const remindersOf = (eventId: string) =>
  database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.type, 'eventReminder'), eq(notifications.organizationId, notifications.organizationId)))
    .then((rows) => rows.filter((row) => row.metadata.eventId === eventId));
const reminderJobsOf = (eventId: string) =>
  database.db
    .select()
    .from(jobs)
    .where(eq(jobs.kind, CALENDAR_REMINDER_JOB))
    .then((rows) => rows.filter((row) => row.payload.eventId === eventId));

describe('calendar reminders on the job queue', () => {
  it('fire once across two nodes running the queue at the same time, to the organiser and the attendees who did not decline', async () => {
    const second = await createTestApp({ database });
    apps.push(second);
    const w = await workspace(first());
    const start = at('2030-03-04T09:00:00Z');
    const event = await insertEvent(database.db, {
      organizationId: w.organizationId,
      organizerId: w.members.owner.id,
      title: 'Sprint review',
      start: start.toISOString(),
      end: minutes(start, 60).toISOString(),
      reminders: fifteenMinutesBefore,
      attendees: [{ userId: w.members.editor.id, response: 'yes' }, { userId: w.members.read.id, response: 'no' }],
    });
    const nodeA = calendarNode(first());
    const nodeB = calendarNode(second);
    onTestFinished(() => {
      nodeA.close();
      nodeB.close();
    });
    await nodeA.written({ eventId: event.id, organizationId: w.organizationId, kind: 'created' });

    expect(await nodeA.queue.runDue(minutes(start, -16))).toBe(0);
    await Promise.all([nodeA.queue.runDue(minutes(start, -15)), nodeB.queue.runDue(minutes(start, -15)), nodeA.queue.runDue(minutes(start, -14))]);
    await Promise.all([nodeA.queue.runDue(minutes(start, -10)), nodeB.queue.runDue(minutes(start, -10))]);

    const sent = await remindersOf(event.id);
    expect(sent.map((row) => row.userId).sort()).toEqual([w.members.owner.id, w.members.editor.id].sort());
    expect(sent[0]).toMatchObject({ subject: 'Reminder: Sprint review', metadata: { eventId: event.id, occurrenceStart: start.toISOString() } });
    // Whichever node ran it, each person got one mail (at that node's SMTP sink), and the declined attendee none.
    const reminderMails = () => [...first().mail.received, ...second.mail.received].filter((received) => received.subject.startsWith('Reminder: Sprint review'));
    await expect.poll(() => reminderMails().length).toBe(2);
    const mails = reminderMails();
    expect(mails.map((received) => received.to[0]).sort()).toEqual([w.members.owner.email, w.members.editor.email].sort());
    expect(mails[0]!.text).toContain('Sprint review starts');
    expect(mails[0]!.text).toContain('Where: Room 1');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(reminderMails()).toHaveLength(2);
  });

  it('still fires after a restart: a new app on the same database runs the job the first one scheduled', async () => {
    const w = await workspace(first());
    const start = at('2030-04-01T08:00:00Z');
    const event = await insertEvent(database.db, {
      organizationId: w.organizationId,
      organizerId: w.members.owner.id,
      start: start.toISOString(),
      end: minutes(start, 30).toISOString(),
      reminders: [{ type: 'nextDay' }],
    });
    const before = await createTestApp({ database });
    const node = calendarNode(before);
    await node.written({ eventId: event.id, organizationId: w.organizationId, kind: 'created' });
    node.close();
    await before.close();

    const after = await createTestApp({ database });
    apps.push(after);
    const restarted = calendarNode(after);
    onTestFinished(() => restarted.close());
    await restarted.queue.runDue(minutes(start, -24 * 60));
    expect((await remindersOf(event.id)).map((row) => row.userId)).toEqual([w.members.owner.id]);
  });

  it('sends a late reminder within the grace period, not one past it, and schedules the next occurrence either way', async () => {
    const w = await workspace(first());
    const start = at('2030-05-06T07:00:00Z');
    const daily = await insertEvent(database.db, {
      organizationId: w.organizationId,
      organizerId: w.members.owner.id,
      start: start.toISOString(),
      end: minutes(start, 15).toISOString(),
      recurrence: { freqUnit: 'everyDay', freqCount: 1, endType: 'afterCount', endCount: 5 },
      reminders: fifteenMinutesBefore,
    });
    const node = calendarNode(first());
    onTestFinished(() => node.close());
    await node.written({ eventId: daily.id, organizationId: w.organizationId, kind: 'created' });

    // Every node was down at 06:45 and comes back at 08:30: past the hour of grace, nothing goes out.
    await node.queue.runDue(minutes(start, 90));
    expect(await remindersOf(daily.id)).toEqual([]);
    const scheduled = (await reminderJobsOf(daily.id)).filter((job) => job.completedAt === null);
    expect(scheduled.map((job) => job.runAt.toISOString())).toEqual(['2030-05-07T06:45:00.000Z']);

    // The next day's, 40 minutes late, is within the grace period.
    await node.queue.runDue(at('2030-05-07T07:25:00Z'));
    const sent = await remindersOf(daily.id);
    expect(sent.map((row) => row.metadata.occurrenceStart)).toEqual(['2030-05-07T07:00:00.000Z']);
    // ... and the one after is waiting.
    expect((await reminderJobsOf(daily.id)).filter((job) => job.completedAt === null).map((job) => job.runAt.toISOString())).toEqual(['2030-05-08T06:45:00.000Z']);
  });

  it('sends nothing from the job of an event that changed since, and fires at the new time instead', async () => {
    const w = await workspace(first());
    const start = at('2030-06-03T10:00:00Z');
    const event = await insertEvent(database.db, {
      organizationId: w.organizationId,
      organizerId: w.members.owner.id,
      start: start.toISOString(),
      end: minutes(start, 60).toISOString(),
      reminders: fifteenMinutesBefore,
    });
    const node = calendarNode(first());
    onTestFinished(() => node.close());
    await node.written({ eventId: event.id, organizationId: w.organizationId, kind: 'created' });

    // Moved two hours later: the service raises the sequence and calls the hook.
    const moved = minutes(start, 120);
    const [updated] = await database.db
      .update(calendarEvents)
      .set({ startAt: moved, endAt: minutes(moved, 60), sequence: event.sequence + 1 })
      .where(eq(calendarEvents.id, event.id))
      .returning();
    await node.written({ eventId: event.id, organizationId: w.organizationId, kind: 'updated', previous: event });
    expect(updated!.sequence).toBe(1);

    await node.queue.runDue(minutes(start, -10));
    expect(await remindersOf(event.id)).toEqual([]);
    await node.queue.runDue(minutes(moved, -15));
    expect((await remindersOf(event.id)).map((row) => row.metadata.occurrenceStart)).toEqual([moved.toISOString()]);
  });

  it('gives a cancelled occurrence no reminder and goes on with the next one', async () => {
    const w = await workspace(first());
    const start = at('2030-07-01T12:00:00Z');
    const daily = await insertEvent(database.db, {
      organizationId: w.organizationId,
      organizerId: w.members.owner.id,
      start: start.toISOString(),
      end: minutes(start, 30).toISOString(),
      recurrence: { freqUnit: 'everyDay', freqCount: 1, endType: 'afterCount', endCount: 5 },
      reminders: fifteenMinutesBefore,
    });
    const node = calendarNode(first());
    onTestFinished(() => node.close());
    await node.written({ eventId: daily.id, organizationId: w.organizationId, kind: 'created' });
    // The first occurrence is cancelled after its reminder was scheduled (the job must notice by itself).
    await database.db.insert(calendarEventExceptions).values({ eventId: daily.id, organizationId: w.organizationId, originalStart: start, cancelled: true });

    await node.queue.runDue(minutes(start, -15));
    expect(await remindersOf(daily.id)).toEqual([]);
    await node.queue.runDue(at('2030-07-02T11:45:00Z'));
    expect((await remindersOf(daily.id)).map((row) => row.metadata.occurrenceStart)).toEqual(['2030-07-02T12:00:00.000Z']);
    // Scheduled afresh (a new sequence), the cancelled day is skipped from the start.
    await database.db.insert(calendarEventExceptions).values({ eventId: daily.id, organizationId: w.organizationId, originalStart: at('2030-07-04T12:00:00Z'), cancelled: true });
    await database.db.update(calendarEvents).set({ sequence: 1 }).where(eq(calendarEvents.id, daily.id));
    await node.written({ eventId: daily.id, organizationId: w.organizationId, kind: 'updated', previous: daily });
    await node.queue.runDue(at('2030-07-03T11:45:00Z'));
    const open = (await reminderJobsOf(daily.id)).filter((job) => job.completedAt === null && job.payload.sequence === 1);
    expect(open.map((job) => job.runAt.toISOString())).toEqual(['2030-07-05T11:45:00.000Z']);
    const rows = await database.db.select().from(calendarRemindersSent).where(eq(calendarRemindersSent.eventId, daily.id));
    expect(rows.map((row) => row.occurrenceStart.toISOString()).sort()).toEqual(['2030-07-02T12:00:00.000Z', '2030-07-03T12:00:00.000Z']);
  });

  it('keeps a weekly 09:00 Berlin reminder at 08:45 local across the change to summer time, and reminds of an all-day event at 09:00 in its zone', async () => {
    const w = await workspace(first());
    const node = calendarNode(first(), () => at('2030-03-20T00:00:00Z'));
    onTestFinished(() => node.close());
    // Mondays 09:00 in Berlin: 25 March is winter time (08:00Z), 1 April summer time (07:00Z).
    const weekly = await insertEvent(database.db, {
      organizationId: w.organizationId,
      organizerId: w.members.owner.id,
      start: '2030-03-25T08:00:00Z',
      end: '2030-03-25T08:30:00Z',
      timeZone: 'Europe/Berlin',
      recurrence: { freqUnit: 'everyWeek', freqCount: 1, scheduledDays: ['Monday'], endType: 'afterCount', endCount: 3 },
      reminders: fifteenMinutesBefore,
    });
    await node.written({ eventId: weekly.id, organizationId: w.organizationId, kind: 'created' });
    const open = async () => (await reminderJobsOf(weekly.id)).filter((job) => job.completedAt === null).map((job) => job.runAt.toISOString());
    expect(await open()).toEqual(['2030-03-25T07:45:00.000Z']);
    await node.queue.runDue(at('2030-03-25T07:45:00Z'));
    expect(await open()).toEqual(['2030-04-01T06:45:00.000Z']);

    // An all-day offsite in New York: 'same day' is 09:00 there (13:00Z in summer time).
    const offsite = await insertEvent(database.db, {
      organizationId: w.organizationId,
      organizerId: w.members.owner.id,
      start: '2030-06-10T04:00:00Z',
      end: '2030-06-11T04:00:00Z',
      allDay: true,
      timeZone: 'America/New_York',
      reminders: [{ type: 'sameDay' }, { type: 'nextDay' }],
    });
    await node.written({ eventId: offsite.id, organizationId: w.organizationId, kind: 'created' });
    expect((await reminderJobsOf(offsite.id)).map((job) => [job.runAt.toISOString(), job.payload.reminderKey])).toEqual([['2030-06-09T13:00:00.000Z', 'nextDay']]);
    await node.queue.runDue(at('2030-06-09T13:00:00Z'));
    expect((await reminderJobsOf(offsite.id)).filter((job) => job.completedAt === null).map((job) => [job.runAt.toISOString(), job.payload.reminderKey])).toEqual([['2030-06-10T13:00:00.000Z', 'sameDay']]);
  });

  it('arrives live on the attendee’s socket', async () => {
    const t = first();
    const url = await listen(t.app);
    const w = await workspace(t);
    const start = at('2030-08-05T09:30:00Z');
    const event = await insertEvent(database.db, {
      organizationId: w.organizationId,
      organizerId: w.members.owner.id,
      title: 'Design critique',
      start: start.toISOString(),
      end: minutes(start, 45).toISOString(),
      reminders: fifteenMinutesBefore,
      attendees: [{ userId: w.members.editor.id }],
    });
    const socket = await openSocket(url, await tokenFor(t.db, w.members.editor));
    onTestFinished(() => {
      socket.close();
    });
    const node = calendarNode(t);
    onTestFinished(() => node.close());
    await node.written({ eventId: event.id, organizationId: w.organizationId, kind: 'created' });

    const heard = nextEvent<Notification>(socket, 'new_notification');
    await node.queue.runDue(minutes(start, -15));
    expect(await heard).toMatchObject({ type: 'eventReminder', subject: 'Reminder: Design critique', metadata: { eventId: event.id, occurrenceStart: start.toISOString() } });
    expect((await heard).message).toContain('<b>Design critique</b> starts');
  });
});
