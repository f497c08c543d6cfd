import type { EventInput } from '@fullcalendar/core';
import { contrastText } from '../../../domain/color/color';
import type { CalendarWork, EventOccurrence } from './api';

type WorkTask = CalendarWork['tasks'][number];
type WorkSprint = CalendarWork['sprints'][number];

/** What a drawn item is, for clicks, drags and its label. */
export type CalendarItem =
  | { kind: 'event'; occurrence: EventOccurrence }
  | { kind: 'task'; task: WorkTask }
  | { kind: 'sprint'; sprint: WorkSprint }
  | { kind: 'more'; day: string; count: number };

const TASK_FALLBACK_COLOR = '#868E96';

/** An occurrence's key: a series' occurrences share the event's id. */
export function occurrenceKey(occurrence: Pick<EventOccurrence, '_id' | 'originalStart'>): string {
  return `${occurrence._id}|${occurrence.originalStart ?? ''}`;
}

/** A day ('YYYY-MM-DD') as is, or the day an instant falls on in the time zone. */
export function dayIn(value: string, timeZone: string): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  return dayFormatIn(timeZone).format(new Date(value));
}

// Making a formatter costs far more than using one, and a month's items ask thousands of times.
const dayFormats = new Map<string, Intl.DateTimeFormat>();
function dayFormatIn(timeZone: string): Intl.DateTimeFormat {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, format);
  }
  return format;
}

function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** Several months' answers overlap (an event across a month's end is in both): each item once. */
function uniqueBy<T>(items: T[], key: (item: T) => string): T[] {
  const seen = new Map<string, T>();
  for (const item of items) if (!seen.has(key(item))) seen.set(key(item), item);
  return [...seen.values()];
}

export function eventItems(occurrences: EventOccurrence[]): EventInput[] {
  // A month holds thousands of occurrences in a dozen colours: each colour's text colour is worked out once.
  const textColors = new Map<string, string>();
  const textOn = (color: string) => {
    let text = textColors.get(color);
    if (!text) textColors.set(color, (text = contrastText(color)));
    return text;
  };
  return uniqueBy(occurrences, occurrenceKey).map((occurrence) => {
    // A declined event is drawn outlined in its colour, in the page's text colour, struck through.
    const declined = occurrence.myResponse === 'no';
    return {
      id: occurrenceKey(occurrence),
      title: occurrence.title,
      start: occurrence.start,
      end: occurrence.end,
      allDay: occurrence.allDay,
      backgroundColor: declined ? 'transparent' : occurrence.color,
      borderColor: occurrence.color,
      textColor: declined ? 'inherit' : textOn(occurrence.color),
      // Only what the caller may change can be dragged or resized.
      editable: occurrence.canEdit,
      classNames: declined ? ['calendar-declined'] : [],
      extendedProps: { item: { kind: 'event', occurrence } satisfies CalendarItem },
    };
  });
}

/** Tasks due as all-day items (key and status colour; done ones struck through), sprints as all-day bars from start to end. */
export function workItems(work: CalendarWork[], layers: { tasks: boolean; sprints: boolean }, timeZone: string): EventInput[] {
  const tasks = layers.tasks ? uniqueBy(work.flatMap((answer) => answer.tasks), (task) => task._id) : [];
  const sprints = layers.sprints ? uniqueBy(work.flatMap((answer) => answer.sprints), (sprint) => sprint._id) : [];
  return [
    ...sprints.map((sprint) => {
      const start = dayIn(sprint.startDate, timeZone);
      return {
        id: `sprint|${sprint._id}`,
        title: `${sprint.name} · ${sprint.projectName}`,
        start,
        // The bar ends with the sprint's last day (an all-day end is exclusive).
        end: nextDay(dayIn(sprint.endDate, timeZone)),
        allDay: true,
        editable: false,
        classNames: ['calendar-sprint'],
        extendedProps: { item: { kind: 'sprint', sprint } satisfies CalendarItem },
      };
    }),
    ...tasks.map((task) => {
      const color = task.statusColor ?? TASK_FALLBACK_COLOR;
      return {
        id: `task|${task._id}`,
        title: `${task.key} ${task.title}`,
        start: dayIn(task.dueDate, timeZone),
        allDay: true,
        editable: false,
        backgroundColor: color,
        borderColor: color,
        textColor: contrastText(color),
        classNames: ['calendar-task', ...(task.isDone ? ['calendar-task-done'] : [])],
        extendedProps: { item: { kind: 'task', task } satisfies CalendarItem },
      };
    }),
  ];
}

/** How many items a month's day cell gets before the rest become one '+N more' item. */
export const MONTH_DAY_ITEMS = 4;

/** The last day an item covers in the zone: an all-day end is the day after the last, a timed end is exclusive. */
function lastDayOf(item: EventInput, timeZone: string): string {
  const start = String(item.start);
  if (!item.end) return dayIn(start, timeZone);
  const end = String(item.end);
  if (item.allDay) {
    const date = new Date(`${end.slice(0, 10)}T00:00:00Z`);
    date.setUTCDate(date.getUTCDate() - 1);
    return date.toISOString().slice(0, 10);
  }
  return dayIn(new Date(Date.parse(end) - 1).toISOString(), timeZone);
}

/**
 * The month grid shows a few items a day, so it is given only those and one '+N more' item per
 * crowded day: FullCalendar builds every item it is given into the page, even those its own
 * '+N' link hides, and a busy organisation's month holds thousands of occurrences (issue 17's
 * month switch under 200 ms). Items spanning several days are all kept: they are few, and a bar
 * must not break. The rest of a day is kept in FullCalendar's own order: all-day first, then by start.
 */
export function capMonthDays(items: EventInput[], timeZone: string, perDay = MONTH_DAY_ITEMS): EventInput[] {
  const kept: EventInput[] = [];
  const byDay = new Map<string, EventInput[]>();
  for (const item of items) {
    const day = dayIn(String(item.start), timeZone);
    if (lastDayOf(item, timeZone) > day) {
      kept.push(item);
      continue;
    }
    const list = byDay.get(day);
    if (list) list.push(item);
    else byDay.set(day, [item]);
  }
  for (const [day, list] of byDay) {
    if (list.length <= perDay + 1) {
      kept.push(...list);
      continue;
    }
    list.sort((a, b) => Number(Boolean(b.allDay)) - Number(Boolean(a.allDay)) || Date.parse(String(a.start)) - Date.parse(String(b.start)));
    kept.push(...list.slice(0, perDay));
    const count = list.length - perDay;
    kept.push({
      id: `more|${day}`,
      title: `+${count} more`,
      start: day,
      allDay: true,
      editable: false,
      // Last in its day (CalendarView orders by isMore first).
      isMore: 1,
      classNames: ['calendar-more'],
      extendedProps: { item: { kind: 'more', day, count } satisfies CalendarItem },
    });
  }
  return kept;
}
