import { DateTime, IANAZone } from 'luxon';
import { utcStamp } from './icsText';

/**
 * VTIMEZONE components from the IANA database (through luxon), so that DTSTART;TZID=Europe/Berlin
 * means the same to every client. Google and Apple read the IANA name itself; Outlook and ical.js
 * go by the VTIMEZONE. The transitions of the years the events need are found by scanning, and a
 * yearly pattern ('last Sunday of March at 02:00') becomes one observance with an RRULE, as the
 * published tz-to-iCalendar conversions write it; a rule still in force at the scan's end is left
 * open, so later years keep following it.
 */

interface Transition {
  at: number;
  from: number;
  to: number;
  daylight: boolean;
  name: string;
  /** Wall-clock time of the change in the offset before it. */
  local: DateTime;
}

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;
/** The scan's step: no zone changes its offset twice within a week. */
const STEP_MS = 7 * DAY_MS;
const BYDAY_CODES = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'];

/** Zones written as UTC times ('Z'), without a VTIMEZONE. */
export function isUtcZone(timeZone: string): boolean {
  return ['UTC', 'Etc/UTC', 'Etc/GMT', 'GMT', 'Etc/Zulu', 'Zulu', 'Etc/Universal', 'Universal'].includes(timeZone);
}

function transitionsOf(timeZone: string, fromYear: number, toYear: number): Transition[] {
  const zone = IANAZone.create(timeZone);
  const found: Transition[] = [];
  const end = Date.UTC(toYear + 1, 0, 1);
  let at = Date.UTC(fromYear, 0, 1);
  let offset = zone.offset(at);
  while (at < end) {
    const next = Math.min(at + STEP_MS, end);
    const nextOffset = zone.offset(next);
    if (nextOffset !== offset) {
      // The change lies in (at, next]: narrow it to the minute.
      let low = at;
      let high = next;
      while (high - low > 60_000) {
        const middle = low + Math.floor((high - low) / 120_000) * 60_000;
        if (zone.offset(middle) === offset) low = middle;
        else high = middle;
      }
      const after = DateTime.fromMillis(high, { zone: timeZone });
      found.push({ at: high, from: offset, to: nextOffset, daylight: after.isInDST, name: abbreviation(after), local: DateTime.fromMillis(high + offset * 60_000, { zone: 'UTC' }) });
    }
    at = next;
    offset = nextOffset;
  }
  return found;
}

/** 'CEST', 'EDT' where English has an abbreviation (en-US knows America's, en-GB Europe's), else 'GMT+2'. */
function abbreviation(time: DateTime): string {
  const american = time.setLocale('en-US').offsetNameShort ?? '';
  return american.startsWith('GMT') ? (time.setLocale('en-GB').offsetNameShort ?? american) : american;
}

const offsetText = (minutes: number) => {
  const sign = minutes < 0 ? '-' : '+';
  const absolute = Math.abs(minutes);
  return `${sign}${String(Math.floor(absolute / 60)).padStart(2, '0')}${String(absolute % 60).padStart(2, '0')}`;
};
const localStamp = (local: DateTime) => local.toFormat("yyyyMMdd'T'HHmmss");

/** The weekday position in its month: '+2SU', or '-1SU' when it is the last. */
function positions(local: DateTime): { last: string | null; nth: string } {
  const code = BYDAY_CODES[local.weekday - 1]!;
  return { last: local.day + 7 > local.daysInMonth! ? `-1${code}` : null, nth: `+${Math.ceil(local.day / 7)}${code}` };
}

const sameKind = (a: Transition, b: Transition) =>
  a.daylight === b.daylight && a.from === b.from && a.to === b.to && a.local.month === b.local.month && a.local.weekday === b.local.weekday && a.local.toFormat('HHmmss') === b.local.toFormat('HHmmss') && b.local.year === a.local.year + 1;

