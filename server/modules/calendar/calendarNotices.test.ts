import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Notification } from '../../../domain/notifications/notifications';
import { bearer } from '../../test/factories';
import { createTestApp, listen, type TestApp } from '../../test/testApp';
import { nextEvent, openSocketsFor, record } from '../chat/test/chatKit';
import { calendarWorkspace, WEEKDAYS_AT_NINE, type CalendarWorkspace } from './test/calendarKit';

let t: TestApp;
let url: string;
beforeAll(async () => {
  t = await createTestApp();
  url = await listen(t.app);
});
afterAll(async () => t?.close());

const socketsOf = (...tokens: string[]) => openSocketsFor(url, ...tokens);

async function notificationsOf(w: CalendarWorkspace, token: string): Promise<Notification[]> {
  const res = await w.call('GET', '/notification', token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.filter((notification: Notification) => notification.type.startsWith('event'));
}

describe('answering an invitation', () => {
  it('stores the answer of an attendee and tells the organiser; others may not answer', async () => {
    const w = await calendarWorkspace(t);
    const event = await w.addEvent(w.tokens.editor, { title: 'Planning', attendeeIds: [w.members.read.id], visibility: 'organization' });
    const [organizer] = (await socketsOf(w.tokens.editor)) as [Socket];
    const told = nextEvent<Notification>(organizer, 'new_notification');
    const res = await w.call('POST', `/event/${event._id}/rsvp`, w.tokens.read, { response: 'maybe' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ myResponse: 'maybe', attendees: [{ _id: w.members.read.id, response: 'maybe' }] });
    expect(await told).toMatchObject({ type: 'eventResponse', subject: `${w.members.read.name} might go to Planning`, metadata: { eventId: event._id } });

    // Seeing it is not being invited to it.
    const uninvited = await w.call('POST', `/event/${event._id}/rsvp`, w.tokens.maintainer, { response: 'yes' });
    expect(uninvited.statusCode).toBe(403);
    expect(uninvited.json().message).toBe('Only the people invited to this event can answer it');
    const bad = await w.call('POST', `/event/${event._id}/rsvp`, w.tokens.read, { response: 'perhaps' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("response: response must be 'yes', 'maybe' or 'no'");
  });
});

describe('notifications', () => {
  it('invite the attendees added, tell them of new times and of cancellations, live, and never the person acting', async () => {
    const w = await calendarWorkspace(t);
    const [read, maintainer] = (await socketsOf(w.tokens.read, w.tokens.maintainer)) as [Socket, Socket];
    const invited = nextEvent<Notification>(read, 'new_notification');
    const event = await w.addEvent(w.tokens.editor, { ...WEEKDAYS_AT_NINE, attendeeIds: [w.members.read.id, w.members.editor.id] });
    expect(await invited).toMatchObject({
      type: 'eventInvited',
      subject: `${w.members.editor.name} invited you to Standup`,
      message: `<p><strong>${w.members.editor.name}</strong> invited you to <strong>Standup</strong> on 4 May 2026.</p>`,
      metadata: { eventId: event._id },
    });

    // A new title alone tells nobody; a new place does.
    await w.call('PUT', `/event/${event._id}`, w.tokens.editor, { title: 'Daily' });
    const moved = nextEvent<Notification>(read, 'new_notification');
    await w.call('PUT', `/event/${event._id}`, w.tokens.editor, { location: 'Room 7', attendeeIds: [w.members.read.id, w.members.maintainer.id] });
    expect(await moved).toMatchObject({ type: 'eventUpdated', subject: `${w.members.editor.name} changed Daily` });

    const cancelledOne = nextEvent<Notification>(maintainer, 'new_notification', (n) => n.type === 'eventCancelled');
    await w.call('DELETE', `/event/${event._id}?scope=this&occurrenceStart=2026-05-06T07:00:00.000Z`, w.tokens.editor);
    expect(await cancelledOne).toMatchObject({ metadata: { eventId: event._id, occurrenceStart: '2026-05-06T07:00:00.000Z' }, message: expect.stringContaining('on 6 May 2026') });

    // An owner changing someone's event (one they can see) tells the organiser too.
    expect((await w.call('PUT', `/event/${event._id}`, w.tokens.owner, { location: 'Room 8' })).statusCode).toBe(404);
    await w.call('PUT', `/event/${event._id}`, w.tokens.editor, { visibility: 'organization' });
    expect((await w.call('PUT', `/event/${event._id}`, w.tokens.owner, { location: 'Room 8' })).statusCode).toBe(200);

    expect((await notificationsOf(w, w.tokens.read)).map((n) => n.type)).toEqual(['eventUpdated', 'eventCancelled', 'eventUpdated', 'eventInvited']);
    expect((await notificationsOf(w, w.tokens.maintainer)).map((n) => n.type)).toEqual(['eventUpdated', 'eventCancelled', 'eventInvited']);
    expect((await notificationsOf(w, w.tokens.editor)).map((n) => n.type)).toEqual(['eventUpdated']);
    expect(await notificationsOf(w, w.tokens.owner)).toEqual([]);

    await w.call('DELETE', `/event/${event._id}`, w.tokens.editor);
    expect((await notificationsOf(w, w.tokens.read))[0]).toMatchObject({ type: 'eventCancelled', subject: `${w.members.editor.name} cancelled Daily` });
  });
});

describe('events_updated', () => {
  it('tells those who can see the event (and those who could) of each change, with the tab that made it, and nobody else', async () => {
    const w = await calendarWorkspace(t);
    const [read, admin, outsider] = (await socketsOf(w.tokens.read, w.tokens.admin, w.outsider)) as [Socket, Socket, Socket];
    const outsiderHeard = record(outsider, 'events_updated');
    const adminHeard = record(admin, 'events_updated');
    const readHears = nextEvent(read, 'events_updated');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/event',
      headers: { ...bearer(w.tokens.editor), 'content-type': 'application/json', 'x-tab-id': 'tab-1' },
      payload: { title: 'Private', start: '2026-05-04T09:00:00Z', end: '2026-05-04T10:00:00Z', timeZone: 'UTC', attendeeIds: [w.members.read.id] },
    });
    expect(created.statusCode, created.body).toBe(201);
    const eventId = created.json().data._id;
    expect(await readHears).toEqual({ eventId, origin: 'tab-1' });

    // Made visible to the project: its people (and owners and admins) hear it; removed from it, read still hears it went.
    const adminHears = nextEvent(admin, 'events_updated');
    await w.call('PUT', `/event/${eventId}`, w.tokens.editor, { visibility: 'organization', projectId: w.projectId });
    expect(await adminHears).toEqual({ eventId });
    const readHearsRemoval = nextEvent(read, 'events_updated');
    await w.call('PUT', `/event/${eventId}`, w.tokens.editor, { attendeeIds: [], visibility: 'attendees' });
    expect(await readHearsRemoval).toEqual({ eventId });
    // A quiet moment for events that must not arrive.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(outsiderHeard).toEqual([]);
    expect(adminHeard).toHaveLength(2);
  });
});
