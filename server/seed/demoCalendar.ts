import { DateTime } from 'luxon';
import { PALETTE_COLORS } from '../../domain/color/color';
import { recurrenceWithDefaults } from '../../domain/calendar/recurrence';
import type { DbOrTx } from '../platform/db/database';
import { insertEvent, scheduleReminders, type EventFields } from '../modules/calendar';

/** The demo's zone: its people meet in Berlin. */
const ZONE = 'Europe/Berlin';

const base: Omit<EventFields, 'title' | 'start' | 'end'> = {
  description: '',
  allDay: false,
  timeZone: ZONE,
  location: '',
  meetingUrl: null,
  color: PALETTE_COLORS[0],
  projectId: null,
  attendeeIds: [],
  visibility: 'organization',
  recurrence: null,
  reminders: [],
};

const recurrence = recurrenceWithDefaults;

const iso = (time: DateTime) => time.toISO()!;

/**
 * A few events around today, so /calendar opens populated: the daily standup on weekdays, the
 * monthly review on the last Friday, an all-day offsite next month, and the project's sprint
 * planning every other Monday (the review and the planning with reminders, queued). `peopleIds` in the demo's order (owner, admin, maintainer, editor, reader).
 */
export async function seedDemoCalendar(tx: DbOrTx, organizationId: string, peopleIds: string[], projectId: string, now = new Date()): Promise<void> {
  const [owner, admin, maintainer, editor, reader] = peopleIds as [string, string, string, string, string];
  const monday = DateTime.fromJSDate(now, { zone: ZONE }).startOf('week');
  const everyone = [owner, admin, maintainer, editor, reader];
  const add = async (organizerId: string, fields: Partial<EventFields> & Pick<EventFields, 'title' | 'start' | 'end'>) => {
    const row = await insertEvent(tx, { organizationId, organizerId, fields: { ...base, ...fields, attendeeIds: (fields.attendeeIds ?? []).filter((id) => id !== organizerId) } });
    // Queued as a write through the API queues them, so the demo's reminders do fire.
    if (row.reminders.length > 0) await scheduleReminders(tx, row.id, now);
  };

  const standup = monday.set({ hour: 9, minute: 30 });
  await add(maintainer, {
    title: 'Daily standup',
    description: '<p>What we did, what we do next, what is in the way.</p>',
    start: iso(standup),
    end: iso(standup.plus({ minutes: 15 })),
    meetingUrl: 'https://meet.example.com/acme-standup',
    color: PALETTE_COLORS[1],
    attendeeIds: everyone,
    recurrence: recurrence({ freqUnit: 'everyDay', skipWeekends: true }),
  });

  // From last month's last Friday, so this month's is on the calendar whether it is past or ahead.
  let review = monday.startOf('month').minus({ days: 1 });
  while (review.weekday !== 5) review = review.minus({ days: 1 });
  review = review.set({ hour: 14 });
  await add(owner, {
    title: 'Monthly review',
    start: iso(review),
    end: iso(review.plus({ hours: 1 })),
    location: 'Board room',
    color: PALETTE_COLORS[2],
    reminders: [{ type: 'custom', amount: 1, unit: 'hours' }, { type: 'sameDay' }],
    attendeeIds: [admin, maintainer],
    recurrence: recurrence({ freqUnit: 'everyMonth', monthlyTab: 'dayMonth', scheduledMonthDay: { freq: 'Last', day: 'Friday' } }),
  });

  const offsite = monday.plus({ weeks: 2, days: 3 });
  await add(admin, {
    title: 'Team offsite',
    allDay: true,
    start: offsite.toISODate()!,
    end: offsite.plus({ days: 2 }).toISODate()!,
    location: 'Lake house',
    color: PALETTE_COLORS[3],
    attendeeIds: everyone,
  });

  const planning = monday.set({ hour: 10 });
  await add(maintainer, {
    title: 'Sprint planning',
    start: iso(planning),
    end: iso(planning.plus({ hours: 1 })),
    color: PALETTE_COLORS[4],
    reminders: [{ type: 'custom', amount: 15, unit: 'minutes' }],
    projectId,
    attendeeIds: [editor, reader],
    recurrence: recurrence({ freqUnit: 'everyWeek', freqCount: 2, scheduledDays: ['Monday'] }),
  });
}
