import type { EventInput } from '@fullcalendar/core';
import { contrastText } from '../../../domain/color/color';
import type { CalendarWork, EventOccurrence } from './api';

type WorkTask = CalendarWork['tasks'][number];
type WorkSprint = CalendarWork['sprints'][number];

/** What a drawn item is, for clicks, drags and its label. */
export type CalendarItem = { kind: 'event'; occurrence: EventOccurrence } | { kind: 'task'; task: WorkTask } | { kind: 'sprint'; sprint: WorkSprint };

const TASK_FALLBACK_COLOR = '#868E96';

/** An occurrence's key: a series' occurrences share the event's id. */
export function occurrenceKey(occurrence: Pick<EventOccurrence, '_id' | 'originalStart'>): string {
  return `${occurrence._id}|${occurrence.originalStart ?? ''}`;
}

/** A day ('YYYY-MM-DD') as is, or the day an instant falls on in the time zone. */
export function dayIn(value: string, timeZone: string): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(value));
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
      textColor: declined ? 'inherit' : contrastText(occurrence.color),
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
