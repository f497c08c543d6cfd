import { describe, expect, it } from 'vitest';
import { formFieldOf } from './eventFormErrors';
import { changedFields, changesWholeSeries, endAfterStartMoved, newEventValues, toEventBody } from './eventFormValues';
import { instantOf, wallTimeOf } from './wallTime';

describe('the form’s wall times', () => {
  it('reads and writes times on the event’s clock, whatever zone the browser is in, across a DST change', () => {
    expect(wallTimeOf('2026-03-27T08:00:00Z', 'Europe/Berlin')).toEqual({ date: '2026-03-27', time: '09:00' });
    expect(instantOf({ date: '2026-03-30', time: '09:00' }, 'Europe/Berlin')).toBe('2026-03-30T09:00:00+02:00');
    expect(instantOf({ date: '2026-11-02', time: '09:00' }, 'America/New_York')).toBe('2026-11-02T09:00:00-05:00');
  });

  it('hands an unreadable time back as typed, for the schema to refuse', () => {
    expect(instantOf({ date: '2026-05-04', time: '' }, 'Europe/Berlin')).toBe('2026-05-04T');
  });

  it('keeps the length when the start moves, past midnight too', () => {
    const before = { startDate: '2026-05-04', startTime: '22:00', endDate: '2026-05-04', endTime: '23:30' };
    expect(endAfterStartMoved(before, { startDate: '2026-05-04', startTime: '23:00' })).toEqual({ endDate: '2026-05-05', endTime: '00:30' });
    expect(endAfterStartMoved(before, { startDate: '2026-05-10', startTime: '22:00' })).toEqual({ endDate: '2026-05-10', endTime: '23:30' });
  });
});

describe('what the form sends', () => {
  const values = newEventValues({ start: '2026-05-04T07:00:00Z', end: '2026-05-04T08:00:00Z', allDay: false }, 'Europe/Berlin');

  it('an edit sends only what changed, and the times always together', () => {
    expect(changedFields(values, { ...values, title: 'Retro' })).toEqual({ title: 'Retro' });
    expect(changedFields(values, { ...values, endTime: '11:00' })).toEqual({ start: '2026-05-04T09:00:00+02:00', end: '2026-05-04T11:00:00+02:00', allDay: false, timeZone: 'Europe/Berlin' });
    // The same wall time in another zone is another instant.
    expect(changedFields(values, { ...values, timeZone: 'America/New_York' })).toMatchObject({ start: '2026-05-04T09:00:00-04:00', timeZone: 'America/New_York' });
  });

  it('tells a change to one occurrence from a change to the whole series', () => {
    const invited = { ...values, attendeeIds: ['a', 'b'] };
    expect(changesWholeSeries(invited, { ...invited, title: 'Retro', startTime: '10:00', endTime: '11:00', location: 'Room 2' })).toBe(false);
    expect(changesWholeSeries(invited, { ...invited, attendeeIds: ['b', 'a'] })).toBe(false);
    expect(changesWholeSeries(invited, { ...invited, attendeeIds: ['a'] })).toBe(true);
    expect(changesWholeSeries(invited, { ...invited, reminders: [{ type: 'sameDay' }] })).toBe(true);
    expect(changesWholeSeries(invited, { ...invited, visibility: 'organization' })).toBe(true);
  });

  it('empty text is null for the meeting link and the project', () => {
    expect(toEventBody(values)).toMatchObject({ meetingUrl: null, projectId: null });
  });
});

describe('where a message is shown', () => {
  const values = { allDay: false, startDate: '2026-05-04', endDate: '2026-05-04' };
  it('maps the API’s field paths to the form’s fields', () => {
    expect(formFieldOf('title', values)).toBe('title');
    expect(formFieldOf('start', values)).toBe('startDate');
    expect(formFieldOf('allDay', values)).toBe('startDate');
    expect(formFieldOf('end', values)).toBe('endTime');
    expect(formFieldOf('end', { ...values, allDay: true })).toBe('endDate');
    expect(formFieldOf('attendeeIds.3', values)).toBe('attendeeIds');
    expect(formFieldOf('reminders.1.amount', values)).toBe('reminders.1');
    expect(formFieldOf('recurrence.yearlyScheduledDate.day', values)).toBe('recurrence.yearlyScheduledDate');
    expect(formFieldOf('recurrence.scheduledMonthDates.0', values)).toBe('recurrence.scheduledMonthDates');
    expect(formFieldOf('occurrenceStart', values)).toBeNull();
  });
});
