import { eq, sql } from 'drizzle-orm';
import { CALENDAR_REMINDER_JOB } from '../modules/calendar/calendarReminders';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { occurrencesOf, type EventWindowAnswer } from '../../domain/calendar/events';
import { calendarEvents, jobs, users } from '../platform/db/schema';
import { callApi } from '../test/api';
import { tokenFor } from '../test/factories';
import { createTestApp, type TestApp } from '../test/testApp';
import { seedDemo } from './seed';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db);
});
afterAll(async () => t?.close());

const tokenOf = async (email: string) => tokenFor(t.db, (await t.db.query.users.findFirst({ where: eq(users.email, email) }))!);

describe('the demo calendar', () => {
  it('shows the standup on weekdays, the monthly review, the offsite and the sprint planning around today', async () => {
    const from = new Date(Date.now() - 7 * 86_400_000);
    const to = new Date(Date.now() + 40 * 86_400_000);
    const res = await callApi(t.app, 'GET', `/api/event?from=${from.toISOString()}&to=${to.toISOString()}`, await tokenOf('read@demo.test'));
    expect(res.statusCode, res.body).toBe(200);
    const list = occurrencesOf(res.json().data as EventWindowAnswer);
    const titles = new Set(list.map((occurrence) => occurrence.title));
    expect([...titles].sort()).toEqual(['Daily standup', 'Monthly review', 'Sprint planning', 'Team offsite']);
    const standupDays = list.filter((o) => o.title === 'Daily standup').map((o) => new Date(o.start).getUTCDay());
    expect(standupDays.length).toBeGreaterThan(20);
    expect(standupDays.filter((day) => day === 0 || day === 6)).toEqual([]);
    expect(list.filter((o) => o.title === 'Monthly review').every((o) => new Date(o.start).getUTCDay() === 5)).toBe(true);
  });

  it("queues the review's and the planning's next reminders, as an event written through the API would", async () => {
    const queued = await t.db
      .selectDistinct({ title: calendarEvents.title })
      .from(jobs)
      .innerJoin(calendarEvents, eq(sql`${calendarEvents.id}::text`, sql`${jobs.payload}->>'eventId'`))
      .where(eq(jobs.kind, CALENDAR_REMINDER_JOB))
      .orderBy(calendarEvents.title);
    expect(queued.map((row) => row.title)).toEqual(['Monthly review', 'Sprint planning']);
  });
});
