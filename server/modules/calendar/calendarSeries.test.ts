import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarEventExceptions, calendarEvents } from '../../platform/db/schema';
import { createTestApp, type TestApp } from '../../test/testApp';
import { calendarWorkspace, shown, WEEKDAYS_AT_NINE, type CalendarWorkspace } from './test/calendarKit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

/** The week of Monday 4 May 2026 (and the Monday after), in UTC. */
const WEEK = ['2026-05-04T00:00:00Z', '2026-05-12T00:00:00Z'] as const;
const at = (day: string, time = '07:00') => `Standup@2026-05-${day}T${time}:00.000Z`;
const MONDAY = '2026-05-04T07:00:00.000Z';
const WEDNESDAY = '2026-05-06T07:00:00.000Z';
const FRIDAY = '2026-05-08T07:00:00.000Z';

async function standup(w: CalendarWorkspace) {
  return w.addEvent(w.tokens.editor, { ...WEEKDAYS_AT_NINE, attendeeIds: [w.members.read.id] });
}

describe('a recurring event', () => {
  it('lists its occurrences in the window: every weekday, weekends skipped', async () => {
    const w = await calendarWorkspace(t);
    const event = await standup(w);
    expect(event).toMatchObject({ isRecurring: true, recurrence: { freqUnit: 'everyDay', freqCount: 1, skipWeekends: true, endType: 'never' } });
    const week = await w.list(w.tokens.read, ...WEEK);
    expect(shown(week)).toEqual([at('04'), at('05'), at('06'), at('07'), at('08'), at('11')]);
    expect(week[2]).toMatchObject({ _id: event._id, originalStart: WEDNESDAY, isRecurring: true, isException: false, myResponse: 'pending' });
    const [row] = await t.db.select({ rrule: calendarEvents.rrule, seriesEndAt: calendarEvents.seriesEndAt }).from(calendarEvents).where(eq(calendarEvents.id, event._id));
    expect(row!.rrule).toContain('FREQ=DAILY');
    expect(row!.seriesEndAt).toBeNull();
  });

  it('keeps 09:00 local across the daylight-saving change (weekly, Europe/Berlin)', async () => {
    const w = await calendarWorkspace(t);
    await w.addEvent(w.tokens.editor, { title: 'Weekly', start: '2026-03-16T09:00:00+01:00', end: '2026-03-16T10:00:00+01:00', timeZone: 'Europe/Berlin', recurrence: { freqUnit: 'everyWeek', freqCount: 1, scheduledDays: ['Monday'] } });
    const starts = (await w.list(w.tokens.editor, '2026-03-15T00:00:00Z', '2026-04-07T00:00:00Z')).map((occurrence) => occurrence.start);
    // Clocks go forward on 29 March: 08:00Z before, 07:00Z after, 09:00 in Berlin throughout.
    expect(starts).toEqual(['2026-03-16T08:00:00.000Z', '2026-03-23T08:00:00.000Z', '2026-03-30T07:00:00.000Z', '2026-04-06T07:00:00.000Z']);
  });

  it('opens one occurrence by its original start, and 404 for a time that is none', async () => {
    const w = await calendarWorkspace(t);
    const event = await standup(w);
    const one = await w.call('GET', `/event/${event._id}?occurrenceStart=${WEDNESDAY}`, w.tokens.read);
    expect(one.json().data).toMatchObject({ originalStart: WEDNESDAY, start: WEDNESDAY, end: '2026-05-06T07:15:00.000Z', seriesStart: MONDAY });
    const saturday = await w.call('GET', `/event/${event._id}?occurrenceStart=2026-05-09T07:00:00.000Z`, w.tokens.read);
    expect(saturday.statusCode).toBe(404);
  });
});

describe('long occurrences', () => {
  it('finds an occurrence by its original start even when many earlier ones still run', async () => {
    const w = await calendarWorkspace(t);
    const event = await w.addEvent(w.tokens.editor, { title: 'Long', allDay: true, start: '2026-01-01', end: '2026-03-02', timeZone: 'UTC', recurrence: { freqUnit: 'everyDay', freqCount: 1 } });
    const res = await w.call('GET', `/event/${event._id}?occurrenceStart=2026-04-01`, w.tokens.editor);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ start: '2026-04-01', end: '2026-05-31', originalStart: '2026-04-01T00:00:00.000Z' });
  });
});

