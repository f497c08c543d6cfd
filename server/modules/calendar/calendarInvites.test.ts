import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { callApi } from '../../test/api';
import { createOrganization, tokenFor } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/testApp';
import { calendarEventAttendees, calendarEvents } from './calendar.tables';
import { attachmentOf, calendarNode, insertEvent } from './test/calendarJobsKit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

/** The invite.ics of the mail to `email` whose subject matches, parsed by ical.js. */
async function invitationTo(email: string, subject: RegExp) {
  const mail = await t.mail.waitFor(email, subject);
  const file = attachmentOf(mail.raw, 'invite.ics');
  const calendar = new ICAL.Component(ICAL.parse(file.content) as unknown[]);
  const vevent = calendar.getFirstSubcomponent('vevent')!;
  return {
    mail,
    contentType: file.contentType,
    method: calendar.getFirstPropertyValue('method'),
    event: new ICAL.Event(vevent),
    attendees: vevent.getAllProperties('attendee').map((property) => String(property.getFirstValue()).toLowerCase()),
    organizer: String(vevent.getFirstPropertyValue('organizer')).toLowerCase(),
    sequence: Number(vevent.getFirstPropertyValue('sequence')),
  };
}

describe('invitation mails', () => {
  it('invite each added attendee with an invite.ics that mail clients take as an invitation, the organiser not', async () => {
    const { organization, members } = await createOrganization(t.db, ['owner', 'editor', 'read'] as const);
    const event = await insertEvent(t.db, {
      organizationId: organization.id,
      organizerId: members.owner.id,
      title: 'Weekly sync',
      start: '2030-03-04T08:00:00Z',
      end: '2030-03-04T08:30:00Z',
      recurrence: { freqUnit: 'everyWeek', freqCount: 1, scheduledDays: ['Monday'] },
      attendees: [{ userId: members.editor.id }, { userId: members.read.id }],
    });
    const node = calendarNode(t);
    onTestFinished(() => node.close());
    await node.written({ eventId: event.id, organizationId: organization.id, kind: 'created', addedAttendeeIds: [members.editor.id, members.read.id] });
    await node.queue.runDue(new Date('2030-01-01T00:00:00Z'));

    for (const person of [members.editor, members.read]) {
      const invitation = await invitationTo(person.email, /^Invitation: Weekly sync/);
      expect(invitation.contentType).toBe('text/calendar; method=REQUEST; charset=UTF-8');
      expect(invitation.method).toBe('REQUEST');
      expect(invitation.event.uid).toBe(event.icalUid);
      expect(invitation.event.summary).toBe('Weekly sync');
      expect(invitation.event.isRecurring()).toBe(true);
      expect(invitation.attendees).toContain(`mailto:${person.email}`);
      expect(invitation.organizer).toBe(`mailto:${members.owner.email}`);
      expect(invitation.mail.text).toContain(`${members.owner.name} invited you to Weekly sync.`);
      expect(invitation.mail.text).toContain('Repeat every week');
      expect(invitation.mail.text).toContain('Monday 4 March 2030, 09:00 to 09:30 (Europe/Berlin)');
    }
    expect(t.mail.received.filter((mail) => mail.to.includes(members.owner.email))).toEqual([]);
  });

  it('send an updated invitation when the time changes, a first one to someone added and a cancellation to someone removed', async () => {
    const { organization, members } = await createOrganization(t.db, ['owner', 'admin', 'editor', 'read'] as const);
    const event = await insertEvent(t.db, {
      organizationId: organization.id,
      organizerId: members.owner.id,
      title: 'Budget review',
      start: '2030-05-06T12:00:00Z',
      end: '2030-05-06T13:00:00Z',
      attendees: [{ userId: members.editor.id, response: 'yes' }, { userId: members.read.id }],
    });
    const node = calendarNode(t);
    onTestFinished(() => node.close());

    // Moved an hour later, the reader removed and the admin added (as the events service writes it).
    const [moved] = await t.db
      .update(calendarEvents)
      .set({ startAt: new Date('2030-05-06T13:00:00Z'), endAt: new Date('2030-05-06T14:00:00Z'), sequence: 1 })
      .where(eq(calendarEvents.id, event.id))
      .returning();
    await t.db.delete(calendarEventAttendees).where(eq(calendarEventAttendees.userId, members.read.id));
    await t.db.insert(calendarEventAttendees).values({ eventId: event.id, userId: members.admin.id, organizationId: organization.id });
    await node.written({ eventId: event.id, organizationId: organization.id, kind: 'updated', previous: event, addedAttendeeIds: [members.admin.id], removedAttendeeIds: [members.read.id] });
    await node.queue.runDue(new Date('2030-01-01T00:00:00Z'));

    const updated = await invitationTo(members.editor.email, /^Updated invitation: Budget review/);
    expect(updated.method).toBe('REQUEST');
    expect(updated.sequence).toBe(moved!.sequence);
    expect(updated.event.startDate.toJSDate().toISOString()).toBe('2030-05-06T13:00:00.000Z');
    const invited = await invitationTo(members.admin.email, /^Invitation: Budget review/);
    expect(invited.attendees).toContain(`mailto:${members.admin.email}`);
    const cancelled = await invitationTo(members.read.email, /^Cancelled: Budget review/);
    expect(cancelled.contentType).toBe('text/calendar; method=CANCEL; charset=UTF-8');
    expect(cancelled.method).toBe('CANCEL');
    expect(cancelled.attendees).toEqual([`mailto:${members.read.email}`]);
  });

  it('cancel the event for every attendee when it is deleted', async () => {
    const { organization, members } = await createOrganization(t.db, ['owner', 'editor'] as const);
    const event = await insertEvent(t.db, {
      organizationId: organization.id,
      organizerId: members.owner.id,
      title: 'Offsite',
      start: '2030-09-01T00:00:00Z',
      end: '2030-09-03T00:00:00Z',
      allDay: true,
      timeZone: 'UTC',
      attendees: [{ userId: members.editor.id }],
    });
    const node = calendarNode(t);
    onTestFinished(() => node.close());
    await t.db.delete(calendarEvents).where(eq(calendarEvents.id, event.id));
    await node.written({ eventId: event.id, organizationId: organization.id, kind: 'deleted', previous: event, removedAttendeeIds: [members.editor.id] });
    await node.queue.runDue(new Date('2030-01-01T00:00:00Z'));

    const cancelled = await invitationTo(members.editor.email, /^Cancelled: Offsite/);
    expect(cancelled.method).toBe('CANCEL');
    expect(cancelled.sequence).toBe(event.sequence + 1);
    expect(cancelled.event.startDate.isDate).toBe(true);
    expect(cancelled.mail.text).toContain('Sunday 1 September 2030 to Monday 2 September 2030 (all day)');
  });

  it('go out through the events API: an invitation on create, an update when the time moves, a cancellation on delete', async () => {
    const { members } = await createOrganization(t.db, ['owner', 'editor'] as const);
    const owner = await tokenFor(t.db, members.owner);
    const created = await callApi(t.app, 'POST', '/api/event', owner, {
      title: 'Roadmap review',
      start: '2030-10-07T09:00:00+02:00',
      end: '2030-10-07T10:00:00+02:00',
      timeZone: 'Europe/Berlin',
      attendeeIds: [members.editor.id],
      recurrence: { freqUnit: 'everyMonth', freqCount: 1, monthlyTab: 'dayMonth', scheduledMonthDay: { freq: 'First', day: 'Monday' } },
    });
    expect(created.statusCode, created.body).toBe(201);
    const eventId: string = created.json().data._id;
    await t.jobs.runDue(new Date('2030-01-01T00:00:00Z'));
    const invitation = await invitationTo(members.editor.email, /^Invitation: Roadmap review/);
    expect(invitation.mail.text).toContain('Repeat every month on First Monday starting from 7 October 2030');
    expect(invitation.event.isRecurring()).toBe(true);

    const moved = await callApi(t.app, 'PUT', `/api/event/${eventId}`, owner, { start: '2030-10-07T11:00:00+02:00', end: '2030-10-07T12:00:00+02:00' });
    expect(moved.statusCode, moved.body).toBe(200);
    await t.jobs.runDue(new Date('2030-01-01T00:00:00Z'));
    const updated = await invitationTo(members.editor.email, /^Updated invitation: Roadmap review/);
    expect(updated.sequence).toBeGreaterThan(invitation.sequence);

    expect((await callApi(t.app, 'DELETE', `/api/event/${eventId}`, owner)).statusCode).toBe(200);
    await t.jobs.runDue(new Date('2030-01-01T00:00:00Z'));
    const cancelled = await invitationTo(members.editor.email, /^Cancelled: Roadmap review/);
    expect(cancelled.method).toBe('CANCEL');
    expect(cancelled.sequence).toBeGreaterThan(updated.sequence);
  });

  it('tell the attendees of one occurrence moved or cancelled, with the series and that occurrence in the invite.ics; a new title alone is no news', async () => {
    const { members } = await createOrganization(t.db, ['owner', 'editor'] as const);
    const owner = await tokenFor(t.db, members.owner);
    const created = await callApi(t.app, 'POST', '/api/event', owner, {
      title: 'Stand-up',
      start: '2030-11-04T09:00:00+01:00',
      end: '2030-11-04T09:15:00+01:00',
      timeZone: 'Europe/Berlin',
      attendeeIds: [members.editor.id],
      recurrence: { freqUnit: 'everyWeek', freqCount: 1, scheduledDays: ['Monday'] },
    });
    expect(created.statusCode, created.body).toBe(201);
    const eventId: string = created.json().data._id;
    await t.jobs.runDue(new Date('2030-01-01T00:00:00Z'));
    const invitation = await invitationTo(members.editor.email, /^Invitation: Stand-up/);

    const moved = await callApi(t.app, 'PUT', `/api/event/${eventId}`, owner, {
      scope: 'this',
      occurrenceStart: '2030-11-11T08:00:00.000Z',
      start: '2030-11-11T10:00:00+01:00',
      end: '2030-11-11T10:15:00+01:00',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    await t.jobs.runDue(new Date('2030-01-01T00:00:00Z'));
    const updated = await invitationTo(members.editor.email, /^Updated invitation: Stand-up/);
    expect(updated.method).toBe('REQUEST');
    expect(updated.sequence).toBeGreaterThan(invitation.sequence);
    expect(updated.mail.text).toContain('Monday 11 November 2030, 10:00 to 10:15 (Europe/Berlin)');
    expect(updated.mail.text).not.toContain('Repeat every week');
    const override = new ICAL.Component(ICAL.parse(attachmentOf(updated.mail.raw, 'invite.ics').content) as unknown[])
      .getAllSubcomponents('vevent')
      .map((vevent) => new ICAL.Event(vevent))
      .find((event) => event.isRecurrenceException());
    expect(override?.recurrenceId.toJSDate().toISOString()).toBe('2030-11-11T08:00:00.000Z');
    expect(override?.startDate.toJSDate().toISOString()).toBe('2030-11-11T09:00:00.000Z');

    const mailsBefore = t.mail.received.filter((mail) => mail.to.includes(members.editor.email)).length;
    const renamed = await callApi(t.app, 'PUT', `/api/event/${eventId}`, owner, { scope: 'this', occurrenceStart: '2030-11-18T08:00:00.000Z', title: 'Stand-up (short)' });
    expect(renamed.statusCode, renamed.body).toBe(200);

    const cancelled = await callApi(t.app, 'DELETE', `/api/event/${eventId}?scope=this&occurrenceStart=2030-11-25T08:00:00.000Z`, owner);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await t.jobs.runDue(new Date('2030-01-01T00:00:00Z'));
    const cancellation = await invitationTo(members.editor.email, /^Cancelled: Stand-up/);
    // The series stays: a REQUEST whose EXDATE removes that Monday alone.
    expect(cancellation.method).toBe('REQUEST');
    expect(cancellation.mail.text).toContain('Monday 25 November 2030, 09:00 to 09:15 (Europe/Berlin)');
    const exdates = cancellation.event.component.getAllProperties('exdate').map((property) => (property.getFirstValue() as ICAL.Time).toJSDate().toISOString());
    expect(exdates).toEqual(['2030-11-25T08:00:00.000Z']);
    // The rename sent nothing: only the cancellation came after the move.
    expect(t.mail.received.filter((mail) => mail.to.includes(members.editor.email)).length).toBe(mailsBefore + 1);
  });
});
