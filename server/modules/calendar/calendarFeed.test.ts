import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expandOccurrences } from '../../../domain/calendar/occurrences';
import type { RecurrenceSettingsInput } from '../../../domain/calendar/recurrence';
import { ORG_ROLES } from '../../../domain/permissions/roles';
import { users } from '../../platform/db/schema';
import { callApi } from '../../test/api';
import { createOrganization, tokenFor } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/testApp';
import { calendarEventExceptions } from './calendar.tables';
import { timingOf } from './calendarTimes';
import { insertEvent } from './test/calendarJobsKit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

/** The public feed behind a subscription address, as a calendar app fetches it (no session). */
const fetchFeed = (url: string) => t.app.inject({ method: 'GET', url: new URL(url).pathname });

function parseFeed(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text) as unknown[]);
  const vevents = calendar.getAllSubcomponents('vevent');
  return { calendar, vevents, summaries: vevents.map((vevent) => String(vevent.getFirstPropertyValue('summary'))) };
}

async function feedWorkspace() {
  const { organization, members } = await createOrganization(t.db, ORG_ROLES);
  const tokens = Object.fromEntries(await Promise.all(ORG_ROLES.map(async (role) => [role, await tokenFor(t.db, members[role])]))) as Record<(typeof ORG_ROLES)[number], string>;
  return { organizationId: organization.id, members, tokens };
}

