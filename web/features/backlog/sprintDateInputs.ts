/** Date inputs ('YYYY-MM-DD', the user's own calendar day) to and from the API's ISO instants. */

const pad = (n: number) => String(n).padStart(2, '0');
const local = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

export function dateInputValue(iso: string | null): string {
  return iso ? local(new Date(iso)) : '';
}

export function todayInputValue(now = new Date()): string {
  return local(now);
}

export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00`);
  date.setDate(date.getDate() + days);
  return local(date);
}

/** The first moment of the day, in the user's time zone. */
export function startOfDayIso(day: string): string {
  return new Date(`${day}T00:00:00`).toISOString();
}

/** The last minute of the day, so a sprint ending "on Friday" covers Friday. */
export function endOfDayIso(day: string): string {
  return new Date(`${day}T23:59:00`).toISOString();
}