describe("changing one occurrence ('this')", () => {
  it('stores an exception: that occurrence alone moves and changes, and can move into another window', async () => {
    const w = await calendarWorkspace(t);
    const event = await standup(w);
    const res = await w.call('PUT', `/event/${event._id}`, w.tokens.editor, { scope: 'this', occurrenceStart: WEDNESDAY, title: 'Long standup', start: '2026-05-06T11:00:00+02:00', end: '2026-05-06T12:00:00+02:00' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ title: 'Long standup', originalStart: WEDNESDAY, start: '2026-05-06T09:00:00.000Z', isException: true });
    const week = await w.list(w.tokens.read, ...WEEK);
    expect(week.map((o) => `${o.title}@${o.start}`)).toEqual([at('04'), at('05'), 'Long standup@2026-05-06T09:00:00.000Z', at('07'), at('08'), at('11')]);
    expect(week.filter((o) => o.isException).map((o) => o.originalStart)).toEqual([WEDNESDAY]);

    // Friday's occurrence moved to the next Tuesday evening shows in that week only.
    await w.call('PUT', `/event/${event._id}`, w.tokens.editor, { scope: 'this', occurrenceStart: FRIDAY, start: '2026-05-12T18:00:00Z', end: '2026-05-12T18:15:00Z' });
    expect(shown(await w.list(w.tokens.read, '2026-05-08T00:00:00Z', '2026-05-09T00:00:00Z'))).toEqual([]);
    expect(shown(await w.list(w.tokens.read, '2026-05-12T12:00:00Z', '2026-05-13T00:00:00Z'))).toEqual([at('12', '18:00')]);
    const rows = await t.db.select().from(calendarEventExceptions).where(eq(calendarEventExceptions.eventId, event._id));
    expect(rows).toHaveLength(2);
  });

  it('refuses a change of recurrence or attendees for one occurrence, naming the field', async () => {
    const w = await calendarWorkspace(t);
    const event = await standup(w);
    const recurrence = await w.call('PUT', `/event/${event._id}`, w.tokens.editor, { scope: 'this', occurrenceStart: WEDNESDAY, recurrence: { freqUnit: 'everyWeek', freqCount: 1 } });
    expect(recurrence.statusCode).toBe(400);
    expect(recurrence.json().message).toMatch(/^recurrence: /);
    const attendees = await w.call('PUT', `/event/${event._id}`, w.tokens.editor, { scope: 'this', occurrenceStart: WEDNESDAY, attendeeIds: [] });
    expect(attendees.statusCode).toBe(400);
    expect(attendees.json().message).toMatch(/^attendeeIds: /);
    // The same values sent back (a whole form) are fine.
    const same = await w.call('PUT', `/event/${event._id}`, w.tokens.editor, { scope: 'this', occurrenceStart: WEDNESDAY, recurrence: event.recurrence, attendeeIds: [w.members.read.id], title: 'Same form' });
    expect(same.statusCode, same.body).toBe(200);
    const missing = await w.call('PUT', `/event/${event._id}`, w.tokens.editor, { scope: 'this', title: 'x' });
    expect(missing.json().message).toBe("occurrenceStart: occurrenceStart is required for scope 'this'");
  });

  it('deletes one occurrence as a cancelled exception', async () => {
    const w = await calendarWorkspace(t);
    const event = await standup(w);
    const res = await w.call('DELETE', `/event/${event._id}?scope=this&occurrenceStart=${encodeURIComponent(WEDNESDAY)}`, w.tokens.editor);
    expect(res.statusCode, res.body).toBe(200);
    expect(shown(await w.list(w.tokens.read, ...WEEK))).toEqual([at('04'), at('05'), at('07'), at('08'), at('11')]);
    expect((await w.call('GET', `/event/${event._id}?occurrenceStart=${WEDNESDAY}`, w.tokens.read)).statusCode).toBe(404);
  });
});