describe('the private calendar feed', () => {
  it('gives every role an address of its own that serves their events as iCalendar, without a session', async () => {
    const w = await feedWorkspace();
    for (const role of ORG_ROLES) {
      const none = await callApi(t.app, 'GET', '/api/calendar/feed', w.tokens[role]);
      expect(none.statusCode, none.body).toBe(200);
      expect(none.json().data).toEqual({ url: null, includeTasks: false });
      const created = await callApi(t.app, 'POST', '/api/calendar/feed', w.tokens[role], {});
      expect(created.statusCode, created.body).toBe(200);
      const url: string = created.json().data.url;
      expect(url).toMatch(/^http:\/\/localhost:3000\/api\/calendar\/feed\/[A-Za-z0-9_-]{43}\.ics$/);
      expect((await callApi(t.app, 'GET', '/api/calendar/feed', w.tokens[role])).json().data).toEqual({ url, includeTasks: false });
      const feed = await fetchFeed(url);
      expect(feed.statusCode, feed.body).toBe(200);
      expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
      expect(feed.headers['cache-control']).toBe('private, max-age=300');
    }
  });

  it('carries what the user organises or attends (not what they declined, not others’ events), with recurrences and exceptions', async () => {
    const w = await feedWorkspace();
    const { owner, editor, admin } = w.members;
    const weekly = await insertEvent(t.db, {
      organizationId: w.organizationId,
      organizerId: editor.id,
      title: 'Standup',
      start: '2030-03-04T08:00:00Z',
      end: '2030-03-04T08:15:00Z',
      recurrence: { freqUnit: 'everyDay', freqCount: 1 },
    });
    await t.db.insert(calendarEventExceptions).values([
      { eventId: weekly.id, organizationId: w.organizationId, originalStart: new Date('2030-03-05T08:00:00Z'), cancelled: true },
      { eventId: weekly.id, organizationId: w.organizationId, originalStart: new Date('2030-03-06T08:00:00Z'), overrides: { title: 'Standup (late)', start: '2030-03-06T09:00:00.000Z', end: '2030-03-06T09:15:00.000Z' } },
    ]);
    await insertEvent(t.db, { organizationId: w.organizationId, organizerId: owner.id, title: 'Board meeting', start: '2030-03-07T10:00:00Z', end: '2030-03-07T11:00:00Z', attendees: [{ userId: editor.id, response: 'yes' }] });
    await insertEvent(t.db, { organizationId: w.organizationId, organizerId: owner.id, title: 'Declined lunch', start: '2030-03-08T11:00:00Z', end: '2030-03-08T12:00:00Z', attendees: [{ userId: editor.id, response: 'no' }] });
    await insertEvent(t.db, { organizationId: w.organizationId, organizerId: admin.id, title: 'Open house', start: '2030-03-09T11:00:00Z', end: '2030-03-09T12:00:00Z', visibility: 'organization' });
    const url: string = (await callApi(t.app, 'POST', '/api/calendar/feed', w.tokens.editor, {})).json().data.url;

    const { vevents, summaries } = parseFeed((await fetchFeed(url)).body);
    expect(summaries.sort()).toEqual(['Board meeting', 'Standup', 'Standup (late)']);
    const series = vevents.find((vevent) => vevent.getFirstPropertyValue('summary') === 'Standup' && !vevent.hasProperty('recurrence-id'))!;
    const event = new ICAL.Event(series);
    expect(event.uid).toBe(weekly.icalUid);
    expect(event.isRecurring()).toBe(true);
    expect(series.getAllProperties('exdate').map((property) => (property.getFirstValue() as ICAL.Time).toJSDate().toISOString())).toEqual(['2030-03-05T08:00:00.000Z']);
    const override = vevents.find((vevent) => vevent.hasProperty('recurrence-id'))!;
    expect((override.getFirstPropertyValue('recurrence-id') as ICAL.Time).toJSDate().toISOString()).toBe('2030-03-06T08:00:00.000Z');
    expect((override.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().toISOString()).toBe('2030-03-06T09:00:00.000Z');
  });

  it('round-trips recurrences through an independent parser: ical.js expands the feed to the occurrences the calendar shows, across a DST change', async () => {
    const w = await feedWorkspace();
    const kinds: { title: string; start: string; end: string; timeZone: string; recurrence: RecurrenceSettingsInput }[] = [
      { title: 'Weekdays', start: '2030-03-25T08:00:00Z', end: '2030-03-25T08:15:00Z', timeZone: 'Europe/Berlin', recurrence: { freqUnit: 'everyDay', freqCount: 1, skipWeekends: true } },
      { title: 'Fortnightly', start: '2030-03-04T14:00:00Z', end: '2030-03-04T15:00:00Z', timeZone: 'America/New_York', recurrence: { freqUnit: 'everyWeek', freqCount: 2, scheduledDays: ['Monday', 'Thursday'] } },
      { title: 'Month end', start: '2030-01-31T16:00:00Z', end: '2030-01-31T17:00:00Z', timeZone: 'Europe/Berlin', recurrence: { freqUnit: 'everyMonth', freqCount: 1, monthlyTab: 'dayMonth', scheduledMonthDay: { freq: 'Last', day: 'Friday' } } },
      { title: 'Payday', start: '2030-01-15T09:00:00Z', end: '2030-01-15T09:30:00Z', timeZone: 'UTC', recurrence: { freqUnit: 'everyMonth', freqCount: 1, scheduledMonthDates: [15, 31], endType: 'afterCount', endCount: 7 } },
      { title: 'Anniversary', start: '2030-02-28T10:00:00Z', end: '2030-02-28T11:00:00Z', timeZone: 'Europe/Berlin', recurrence: { freqUnit: 'everyYear', freqCount: 1, yearlyScheduledDate: { month: 2, day: 28 }, endType: 'onDate', endDate: '2034-12-31' } },
    ];
    const rows = [];
    for (const kind of kinds) rows.push(await insertEvent(t.db, { organizationId: w.organizationId, organizerId: w.members.owner.id, ...kind }));
    const cancelled = new Date('2030-03-27T08:00:00Z');
    await t.db.insert(calendarEventExceptions).values({ eventId: rows[0]!.id, organizationId: w.organizationId, originalStart: cancelled, cancelled: true });
    const url: string = (await callApi(t.app, 'POST', '/api/calendar/feed', w.tokens.owner, {})).json().data.url;
    const { vevents } = parseFeed((await fetchFeed(url)).body);

    const window = { from: new Date('2030-01-01T00:00:00Z'), to: new Date('2031-01-01T00:00:00Z') };
    for (const row of rows) {
      const vevent = vevents.find((candidate) => candidate.getFirstPropertyValue('uid') === row.icalUid)!;
      const iterator = new ICAL.Event(vevent).iterator();
      const parsed: string[] = [];
      for (let next = iterator.next(); next && next.toJSDate() < window.to; next = iterator.next()) parsed.push(next.toJSDate().toISOString());
      const exdates = new Set(vevent.getAllProperties('exdate').map((property) => (property.getFirstValue() as ICAL.Time).toJSDate().toISOString()));
      const expected = expandOccurrences(timingOf(row), window).map((occurrence) => new Date(occurrence.originalStart).toISOString());
      expect(parsed.filter((start) => !exdates.has(start)), row.title).toEqual(expected.filter((start) => start !== cancelled.toISOString()));
      expect(parsed.length, row.title).toBeGreaterThan(0);
    }
  });

  it('adds the user’s unfinished assigned tasks’ due dates when asked to', async () => {
    const w = await feedWorkspace();
    const project = await callApi(t.app, 'POST', '/api/project/add', w.tokens.owner, { name: 'Launch', key: 'LNC', members: [w.members.editor.id] });
    expect(project.statusCode, project.body).toBe(200);
    const projectId: string = project.json().data._id;
    const task = await callApi(t.app, 'POST', '/api/task/add', w.tokens.owner, { projectId, title: 'Ship the beta', assignee: w.members.editor.id, dueDate: '2030-04-01' });
    expect(task.statusCode, task.body).toBe(200);
    await callApi(t.app, 'POST', '/api/task/add', w.tokens.owner, { projectId, title: 'Someone else’s', assignee: w.members.owner.id, dueDate: '2030-04-02' });

    const url: string = (await callApi(t.app, 'POST', '/api/calendar/feed', w.tokens.editor, { includeTasks: true })).json().data.url;
    const { vevents } = parseFeed((await fetchFeed(url)).body);
    expect(vevents).toHaveLength(1);
    const due = new ICAL.Event(vevents[0]!);
    expect(due.summary).toBe('LNC-1 Ship the beta');
    expect(due.startDate.isDate).toBe(true);
    expect(due.startDate.toString()).toBe('2030-04-01');
    // Without tasks, the same address carries none: the setting changes, the address does not.
    const plain = await callApi(t.app, 'PUT', '/api/calendar/feed', w.tokens.editor, { includeTasks: false });
    expect(plain.statusCode, plain.body).toBe(200);
    expect(plain.json().data).toEqual({ url, includeTasks: false });
    expect(parseFeed((await fetchFeed(url)).body).vevents).toEqual([]);
    // Someone with no address has nothing to change.
    const none = await callApi(t.app, 'PUT', '/api/calendar/feed', w.tokens.read, { includeTasks: true });
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe('You have no subscription address: create one first');
  });

  it('stops answering an address once it is replaced or revoked, and for a deactivated member', async () => {
    const w = await feedWorkspace();
    const first: string = (await callApi(t.app, 'POST', '/api/calendar/feed', w.tokens.maintainer, {})).json().data.url;
    const second: string = (await callApi(t.app, 'POST', '/api/calendar/feed', w.tokens.maintainer, {})).json().data.url;
    expect(second).not.toBe(first);
    expect((await fetchFeed(first)).statusCode).toBe(404);
    expect((await fetchFeed(second)).statusCode).toBe(200);

    const revoked = await callApi(t.app, 'DELETE', '/api/calendar/feed', w.tokens.maintainer);
    expect(revoked.json().data).toEqual({ url: null, includeTasks: false });
    expect((await fetchFeed(second)).statusCode).toBe(404);

    const readers: string = (await callApi(t.app, 'POST', '/api/calendar/feed', w.tokens.read, {})).json().data.url;
    await t.db.update(users).set({ status: 'inactive' }).where(eq(users.id, w.members.read.id));
    expect((await fetchFeed(readers)).statusCode).toBe(404);
    // A token that never existed, or is not a token at all.
    expect((await t.app.inject({ method: 'GET', url: `/api/calendar/feed/${'A'.repeat(43)}.ics` })).statusCode).toBe(404);
    const malformed = await t.app.inject({ method: 'GET', url: '/api/calendar/feed/short' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toMatch(/token/);
  });

  it('refuses to manage an address without a session, and checks includeTasks', async () => {
    const w = await feedWorkspace();
    expect((await t.app.inject({ method: 'GET', url: '/api/calendar/feed' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/calendar/feed', payload: {} })).statusCode).toBe(401);
    const bad = await callApi(t.app, 'POST', '/api/calendar/feed', w.tokens.owner, { includeTasks: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^includeTasks/);
  });
});

describe('one event as .ics', () => {
  it('downloads an event the caller can see, and answers 404 for a private event of others or another organisation’s', async () => {
    const w = await feedWorkspace();
    const event = await insertEvent(t.db, { organizationId: w.organizationId, organizerId: w.members.editor.id, title: 'Retro', start: '2030-03-04T15:00:00Z', end: '2030-03-04T16:00:00Z', attendees: [{ userId: w.members.read.id }] });
    for (const token of [w.tokens.editor, w.tokens.read]) {
      const file = await callApi(t.app, 'GET', `/api/event/${event.id}/ics`, token);
      expect(file.statusCode, file.body).toBe(200);
      expect(file.headers['content-type']).toBe('text/calendar; charset=utf-8');
      expect(file.headers['content-disposition']).toContain('attachment; filename="Retro.ics"');
      const { vevents } = parseFeed(file.body);
      expect(new ICAL.Event(vevents[0]!).summary).toBe('Retro');
    }
    // Private to its attendees: the owner of the organisation does not see it either.
    expect((await callApi(t.app, 'GET', `/api/event/${event.id}/ics`, w.tokens.owner)).statusCode).toBe(404);
    const stranger = (await createOrganization(t.db, ['owner'])).members.owner;
    expect((await callApi(t.app, 'GET', `/api/event/${event.id}/ics`, await tokenFor(t.db, stranger))).statusCode).toBe(404);
    expect((await callApi(t.app, 'GET', `/api/event/not-an-id/ics`, w.tokens.editor)).statusCode).toBe(400);
  });
});