/** Consecutive yearly transitions that one BYDAY rule describes. */
function groupsOf(transitions: Transition[]): { members: Transition[]; byDay: string | null }[] {
  const groups: { members: Transition[]; byDay: string | null }[] = [];
  const byKind = [transitions.filter((t) => t.daylight), transitions.filter((t) => !t.daylight)];
  for (const list of byKind) {
    let current: { members: Transition[]; byDay: string | null } | null = null;
    for (const transition of list) {
      const position = positions(transition.local);
      const previous = current?.members[current.members.length - 1];
      if (current && previous && sameKind(previous, transition)) {
        const candidates = current.byDay ? [current.byDay] : [positions(previous.local).last, positions(previous.local).nth];
        const byDay = candidates.find((candidate) => candidate && (candidate === position.last || candidate === position.nth));
        if (byDay) {
          current.members.push(transition);
          current.byDay = byDay;
          continue;
        }
      }
      current = { members: [transition], byDay: null };
      groups.push(current);
    }
  }
  return groups.sort((a, b) => a.members[0]!.at - b.members[0]!.at);
}

/** Built VTIMEZONEs by zone and years: a feed asks for the same few on every fetch. */
const built = new Map<string, string[]>();
const BUILT_MAX = 500;

/** The VTIMEZONE lines for a zone, covering at least the years given. */
export function timeZoneLines(timeZone: string, years: { from: number; to: number }): string[] {
  const key = `${timeZone} ${years.from} ${years.to}`;
  const known = built.get(key);
  if (known) return known;
  const lines = buildTimeZoneLines(timeZone, years);
  if (built.size >= BUILT_MAX) built.delete(built.keys().next().value!);
  built.set(key, lines);
  return lines;
}

function buildTimeZoneLines(timeZone: string, years: { from: number; to: number }): string[] {
  const transitions = transitionsOf(timeZone, years.from, years.to);
  const lines = ['BEGIN:VTIMEZONE', `TZID:${timeZone}`];
  if (transitions.length === 0) {
    const offset = IANAZone.create(timeZone).offset(Date.UTC(years.from, 0, 1));
    const name = abbreviation(DateTime.fromMillis(Date.UTC(years.from, 0, 1), { zone: timeZone }));
    lines.push('BEGIN:STANDARD', 'DTSTART:19700101T000000', `TZOFFSETFROM:${offsetText(offset)}`, `TZOFFSETTO:${offset === 0 ? '+0000' : offsetText(offset)}`, `TZNAME:${name}`, 'END:STANDARD');
  }
  for (const { members, byDay } of groupsOf(transitions)) {
    const first = members[0]!;
    const last = members[members.length - 1]!;
    const kind = first.daylight ? 'DAYLIGHT' : 'STANDARD';
    lines.push(`BEGIN:${kind}`, `DTSTART:${localStamp(first.local)}`, `TZOFFSETFROM:${offsetText(first.from)}`, `TZOFFSETTO:${offsetText(first.to)}`);
    if (members.length > 1 && byDay) {
      // Still in force in the last year scanned: open-ended; else until its last change.
      const open = last.local.year === years.to;
      lines.push(`RRULE:FREQ=YEARLY;BYMONTH=${first.local.month};BYDAY=${byDay}${open ? '' : `;UNTIL=${utcStamp(new Date(last.at))}`}`);
    }
    if (first.name) lines.push(`TZNAME:${first.name}`);
    lines.push(`END:${kind}`);
  }
  lines.push('END:VTIMEZONE');
  return lines;
}

/** The years a calendar's VTIMEZONEs must cover: a year before its first time to two after its last (or now), at most 60 years. */
export function yearsToCover(instants: number[], now = Date.now()): { from: number; to: number } {
  const to = new Date(Math.max(now, ...instants) + 2 * 366 * DAY_MS).getUTCFullYear();
  const from = Math.max(new Date(Math.min(now, ...instants) - 366 * DAY_MS - HOUR_MS).getUTCFullYear(), to - 60);
  return { from, to };
}
