import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PALETTE_COLORS } from '../../../domain/color/color';
import { calendarEvents } from '../../platform/db/schema';
import { createTestApp, type TestApp } from '../../test/testApp';
import { createCalendarService } from './calendar.service';
import { calendarWorkspace } from './test/calendarKit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const EVENT = { title: 'Bad', start: '2026-05-04T09:00:00Z', end: '2026-05-04T10:00:00Z', timeZone: 'UTC' };

describe('bad input', () => {
  it('refuses bad events and recurrence settings with a 400 naming the field, and writes nothing', async () => {
    const w = await calendarWorkspace(t);
    const cases: [Record<string, unknown>, string][] = [
      [{ recurrence: { freqUnit: 'everyDay', freqCount: 0 } }, 'recurrence.freqCount: '],
      [{ recurrence: { freqUnit: 'everyMonth', freqCount: 1, scheduledMonthDates: [32] } }, 'recurrence.scheduledMonthDates.0: scheduledMonthDates must be days 1 to 31'],
      [{ recurrence: { freqUnit: 'everyMonth', freqCount: 1, monthlyTab: 'dayMonth', scheduledMonthDay: { freq: 'Sixth', day: 'Friday' } } }, 'recurrence.scheduledMonthDay.freq: '],
      [{ recurrence: { freqUnit: 'everyYear', freqCount: 1, yearlyScheduledDate: { month: 2, day: 30 } } }, 'recurrence.yearlyScheduledDate.day: February has no day 30'],
      [{ recurrence: { freqUnit: 'everyDay', freqCount: 1, skipDays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], skipWeekends: true } }, 'recurrence.skipDays: skipDays must leave at least one day'],
      [{ end: '2026-05-04T08:00:00Z' }, 'end: end must be after start'],
      [{ allDay: true }, 'start: start and end must be days like 2026-05-04 for an all-day event'],
      [{ timeZone: 'Mars/Olympus' }, 'timeZone: '],
      [{ color: '#123456' }, 'color: color must be one of the 12 palette colours'],
      [{ title: ' ' }, 'title: title is required'],
      [{ reminders: [{ type: 'daysBefore', days: 9 }] }, 'reminders.0.days: '],
    ];
    for (const [change, message] of cases) {
      const res = await w.call('POST', '/event', w.tokens.editor, { ...EVENT, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json().message, JSON.stringify(change)).toMatch(new RegExp(`^${message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
    }
    expect(await t.db.$count(calendarEvents, eq(calendarEvents.organizationId, w.organization.id))).toBe(0);
  });

  it('refuses a window over 366 days or ending before it starts', async () => {
    const w = await calendarWorkspace(t);
    const long = await w.call('GET', '/event?from=2026-01-01T00:00:00Z&to=2027-01-03T00:00:00Z', w.tokens.read);
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('to: to must be within 366 days of from');
    const backwards = await w.call('GET', '/event?from=2026-02-01T00:00:00Z&to=2026-01-01T00:00:00Z', w.tokens.read);
    expect(backwards.json().message).toBe('to: to must be after from');
    expect((await w.call('GET', '/calendar/work?from=2026-01-01&to=2027-06-01', w.tokens.read)).statusCode).toBe(400);
  });
});

describe('transactions', () => {
  it('leaves no event when a later part of its write fails', async () => {
    const w = await calendarWorkspace(t);
    const failing = createCalendarService({
      db: t.db,
      onEventWritten: async () => {
        throw new Error('mail queue down');
      },
    });
    const actor = { userId: w.members.editor.id, organizationId: w.organization.id, role: 'editor' as const, name: 'E', email: 'e@example.test', sessionId: 'test' };
    const fields = { ...EVENT, description: '', allDay: false, location: '', meetingUrl: null, color: PALETTE_COLORS[0], projectId: null, attendeeIds: [w.members.read.id], visibility: 'attendees' as const, recurrence: null, reminders: [] };
    await expect(failing.create(actor, fields)).rejects.toThrow('mail queue down');
    expect(await t.db.$count(calendarEvents, eq(calendarEvents.organizationId, w.organization.id))).toBe(0);
    const notices = (await w.call('GET', '/notification', w.tokens.read)).json().data as { type: string }[];
    expect(notices.filter((notice) => notice.type === 'eventInvited')).toEqual([]);
  });
});

describe('the work layer', () => {
  it("lists tasks due and sprints in the window, of the caller's projects only", async () => {
    const w = await calendarWorkspace(t);
    const task = await w.call('POST', '/task/add', w.tokens.maintainer, { projectId: w.projectId, title: 'Ship it', dueDate: '2026-05-05' });
    expect(task.statusCode, task.body).toBe(200);
    await w.call('POST', '/task/add', w.tokens.maintainer, { projectId: w.projectId, title: 'Later', dueDate: '2026-07-05' });
    const sprint = (await w.call('POST', '/sprint/add', w.tokens.maintainer, { projectId: w.projectId, name: 'Sprint 1' })).json().data._id;
    const started = await w.call('PUT', `/sprint/update/${sprint}`, w.tokens.maintainer, { status: 'active', startDate: '2026-04-27T00:00:00.000Z', endDate: '2026-05-11T00:00:00.000Z' });
    expect(started.statusCode, started.body).toBe(200);
    const work = async (token: string) => {
      const res = await w.call('GET', '/calendar/work?from=2026-05-01T00:00:00Z&to=2026-06-01T00:00:00Z', token);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data;
    };
    const seen = await work(w.tokens.read);
    expect(seen.tasks).toEqual([
      { _id: task.json().data._id, key: 'TEAM-1', title: 'Ship it', dueDate: '2026-05-05', projectId: w.projectId, projectName: 'Team', status: expect.any(String), statusColor: expect.any(String), isDone: false },
    ]);
    expect(seen.sprints).toEqual([
      { _id: sprint, name: 'Sprint 1', projectId: w.projectId, projectName: 'Team', startDate: '2026-04-27T00:00:00.000Z', endDate: '2026-05-11T00:00:00.000Z', status: 'active' },
    ]);
    expect(await work(w.outsider)).toEqual({ tasks: [], sprints: [] });
  });
});
