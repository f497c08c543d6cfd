import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORG_ROLES } from '../../../domain/permissions/roles';
import { calendarEvents } from '../../platform/db/schema';
import { createTestApp, type TestApp } from '../../test/testApp';
import { calendarWorkspace, shown, strangerToken } from './test/calendarKit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const MAY = ['2026-05-01T00:00:00Z', '2026-06-01T00:00:00Z'] as const;

describe('creating and reading events', () => {
  it('lets every role organise its own event, answered with its details and stored as instants', async () => {
    const w = await calendarWorkspace(t);
    for (const role of ORG_ROLES) {
      const event = await w.addEvent(w.tokens[role], { title: `${role} meeting`, attendeeIds: [w.members.editor.id], location: 'Room 1', description: '<p>Agenda<script>alert(1)</script></p>' });
      expect(event).toMatchObject({
        title: `${role} meeting`,
        start: '2026-05-04T07:00:00.000Z',
        end: '2026-05-04T08:00:00.000Z',
        allDay: false,
        timeZone: 'Europe/Berlin',
        location: 'Room 1',
        description: '<p>Agenda</p>',
        organizer: { _id: w.members[role].id, name: w.members[role].name, avatar: null },
        originalStart: null,
        isRecurring: false,
        isException: false,
        visibility: 'attendees',
        canEdit: true,
        myResponse: null,
        recurrence: null,
        seriesStart: '2026-05-04T07:00:00.000Z',
      });
      const attendees = role === 'editor' ? [] : [{ _id: w.members.editor.id, name: w.members.editor.name, avatar: null, response: 'pending' }];
      expect(event.attendees).toEqual(attendees);
    }
    const editorSees = await w.list(w.tokens.editor, ...MAY);
    expect(editorSees.map((occurrence) => [occurrence.title, occurrence.myResponse, occurrence.canEdit])).toEqual([
      ['admin meeting', 'pending', false],
      ['editor meeting', null, true],
      ['maintainer meeting', 'pending', false],
      ['owner meeting', 'pending', false],
      ['read meeting', 'pending', false],
    ]);
  });

  it('stores an all-day event as midnights of its zone and answers its days', async () => {
    const w = await calendarWorkspace(t);
    const offsite = await w.addEvent(w.tokens.editor, { title: 'Offsite', allDay: true, start: '2026-05-06', end: '2026-05-08', timeZone: 'America/New_York' });
    expect(offsite).toMatchObject({ start: '2026-05-06', end: '2026-05-08', allDay: true, seriesStart: '2026-05-06' });
    const [row] = await t.db.select().from(calendarEvents).where(eq(calendarEvents.id, offsite._id));
    expect(row!.startAt.toISOString()).toBe('2026-05-06T04:00:00.000Z');
    expect(row!.endAt.toISOString()).toBe('2026-05-08T04:00:00.000Z');
    expect(row!.seriesEndAt?.toISOString()).toBe('2026-05-08T04:00:00.000Z');
    // Overlapping the window's edges counts; after it does not.
    expect(shown(await w.list(w.tokens.editor, '2026-05-07T12:00:00Z', '2026-05-09T00:00:00Z'))).toEqual(['Offsite@2026-05-06']);
    expect(await w.list(w.tokens.editor, '2026-05-08T05:00:00Z', '2026-05-09T00:00:00Z')).toEqual([]);
  });

  it('opens one event for those who see it, and another organisation gets 404', async () => {
    const w = await calendarWorkspace(t);
    const event = await w.addEvent(w.tokens.editor, { title: 'Review', attendeeIds: [w.members.read.id], visibility: 'organization' });
    const detail = async (token: string) => w.call('GET', `/event/${event._id}`, token);
    expect((await detail(w.tokens.read)).json().data).toMatchObject({ title: 'Review', myResponse: 'pending', canEdit: false });
    expect((await detail(w.outsider)).json().data).toMatchObject({ title: 'Review', myResponse: null, canEdit: false });
    expect((await detail(w.tokens.admin)).json().data).toMatchObject({ canEdit: true });
    const stranger = await detail(await strangerToken(t));
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().message).toBe('Event not found');
    expect(await w.list(await strangerToken(t), ...MAY)).toEqual([]);
  });
});

