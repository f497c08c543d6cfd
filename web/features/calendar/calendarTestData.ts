import type { EventWindowAnswer, WindowEvent } from '../../../domain/calendar/events';
import type { CalendarWork, EventOccurrence } from './api';

/** People of the test organisation; ids match userWithRole() in web/test/renderApp. */
export const ADA = { _id: 'user-owner', name: 'Ada Lovelace', avatar: null };

/** A day of the current month, so the month on screen when a test starts shows it ('YYYY-MM-DD'). */
export function dayThisMonth(day: number): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), day)).toISOString().slice(0, 10);
}

export function occurrence(overrides: Partial<EventOccurrence> = {}): EventOccurrence {
  return {
    _id: '6f1c2b9e-0000-4000-8000-000000000001',
    originalStart: null,
    title: 'Design review',
    start: `${dayThisMonth(12)}T09:00:00.000Z`,
    end: `${dayThisMonth(12)}T10:00:00.000Z`,
    allDay: false,
    timeZone: 'UTC',
    location: '',
    meetingUrl: null,
    color: '#1098AD',
    projectId: null,
    visibility: 'attendees',
    isRecurring: false,
    isException: false,
    organizer: ADA,
    myResponse: null,
    canEdit: true,
    ...overrides,
  };
}

export function work(overrides: Partial<CalendarWork> = {}): CalendarWork {
  return {
    tasks: [
      { _id: 't1', key: 'WEB-7', title: 'Ship the pricing page', dueDate: dayThisMonth(14), projectId: 'p1', projectName: 'Website', status: 'In progress', statusColor: '#F59F00', isDone: false },
      { _id: 't2', key: 'WEB-3', title: 'Fix the footer', dueDate: dayThisMonth(15), projectId: 'p1', projectName: 'Website', status: 'Done', statusColor: '#37B24D', isDone: true },
    ],
    sprints: [{ _id: 's1', name: 'Sprint 4', projectId: 'p1', projectName: 'Website', startDate: dayThisMonth(16), endDate: dayThisMonth(20), status: 'active' }],
    ...overrides,
  };
}

/** GET /api/event's answer for these occurrences, each event's fields once with its occurrences (what occurrencesOf reads back). */
export function windowAnswer(occurrences: EventOccurrence[]): EventWindowAnswer {
  const events: WindowEvent[] = [];
  const byId = new Map<string, WindowEvent>();
  for (const { originalStart, start, end, isException, ...event } of occurrences) {
    let windowEvent = byId.get(event._id);
    if (!windowEvent) {
      windowEvent = { ...event, occurrences: [] };
      byId.set(event._id, windowEvent);
      events.push(windowEvent);
    }
    windowEvent.occurrences.push({ start, end, ...(originalStart !== null && originalStart !== start ? { originalStart } : {}), ...(isException ? { exception: {} } : {}) });
  }
  return { events };
}
