import { isoInstant } from '../time/isoInstant';

/**
 * ISO instants ('2026-06-01T07:00:00.000Z') for the thousands of occurrences of a month, each the
 * text of its day joined to the text of its time of day, both written once and remembered: a
 * month has some thirty days and an organisation's events a few hundred times of day, so writing
 * an instant is two lookups and a join (issue 17: the first expansion of a month). The joined text
 * is what JSON.stringify writes. Instants outside years 1000-9999 are left to isoInstant.
 */

const DAY_MS = 86_400_000;
const FIRST_MS = -30_610_224_000_000; // 1000-01-01T00:00:00.000Z
const END_MS = 253_402_300_800_000; // 10000-01-01T00:00:00.000Z
/** Texts remembered of each kind before they are forgotten wholesale. */
const TEXTS_MAX = 20_000;

/** 'YYYY-MM-DDT' by days since 1970. */
let days = new Map<number, string>();
/** 'HH:MM:SS.mmmZ' by milliseconds since midnight. */
let times = new Map<number, string>();

export function instantText(ms: number): string {
  if (!(ms >= FIRST_MS && ms < END_MS) || !Number.isInteger(ms)) return isoInstant(ms);
  const day = Math.floor(ms / DAY_MS);
  const time = ms - day * DAY_MS;
  let dayText = days.get(day);
  if (dayText === undefined) {
    if (days.size >= TEXTS_MAX) days = new Map();
    dayText = isoInstant(day * DAY_MS).slice(0, 11);
    days.set(day, dayText);
  }
  let timeText = times.get(time);
  if (timeText === undefined) {
    if (times.size >= TEXTS_MAX) times = new Map();
    timeText = isoInstant(time).slice(11);
    times.set(time, timeText);
  }
  return dayText + timeText;
}

/** The day ('YYYY-MM-DD') of a floating date's milliseconds, an all-day occurrence's start or end. */
export function dayText(floating: number): string {
  return instantText(floating).slice(0, 10);
}
