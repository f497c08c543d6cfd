import { addDays } from '../form/wallTime';

/** What EventDetails says about when: an occurrence's times, all day or not, and its zone. */
interface Timing {
  start: string;
  end: string;
  allDay: boolean;
  timeZone: string;
}

const dayFormat = (timeZone: string) => new Intl.DateTimeFormat(undefined, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone });
const timeFormat = (timeZone: string) => new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit', timeZone });

/** 'Monday, 4 May 2026' or 'Monday, 4 May 2026 – Wednesday, 6 May 2026' (the API's end day is the day after the last). */
function allDayLine(start: string, end: string): string {
  const format = dayFormat('UTC');
  const lastDay = addDays(end, -1);
  const first = format.format(new Date(`${start}T00:00:00Z`));
  return lastDay <= start ? first : `${first} – ${format.format(new Date(`${lastDay}T00:00:00Z`))}`;
}

/** 'Monday, 4 May 2026, 09:00 – 10:00' in a zone; an end on another day names that day too. */
function timedLine(start: string, end: string, timeZone: string): string {
  const days = dayFormat(timeZone);
  const times = timeFormat(timeZone);
  const [startDay, endDay] = [days.format(new Date(start)), days.format(new Date(end))];
  const endText = startDay === endDay ? times.format(new Date(end)) : `${endDay}, ${times.format(new Date(end))}`;
  return `${startDay}, ${times.format(new Date(start))} – ${endText}`;
}

/**
 * The date and time line in the viewer's zone, and a second one in the event's own zone when it
 * differs (a meeting set in New York, read in Berlin). All-day events are days, the same everywhere.
 */
export function whenLines(timing: Timing, viewerTimeZone: string): { viewer: string; eventZone: string | null } {
  if (timing.allDay) return { viewer: allDayLine(timing.start, timing.end), eventZone: null };
  const viewer = timedLine(timing.start, timing.end, viewerTimeZone);
  if (timing.timeZone === viewerTimeZone) return { viewer, eventZone: null };
  return { viewer, eventZone: `${timedLine(timing.start, timing.end, timing.timeZone)} (${timing.timeZone})` };
}
