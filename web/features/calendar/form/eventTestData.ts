import type { EventDetail } from '../../../../domain/calendar/events';
import type { UserData } from '../../../../domain/users/types';

/** Test data for the calendar's dialog and details: people (with real ids: attendeeIds must be ids), and events as GET /api/event/:id answers them. */
export const EVENT_ID = '3f1c2a9e-4b7d-4e2a-9c1f-2d3b4a5c6d7e';
export const ORGANIZER: UserData = {
  _id: '0b8f3c1e-6a2d-4f1b-8e3a-1c2d3e4f5a61',
  name: 'Ada Lovelace',
  email: 'owner@demo.test',
  role: 'owner',
  organizationId: 'org-1',
  organizationName: 'Demo Inc',
  avatar: null,
  timeZone: 'Europe/Berlin',
};
export const ATTENDEE: UserData = { ...ORGANIZER, _id: '0b8f3c1e-6a2d-4f1b-8e3a-1c2d3e4f5a62', name: 'Grace Hopper', email: 'editor@demo.test', role: 'editor' };
export const READER: UserData = { ...ORGANIZER, _id: '0b8f3c1e-6a2d-4f1b-8e3a-1c2d3e4f5a63', name: 'Riley Reader', email: 'read@demo.test', role: 'read' };
export const EMPLOYEES = [ORGANIZER, ATTENDEE, READER].map(({ _id, name, email, role }) => ({ _id, name, email, role }));

export function eventDetail(overrides: Partial<EventDetail> = {}): EventDetail {
  return {
    _id: EVENT_ID,
    originalStart: null,
    title: 'Team sync',
    start: '2026-05-04T07:00:00.000Z',
    end: '2026-05-04T08:00:00.000Z',
    allDay: false,
    timeZone: 'Europe/Berlin',
    location: 'Room 4',
    meetingUrl: null,
    color: '#1098AD',
    projectId: null,
    visibility: 'attendees',
    isRecurring: false,
    isException: false,
    organizer: { _id: ORGANIZER._id, name: ORGANIZER.name, avatar: null },
    myResponse: null,
    canEdit: true,
    description: '',
    project: null,
    attendees: [{ _id: ATTENDEE._id, name: ATTENDEE.name, avatar: null, response: 'pending' }],
    recurrence: null,
    reminders: [],
    seriesStart: '2026-05-04T07:00:00.000Z',
    createdAt: '2026-04-01T10:00:00.000Z',
    updatedAt: '2026-04-01T10:00:00.000Z',
    ...overrides,
  };
}

/** A weekly series on Mondays and Wednesdays from Monday 4 May 2026, opened at its occurrence of Wednesday 6 May. */
export function weeklyOccurrence(overrides: Partial<EventDetail> = {}): EventDetail {
  return eventDetail({
    originalStart: '2026-05-06T07:00:00.000Z',
    start: '2026-05-06T07:00:00.000Z',
    end: '2026-05-06T08:00:00.000Z',
    isRecurring: true,
    recurrence: {
      freqUnit: 'everyWeek',
      freqCount: 1,
      skipDays: [],
      skipWeekends: false,
      scheduledDays: ['Monday', 'Wednesday'],
      monthlyTab: 'fixDate',
      scheduledMonthDates: [],
      scheduledMonthDay: null,
      yearlyScheduledDate: null,
      endType: 'never',
      endDate: null,
      endCount: null,
    },
    ...overrides,
  });
}