describe("changing this and following occurrences ('following')", () => {
  it('ends the series before the occurrence and starts a new one there, with no duplicate at the split', async () => {
    const w = await calendarWorkspace(t);
    const event = await standup(w);
    await w.call('POST', `/event/${event._id}/rsvp`, w.tokens.read, { response: 'yes' });
    // Friday changed on its own first: the change moves to the new series.
    await w.call('PUT', `/event/${event._id}`, w.tokens.editor, { scope: 'this', occurrenceStart: FRIDAY, title: 'Friday demo' });
    const res = await w.call('PUT', `/event/${event._id}`, w.tokens.editor, { scope: 'following', occurrenceStart: WEDNESDAY, start: '2026-05-06T10:00:00+02:00', end: '2026-05-06T10:15:00+02:00' });
    expect(res.statusCode, res.body).toBe(200);
    const created = res.json().data;
    expect(created._id).not.toBe(event._id);
    expect(created).toMatchObject({ start: '2026-05-06T08:00:00.000Z', organizer: { _id: w.members.editor.id }, attendees: [{ _id: w.members.read.id, response: 'yes' }] });
    const week = await w.list(w.tokens.read, ...WEEK);
    expect(shown(week)).toEqual([at('04'), at('05'), at('06', '08:00'), at('07', '08:00'), 'Friday demo@2026-05-08T08:00:00.000Z', at('11', '08:00')]);
    expect(week.map((o) => o._id)).toEqual([event._id, event._id, created._id, created._id, created._id, created._id]);
    const [old] = await t.db.select().from(calendarEvents).where(eq(calendarEvents.id, event._id));
    expect(old!.recurrence).toMatchObject({ endType: 'onDate', endDate: '2026-05-05' });
    expect(old!.seriesEndAt?.toISOString()).toBe('2026-05-05T07:15:00.000Z');
    expect(old!.sequence).toBe(2);
    // The attendee hears the new time, from that occurrence on.
    const notices = (await w.call('GET', '/notification', w.tokens.read)).json().data as { type: string; metadata: { eventId?: string; occurrenceStart?: string } }[];
    expect(notices.filter((n) => n.type === 'eventUpdated').map((n) => n.metadata)).toEqual([{ eventId: created._id, occurrenceStart: WEDNESDAY }]);
  });

  it("is 'all' at the first occurrence, moving the whole series and its exceptions", async () => {
    const w = await calendarWorkspace(t);
    const event = await standup(w);
    await w.call('PUT', `/event/${event._id}`, w.tokens.editor, { scope: 'this', occurrenceStart: FRIDAY, title: 'Friday demo' });
    const res = await w.call('PUT', `/event/${event._id}`, w.tokens.editor, { scope: 'following', occurrenceStart: MONDAY, start: '2026-05-04T10:00:00+02:00', end: '2026-05-04T10:15:00+02:00' });
    expect(res.json().data).toMatchObject({ _id: event._id, start: '2026-05-04T08:00:00.000Z' });
    expect(shown(await w.list(w.tokens.read, ...WEEK))).toEqual([at('04', '08:00'), at('05', '08:00'), at('06', '08:00'), at('07', '08:00'), 'Friday demo@2026-05-08T08:00:00.000Z', at('11', '08:00')]);
  });

  it('deletes this and following: the series ends before it, or goes when it is the first', async () => {
    const w = await calendarWorkspace(t);
    const event = await standup(w);
    const res = await w.call('DELETE', `/event/${event._id}?scope=following&occurrenceStart=${encodeURIComponent(WEDNESDAY)}`, w.tokens.editor);
    expect(res.statusCode, res.body).toBe(200);
    expect(shown(await w.list(w.tokens.read, ...WEEK))).toEqual([at('04'), at('05')]);
    await w.call('DELETE', `/event/${event._id}?scope=following&occurrenceStart=${encodeURIComponent(MONDAY)}`, w.tokens.editor);
    expect(await t.db.$count(calendarEvents, eq(calendarEvents.id, event._id))).toBe(0);
  });

  it("carries an 'after N times' end over: together the two series still have N occurrences", async () => {
    const w = await calendarWorkspace(t);
    const event = await w.addEvent(w.tokens.editor, { ...WEEKDAYS_AT_NINE, recurrence: { ...WEEKDAYS_AT_NINE.recurrence, endType: 'afterCount', endCount: 5 } });
    await w.call('PUT', `/event/${event._id}`, w.tokens.editor, { scope: 'following', occurrenceStart: WEDNESDAY, title: 'Renamed' });
    expect((await w.list(w.tokens.editor, ...WEEK)).map((o) => o.title)).toEqual(['Standup', 'Standup', 'Renamed', 'Renamed', 'Renamed']);
  });
});

describe("changing all occurrences ('all')", () => {
  it('moves the series by as much as the dragged occurrence moved, and a new rule drops exceptions that are no occurrences', async () => {
    const w = await calendarWorkspace(t);
    const event = await standup(w);
    await w.call('PUT', `/event/${event._id}`, w.tokens.editor, { scope: 'this', occurrenceStart: FRIDAY, title: 'Friday demo' });
    await w.call('PUT', `/event/${event._id}`, w.tokens.editor, { scope: 'this', occurrenceStart: '2026-05-11T07:00:00.000Z', title: 'Monday demo' });
    const res = await w.call('PUT', `/event/${event._id}`, w.tokens.editor, { scope: 'all', occurrenceStart: WEDNESDAY, start: '2026-05-06T09:30:00+02:00', end: '2026-05-06T09:45:00+02:00' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ start: '2026-05-04T07:30:00.000Z', seriesStart: '2026-05-04T07:30:00.000Z' });
    expect(shown(await w.list(w.tokens.read, ...WEEK))).toEqual([at('04', '07:30'), at('05', '07:30'), at('06', '07:30'), at('07', '07:30'), 'Friday demo@2026-05-08T07:30:00.000Z', 'Monday demo@2026-05-11T07:30:00.000Z']);

    const weekly = await w.call('PUT', `/event/${event._id}`, w.tokens.editor, { recurrence: { freqUnit: 'everyWeek', freqCount: 1, scheduledDays: ['Monday'] } });
    expect(weekly.statusCode, weekly.body).toBe(200);
    expect(shown(await w.list(w.tokens.read, ...WEEK))).toEqual([at('04', '07:30'), 'Monday demo@2026-05-11T07:30:00.000Z']);
    expect(await t.db.$count(calendarEventExceptions, eq(calendarEventExceptions.eventId, event._id))).toBe(1);

    await w.call('DELETE', `/event/${event._id}?scope=all&occurrenceStart=${encodeURIComponent('2026-05-11T07:30:00.000Z')}`, w.tokens.editor);
    expect(await w.list(w.tokens.read, ...WEEK)).toEqual([]);
  });
});
