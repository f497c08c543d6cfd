import { z } from 'zod';

/**
 * Bounds for dates and whole numbers that come from outside (DESIGN.md, Security habits): dates
 * between the years 1900 and 9999 and integers within PostgreSQL's 32-bit `integer`, so the
 * database never sees a value it would refuse and the answer is a 400 naming the field, not a 500.
 */

export const MIN_YEAR = 1900;
export const MAX_YEAR = 9999;
export const INT32_MIN = -2_147_483_648;
export const INT32_MAX = 2_147_483_647;

const EARLIEST = Date.UTC(MIN_YEAR, 0, 1);
const AFTER_LATEST = Date.UTC(MAX_YEAR + 1, 0, 1);

const yearsText = (field: string) => `${field} must be between the years ${MIN_YEAR} and ${MAX_YEAR}`;

/** Whether the instant (UTC) lies within the years MIN_YEAR to MAX_YEAR. */
export function isWithinYears(date: Date): boolean {
  const time = date.getTime();
  return time >= EARLIEST && time < AFTER_LATEST;
}

/** Whether 'YYYY-MM-DD' names a real day (Date.parse rolls 2026-02-30 over to March; a real day survives the round trip). */
function isRealDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

export interface DateTimeOptions {
  /** The format message, where a text is fixed; by default one naming the field with an example. */
  message?: string;
  /** Also take a bare 'YYYY-MM-DD', meaning its midnight UTC (a cursor, a day picked in a form). */
  orDate?: boolean;
}

/**
 * An ISO 8601 date and time with a zone (2026-05-04T09:00:00Z, 2026-05-04T09:00:00+02:00), its
 * instant within the years 1900 to 9999.
 */
export function dateTimeSchema(field: string, options: DateTimeOptions = {}) {
  const message = options.message ?? `${field} must be a date and time like 2026-05-04T09:00:00Z`;
  // 2026-05-04T09:00:00.123456789+02:00 is 35 characters: a longer string is no date, however many digits it has.
  const dateTime = z.iso.datetime({ offset: true, error: message }).max(40, message);
  const format: z.ZodType<string> = options.orDate
    ? z.string({ error: message }).max(40, message).refine((value) => isRealDay(value) || dateTime.safeParse(value).success, message)
    : dateTime;
  return format.refine((value) => isWithinYears(new Date(value)), yearsText(field));
}

/** A calendar day as 'YYYY-MM-DD' (how due dates are stored), a real one, within the years 1900 to 9999. */
export const dateOnlySchema = (field: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${field} must be a date like 2026-12-31`)
    .refine(isRealDay, `${field} must be a real date`)
    .refine((value) => isWithinYears(new Date(`${value}T00:00:00Z`)), yearsText(field));

export interface Int32Options {
  /** Narrower bounds, for a rule or a narrower column; never wider than 32 bits. */
  min?: number;
  max?: number;
  /** For query strings: '42' becomes 42 (and 'NaN', '' or 'x' a 400). */
  coerce?: boolean;
  /** Texts where the spec or a form fixes them; each defaults to one naming the field. */
  messages?: { type?: string; int?: string; min?: string; max?: string };
}

/** A whole number from outside, within 32 bits (PostgreSQL's `integer`) or the narrower `min` / `max`. */
export function int32Schema(field: string, options: Int32Options = {}) {
  const min = Math.max(options.min ?? INT32_MIN, INT32_MIN);
  const max = Math.min(options.max ?? INT32_MAX, INT32_MAX);
  const messages = options.messages ?? {};
  const type = { error: messages.type ?? `${field} must be a number` };
  return (options.coerce ? z.coerce.number(type) : z.number(type))
    .int({ error: messages.int ?? `${field} must be a whole number` })
    .min(min, { error: messages.min ?? `${field} must be at least ${min}` })
    .max(max, { error: messages.max ?? `${field} must be at most ${max}` });
}