describe('who sees an event', () => {
  it('hides a private event from everyone but its organiser and attendees, owners and admins included', async () => {
    const w = await calendarWorkspace(t);
    const secret = await w.addEvent(w.tokens.editor, { title: 'Private 1:1', attendeeIds: [w.members.read.id] });
    for (const token of [w.tokens.owner, w.tokens.admin, w.tokens.maintainer, w.outsider]) {
      expect(await w.list(token, ...MAY)).toEqual([]);
      expect((await w.call('GET', `/event/${secret._id}`, token)).statusCode).toBe(404);
      expect((await w.call('PUT', `/event/${secret._id}`, token, { title: 'Mine now' })).statusCode).toBe(404);
      expect((await w.call('DELETE', `/event/${secret._id}`, token)).statusCode).toBe(404);
      expect((await w.call('POST', `/event/${secret._id}/rsvp`, token, { response: 'yes' })).statusCode).toBe(404);
    }
    expect(shown(await w.list(w.tokens.read, ...MAY))).toEqual(['Private 1:1@2026-05-04T07:00:00.000Z']);
    const [row] = await t.db.select({ title: calendarEvents.title }).from(calendarEvents).where(eq(calendarEvents.id, secret._id));
    expect(row!.title).toBe('Private 1:1');
  });

  it("shows a project's event to the people who can open the project only", async () => {
    const w = await calendarWorkspace(t);
    await w.addEvent(w.tokens.maintainer, { title: 'Sprint review', projectId: w.projectId, visibility: 'organization' });
    await w.addEvent(w.tokens.maintainer, { title: 'All hands', visibility: 'organization' });
    const titles = async (token: string) => (await w.list(token, ...MAY)).map((occurrence) => occurrence.title).sort();
    for (const token of [w.tokens.owner, w.tokens.admin, w.tokens.editor, w.tokens.read]) expect(await titles(token)).toEqual(['All hands', 'Sprint review']);
    expect(await titles(w.outsider)).toEqual(['All hands']);
    expect((await w.list(w.tokens.read, ...MAY, `&projectId=${w.projectId}`)).map((occurrence) => occurrence.title)).toEqual(['Sprint review']);
  });

  it('refuses a project the organiser cannot open and attendees who are not active members, naming the field', async () => {
    const w = await calendarWorkspace(t);
    const before = await t.db.$count(calendarEvents, eq(calendarEvents.organizationId, w.organization.id));
    const project = await w.call('POST', '/event', w.outsider, { title: 'X', start: '2026-05-04T09:00:00Z', end: '2026-05-04T10:00:00Z', timeZone: 'UTC', projectId: w.projectId });
    expect(project.statusCode).toBe(400);
    expect(project.json().message).toBe("projectId: The event's project must be one its organiser can open");
    const stranger = (await w.call('GET', '/check', await strangerToken(t))).json().data._id as string;
    const attendee = await w.call('POST', '/event', w.tokens.editor, { title: 'X', start: '2026-05-04T09:00:00Z', end: '2026-05-04T10:00:00Z', timeZone: 'UTC', attendeeIds: [w.members.read.id, stranger] });
    expect(attendee.statusCode).toBe(400);
    expect(attendee.json().message).toBe('attendeeIds: Attendees must be active members of your organisation');
    // Nothing half-written: the first, valid attendee did not make an event either.
    expect(await t.db.$count(calendarEvents, eq(calendarEvents.organizationId, w.organization.id))).toBe(before);
  });
});

describe('changing and deleting a single event', () => {
  it('lets the organiser and owners and admins change and delete it, not other roles', async () => {
    const w = await calendarWorkspace(t);
    const event = await w.addEvent(w.tokens.read, { title: 'Read user event', visibility: 'organization', attendeeIds: [w.members.editor.id] });
    for (const role of ['maintainer', 'editor'] as const) {
      const res = await w.call('PUT', `/event/${event._id}`, w.tokens[role], { title: 'Taken over' });
      expect(res.statusCode, role).toBe(403);
      expect(res.json().message).toBe('Only the organiser of this event, or an owner or admin, can change it');
      expect((await w.call('DELETE', `/event/${event._id}`, w.tokens[role])).statusCode).toBe(403);
    }
    const moved = await w.call('PUT', `/event/${event._id}`, w.tokens.read, { title: 'Moved', start: '2026-05-05T09:00:00+02:00', end: '2026-05-05T11:00:00+02:00' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data).toMatchObject({ title: 'Moved', start: '2026-05-05T07:00:00.000Z', end: '2026-05-05T09:00:00.000Z' });
    const admin = await w.call('PUT', `/event/${event._id}`, w.tokens.admin, { location: 'Room 2' });
    expect(admin.json().data).toMatchObject({ title: 'Moved', location: 'Room 2', organizer: { _id: w.members.read.id } });
    // A start alone keeps the length.
    const later = await w.call('PUT', `/event/${event._id}`, w.tokens.read, { start: '2026-05-05T12:00:00Z' });
    expect(later.json().data).toMatchObject({ start: '2026-05-05T12:00:00.000Z', end: '2026-05-05T14:00:00.000Z' });
    const [row] = await t.db.select({ sequence: calendarEvents.sequence }).from(calendarEvents).where(eq(calendarEvents.id, event._id));
    expect(row!.sequence).toBe(3);
    const early = await w.call('PUT', `/event/${event._id}`, w.tokens.read, { end: '2026-05-05T11:00:00Z' });
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe('end: end must be after start');

    expect((await w.call('DELETE', `/event/${event._id}`, w.tokens.owner)).json().data).toEqual({ _id: event._id });
    expect((await w.call('GET', `/event/${event._id}`, w.tokens.read)).statusCode).toBe(404);
    expect(await w.list(w.tokens.read, ...MAY)).toEqual([]);
  });

  it('changes attendees, keeping the answers of those who stay', async () => {
    const w = await calendarWorkspace(t);
    const event = await w.addEvent(w.tokens.editor, { attendeeIds: [w.members.read.id, w.members.maintainer.id] });
    await w.call('POST', `/event/${event._id}/rsvp`, w.tokens.read, { response: 'yes' });
    const res = await w.call('PUT', `/event/${event._id}`, w.tokens.editor, { attendeeIds: [w.members.read.id, w.members.admin.id, w.members.editor.id] });
    expect(res.statusCode, res.body).toBe(200);
    const responses = Object.fromEntries((res.json().data.attendees as { _id: string; response: string }[]).map((a) => [a._id, a.response]));
    expect(responses).toEqual({ [w.members.read.id]: 'yes', [w.members.admin.id]: 'pending' });
    expect((await w.call('GET', `/event/${event._id}`, w.tokens.maintainer)).statusCode).toBe(404);
  });
});
