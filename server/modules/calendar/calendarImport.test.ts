import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORG_ROLES } from '../../../domain/permissions/roles';
import { callApi } from '../../test/api';
import { createOrganization, tokenFor } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/testApp';
import { calendarEventExceptions, calendarEvents } from './calendar.tables';
import { insertEvent } from './test/calendarJobsKit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const vevent = (uid: string, lines: string[]) => ['BEGIN:VEVENT', `UID:${uid}`, 'DTSTAMP:20300101T000000Z', ...lines, 'END:VEVENT'];
const calendar = (...events: string[][]) => ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Google Inc//Google Calendar 70.9054//EN', ...events.flat(), 'END:VCALENDAR', ''].join('\r\n');

/** A small export in Google Calendar's shape: a timed meeting and an all-day trip. */
const googleExport = calendar(
  vevent('meeting-1@google.com', ['DTSTART:20300304T090000Z', 'DTEND:20300304T100000Z', 'SUMMARY:Quarterly planning', 'LOCATION:Room 2\\, 3rd floor', 'DESCRIPTION:Bring the numbers\\nand ideas']),
  vevent('trip-1@google.com', ['DTSTART;VALUE=DATE:20300310', 'DTEND;VALUE=DATE:20300313', 'SUMMARY:Trip to Lisbon']),
);

async function importAs(token: string, ics: string) {
  return callApi(t.app, 'POST', '/api/event/import', token, { ics });
}

describe('importing an .ics file', () => {
  it('makes each event one organised by the caller, for every role, and a second import updates instead of duplicating', async () => {
    const { organization, members } = await createOrganization(t.db, ORG_ROLES);
    for (const role of ORG_ROLES) {
      const token = await tokenFor(t.db, members[role]);
      const first = await importAs(token, googleExport);
      expect(first.statusCode, first.body).toBe(201);
      expect(first.json().data).toEqual({ imported: 2, skipped: 0 });
      const again = await importAs(token, googleExport);
      expect(again.json().data).toEqual({ imported: 2, skipped: 0 });

      const rows = await t.db
        .select()
        .from(calendarEvents)
        .where(and(eq(calendarEvents.organizationId, organization.id), eq(calendarEvents.organizerId, members[role].id)));
      expect(rows).toHaveLength(2);
      const meeting = rows.find((row) => row.icalUid === 'meeting-1@google.com')!;
      expect(meeting).toMatchObject({ title: 'Quarterly planning', location: 'Room 2, 3rd floor', allDay: false, visibility: 'attendees', sequence: 1 });
      expect(meeting.startAt.toISOString()).toBe('2030-03-04T09:00:00.000Z');
      expect(meeting.description).toBe('<p>Bring the numbers</p><p>and ideas</p>');
      const trip = rows.find((row) => row.icalUid === 'trip-1@google.com')!;
      expect(trip).toMatchObject({ title: 'Trip to Lisbon', allDay: true });
    }
  });

  it('takes back a feed it exported: recurrence settings and cancelled occurrences survive the round trip', async () => {
    const { organization, members } = await createOrganization(t.db, ['owner', 'editor'] as const);
    const series = await insertEvent(t.db, {
      organizationId: organization.id,
      organizerId: members.owner.id,
      title: 'Standup',
      start: '2030-03-25T08:00:00Z',
      end: '2030-03-25T08:15:00Z',
      timeZone: 'Europe/Berlin',
      recurrence: { freqUnit: 'everyWeek', freqCount: 1, scheduledDays: ['Monday', 'Wednesday'], endType: 'afterCount', endCount: 10 },
    });
    await t.db.insert(calendarEventExceptions).values({ eventId: series.id, organizationId: organization.id, originalStart: new Date('2030-03-27T08:00:00Z'), cancelled: true });
    const ownerToken = await tokenFor(t.db, members.owner);
    const url: string = (await callApi(t.app, 'POST', '/api/calendar/feed', ownerToken, {})).json().data.url;
    const feed = (await t.app.inject({ method: 'GET', url: new URL(url).pathname })).body;

    const res = await importAs(await tokenFor(t.db, members.editor), feed);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toEqual({ imported: 1, skipped: 0 });
    const [copy] = await t.db.select().from(calendarEvents).where(eq(calendarEvents.organizerId, members.editor.id));
    expect(copy).toMatchObject({ title: 'Standup', timeZone: 'Europe/Berlin', icalUid: series.icalUid, rrule: series.rrule });
    expect(copy!.recurrence).toEqual(series.recurrence);
    expect(copy!.startAt.toISOString()).toBe('2030-03-25T08:00:00.000Z');
    const exceptions = await t.db.select().from(calendarEventExceptions).where(eq(calendarEventExceptions.eventId, copy!.id));
    expect(exceptions.map((exception) => [exception.originalStart.toISOString(), exception.cancelled])).toEqual([['2030-03-27T08:00:00.000Z', true]]);
  });

  it('counts events it cannot take as skipped and imports the rest', async () => {
    const { members } = await createOrganization(t.db, ['editor'] as const);
    const token = await tokenFor(t.db, members.editor);
    const file = calendar(
      vevent('ok@example.test', ['DTSTART:20300304T090000Z', 'DTEND:20300304T100000Z', 'SUMMARY:Fine']),
      vevent('no-start@example.test', ['DTEND:20300304T090000Z', 'SUMMARY:Starts nowhere']),
      vevent('too-long@example.test', ['DTSTART;VALUE=DATE:20300101', 'DTEND;VALUE=DATE:20310301', 'SUMMARY:Longer than the API allows']),
    );
    const res = await importAs(token, file);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toEqual({ imported: 1, skipped: 2 });
  });

  it('refuses what is not iCalendar, an empty file and more than 500 events with 400 naming ics', async () => {
    const { members } = await createOrganization(t.db, ['owner'] as const);
    const token = await tokenFor(t.db, members.owner);
    for (const ics of ['hello, this is a text file', '{"not":"ics"}']) {
      const res = await importAs(token, ics);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toMatch(/^ics: /);
    }
    const empty = await importAs(token, '');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toMatch(/^ics/);
    const missing = await callApi(t.app, 'POST', '/api/event/import', token, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/^ics/);

    const many = calendar(...Array.from({ length: 501 }, (_, n) => vevent(`bulk-${n}@example.test`, ['DTSTART:20300304T090000Z', 'DTEND:20300304T100000Z', `SUMMARY:Event ${n}`])));
    const tooMany = await importAs(token, many);
    expect(tooMany.statusCode, tooMany.body).toBe(400);
    expect(tooMany.json().message).toBe('ics: An .ics file may hold at most 500 events');
    expect(await t.db.select().from(calendarEvents).where(eq(calendarEvents.organizerId, members.owner.id))).toEqual([]);
  });

  it('garbage inside a calendar never answers 500', async () => {
    const { members } = await createOrganization(t.db, ['owner'] as const);
    const token = await tokenFor(t.db, members.owner);
    for (const ics of ['BEGIN:VCALENDAR\r\nthis is not a line\r\n', 'BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nDTSTART:garbage\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n']) {
      const res = await importAs(token, ics);
      expect([201, 400], res.body).toContain(res.statusCode);
      if (res.statusCode === 201) expect(res.json().data.imported).toBe(0);
      else expect(res.json().message).toMatch(/^ics: /);
    }
  });
});
