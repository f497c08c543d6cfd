import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { expandOccurrences, type SeriesTiming } from '../../../../domain/calendar/occurrences';
import { recurrenceSettingsSchema } from '../../../../domain/calendar/recurrence';
import { toRRule } from '../../../../domain/calendar/recurrenceRule';
import { buildCalendar } from './icsBuild';
import { parseCalendar, type ParsedEvent } from './icsParse';
import { icsEvent } from './icsTestKit';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
const options = { defaultTimeZone: 'America/New_York', max: 500 };
const byUid = (events: ParsedEvent[], uid: string) => events.find((event) => event.uid === uid);
const timing = (event: ParsedEvent): SeriesTiming => ({ start: event.start, end: event.end, allDay: event.allDay, timeZone: event.timeZone, recurrence: event.recurrence });

describe('parseCalendar: a Google Calendar export', () => {
  const { events, skipped } = parseCalendar(fixture('google.ics'), options);

  it('reads every event', () => {
    expect(skipped).toBe(0);
    expect(events.map((event) => event.title)).toEqual(['Team standup', 'Team offsite', 'Quarterly review', 'Christmas', 'Book club', 'Team standup (later today)']);
  });

  it('reads a weekday series in its zone with its cancelled and moved occurrences', () => {
    const standup = byUid(events, '4p1q2r3s4t5u6v7w8x9y0z@google.com')!;
    expect(standup).toMatchObject({
      start: '2026-03-02T08:30:00.000Z',
      end: '2026-03-02T08:45:00.000Z',
      allDay: false,
      timeZone: 'Europe/Berlin',
      description: 'Daily sync, 15 minutes.\nJoin with Google Meet: https://meet.google.com/abc-defg-hij',
      location: '',
      recurrence: recurrenceSettingsSchema.parse({ freqUnit: 'everyWeek', freqCount: 1, scheduledDays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'] }),
    });
    expect(standup.exdates).toEqual(['2026-04-06T07:30:00.000Z', '2026-04-08T07:30:00.000Z']);
    // 09:30 in Berlin before and after the change to summer time.
    const week = expandOccurrences(timing(standup), { from: new Date('2026-03-27T00:00:00Z'), to: new Date('2026-04-01T00:00:00Z') });
    expect(week.map((occurrence) => occurrence.start)).toEqual(['2026-03-27T08:30:00.000Z', '2026-03-30T07:30:00.000Z', '2026-03-31T07:30:00.000Z']);
    expect(byUid(events, '4p1q2r3s4t5u6v7w8x9y0z@google.com#2026-04-08T07:30:00.000Z')).toMatchObject({ start: '2026-04-08T09:00:00.000Z', recurrence: null, title: 'Team standup (later today)' });
  });

  it('reads all-day, UTC and yearly events', () => {
    expect(byUid(events, 'offsite-2026@google.com')).toMatchObject({ start: '2026-05-12', end: '2026-05-14', allDay: true, timeZone: 'Europe/Berlin', location: 'Schloss Elmau, Krün, Germany' });
    expect(byUid(events, '7k8l9m0n@google.com')).toMatchObject({ start: '2026-06-15T13:00:00.000Z', end: '2026-06-15T14:00:00.000Z', timeZone: 'Europe/Berlin', recurrence: null });
    expect(byUid(events, 'christmas@google.com')?.recurrence).toMatchObject({ freqUnit: 'everyYear', yearlyScheduledDate: { month: 12, day: 25 } });
  });

  it('imports the first occurrence only of a rule the settings cannot say', () => {
    expect(byUid(events, 'twice-a-month@google.com')).toMatchObject({ start: '2026-09-01T15:00:00.000Z', recurrence: null });
  });
});

describe('parseCalendar: an Outlook export', () => {
  const { events, skipped } = parseCalendar(fixture('outlook.ics'), options);

  it('reads Windows zone names, Outlook rules and custom zones', () => {
    expect(skipped).toBe(0);
    expect(events).toHaveLength(2);
    const [review, call] = events;
    expect(review).toMatchObject({
      uid: '040000008200E00074C5B7101A82E00800000000D0A3B1C2A7D9DC01000000000000000010000000B1A2C3D4E5F60718293A4B5C6D7E8F9',
      title: 'Roadmap review',
      description: 'Monthly review of the roadmap.\n\nAgenda: priorities; risks',
      location: 'Conference Room Rhine',
      start: '2026-01-30T13:00:00.000Z',
      timeZone: 'Europe/Berlin',
      recurrence: recurrenceSettingsSchema.parse({ freqUnit: 'everyMonth', freqCount: 1, monthlyTab: 'dayMonth', scheduledMonthDay: { freq: 'Last', day: 'Friday' }, endType: 'onDate', endDate: '2026-12-26' }),
    });
    // A zone only the file's VTIMEZONE knows: the right instant, filed under the importer's zone.
    expect(call).toMatchObject({ title: 'Call with Bangalore', start: '2026-03-10T05:00:00.000Z', end: '2026-03-10T06:00:00.000Z', timeZone: 'America/New_York' });
  });
});

describe('parseCalendar: round trip with buildCalendar', () => {
  it('gives back what was built, settings included', () => {
    const series: SeriesTiming = {
      start: '2026-05-06T18:00:00.000Z',
      end: '2026-05-06T19:30:00.000Z',
      allDay: false,
      timeZone: 'America/New_York',
      recurrence: recurrenceSettingsSchema.parse({ freqUnit: 'everyWeek', freqCount: 2, scheduledDays: ['Wednesday', 'Friday'], endType: 'afterCount', endCount: 8 }),
    };
    const text = buildCalendar({
      name: 'Mine',
      events: [
        icsEvent({ uid: 'a@x', title: 'Choir; tenors, basses', descriptionText: 'Bring\nmusic', location: 'Hall', start: series.start, end: series.end, timeZone: series.timeZone, rrule: toRRule(series.recurrence!, series), exdates: ['2026-05-08T18:00:00.000Z'] }),
        icsEvent({ uid: 'b@x', start: '2026-07-01', end: '2026-07-03', allDay: true, timeZone: 'Asia/Tokyo' }),
      ],
    });
    const { events, skipped } = parseCalendar(text, options);
    expect(skipped).toBe(0);
    expect(events).toEqual([
      { uid: 'a@x', title: 'Choir; tenors, basses', description: 'Bring\nmusic', location: 'Hall', start: series.start, end: series.end, allDay: false, timeZone: 'America/New_York', recurrence: series.recurrence, exdates: ['2026-05-08T18:00:00.000Z'] },
      { uid: 'b@x', title: 'Standup', description: '', location: '', start: '2026-07-01', end: '2026-07-03', allDay: true, timeZone: 'America/New_York', recurrence: null, exdates: [] },
    ]);
  });
});

describe('parseCalendar: odd and bad input', () => {
  const wrap = (...events: string[]) => ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//test//EN', ...events, 'END:VCALENDAR'].join('\r\n');
  const vevent = (uid: string, ...lines: string[]) => ['BEGIN:VEVENT', `UID:${uid}`, 'DTSTAMP:20260101T000000Z', ...lines, 'END:VEVENT'].join('\r\n');

  it('reads floating times in the default zone and gives an end to events without one', () => {
    const { events } = parseCalendar(wrap(vevent('f', 'DTSTART:20260704T100000', 'SUMMARY:Fireworks'), vevent('d', 'DTSTART;VALUE=DATE:20260704')), options);
    expect(events).toEqual([
      expect.objectContaining({ uid: 'f', start: '2026-07-04T14:00:00.000Z', end: '2026-07-04T15:00:00.000Z', timeZone: 'America/New_York' }),
      expect.objectContaining({ uid: 'd', title: '(No title)', start: '2026-07-04', end: '2026-07-05', allDay: true }),
    ]);
  });

  it('keeps a DTSTART the rule does not match as an event of its own', () => {
    const { events } = parseCalendar(wrap(vevent('s', 'DTSTART:20260505T090000Z', 'DTEND:20260505T100000Z', 'RRULE:FREQ=WEEKLY;BYDAY=MO;COUNT=3')), options);
    expect(events.map((event) => [event.uid, event.start, event.recurrence?.endCount ?? null])).toEqual([
      ['s#start', '2026-05-05T09:00:00.000Z', null],
      ['s', '2026-05-05T09:00:00.000Z', 2],
    ]);
  });

  it('skips what it cannot read, never throwing', () => {
    expect(parseCalendar('hello, this is not a calendar', options)).toEqual({ events: [], skipped: 1 });
    expect(parseCalendar('', options)).toEqual({ events: [], skipped: 1 });
    expect(parseCalendar('BEGIN:VCARD\r\nVERSION:4.0\r\nFN:Ann\r\nEND:VCARD', options)).toEqual({ events: [], skipped: 1 });
    const broken = wrap(vevent('good', 'DTSTART:20260704T100000Z'), vevent('bad', 'DTSTART:20260704T100000Z', 'this line is garbage'), vevent('no-start', 'SUMMARY:x'), vevent('bad-date', 'DTSTART:2026-99-99'));
    const result = parseCalendar(broken, options);
    expect(result.events.map((event) => event.uid)).toEqual(['good']);
    expect(result.skipped).toBe(3);
    for (const junk of ['BEGIN:VCALENDAR', 'BEGIN:VEVENT\r\nEND:VCALENDAR', 'BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nDTSTART:x\r\nEND:VEVENT', '\u0000\u0001', 'BEGIN:VCALENDAR\r\nEND:VCALENDAR']) {
      expect(() => parseCalendar(junk, options)).not.toThrow();
    }
  });

  it('reads at most `max` events and counts the rest as skipped', () => {
    const many = wrap(...Array.from({ length: 5 }, (_, index) => vevent(`e${index}`, `DTSTART:2026070${index + 1}T100000Z`)));
    const { events, skipped } = parseCalendar(many, { ...options, max: 3 });
    expect(events.map((event) => event.uid)).toEqual(['e0', 'e1', 'e2']);
    expect(skipped).toBe(2);
  });

  it('cuts texts to the event limits', () => {
    const { events } = parseCalendar(wrap(vevent('long', 'DTSTART:20260704T100000Z', `SUMMARY:${'x'.repeat(300)}`)), options);
    expect(events[0]!.title).toHaveLength(200);
  });
});
