import { describe, expect, it } from 'vitest';
import { expandOccurrences, nextOccurrence, type SeriesTiming } from '../../../../domain/calendar/occurrences';
import { recurrenceSettingsSchema, type RecurrenceSettingsInput } from '../../../../domain/calendar/recurrence';
import { toRRule } from '../../../../domain/calendar/recurrenceRule';
import { buildCalendar } from './icsBuild';
import { icalOccurrences, icalTimeText, icsEvent, readWithIcalJs } from './icsTestKit';
import type { IcsEvent } from './icsTypes';

const year = { from: new Date('2026-01-01T00:00:00Z'), to: new Date('2027-01-01T00:00:00Z') };

/** The IcsEvent for a series as the feed writes it: DTSTART on the first occurrence, RRULE from toRRule. */
function seriesEvent(series: SeriesTiming, fields: Partial<IcsEvent> = {}): IcsEvent {
  const first = nextOccurrence(series, new Date(series.allDay ? `${series.start}T00:00:00+14:00` : series.start))!;
  return icsEvent({ start: first.start, end: first.end, allDay: series.allDay, timeZone: series.timeZone, rrule: series.recurrence && toRRule(series.recurrence, series), ...fields });
}

describe('buildCalendar, read back by ical.js', () => {
  const weekly: SeriesTiming = {
    start: '2026-03-16T09:00:00+01:00',
    end: '2026-03-16T10:00:00+01:00',
    allDay: false,
    timeZone: 'Europe/Berlin',
    recurrence: recurrenceSettingsSchema.parse({ freqUnit: 'everyWeek', freqCount: 1, scheduledDays: ['Monday'] }),
  };
  const event = seriesEvent(weekly, {
    uid: 'standup@teamwork.test',
    sequence: 3,
    title: 'Standup; daily, short',
    descriptionText: 'Line one\nLine two with a back\\slash',
    location: 'Room 4, second floor',
    meetingUrl: 'https://meet.example.com/abc',
    url: 'https://app.example.com/calendar?event=1',
    exdates: ['2026-03-23T08:00:00.000Z'],
    overrides: [{ originalStart: '2026-03-30T07:00:00.000Z', start: '2026-03-31T08:00:00.000Z', end: '2026-03-31T09:00:00.000Z', title: 'Standup (moved)', location: 'Room 5', descriptionText: 'Moved' }],
    organizer: { name: 'Ann Organiser', email: 'ann@example.com' },
    attendees: [
      { name: 'Bob, the builder', email: 'bob@example.com', response: 'pending' },
      { name: 'Cy', email: 'cy@example.com', response: 'yes' },
      { name: 'Di', email: 'di@example.com', response: 'maybe' },
      { name: 'Ed', email: 'ed@example.com', response: 'no' },
    ],
  });
  const text = buildCalendar({ name: 'Ann, Team calendar', method: 'REQUEST', events: [event], tasks: [{ uid: 'task-1@teamwork.test', title: 'Ship it', dueDate: '2026-04-30', url: 'https://app.example.com/task/T-1' }] });
  const calendar = readWithIcalJs(text);
  const [master, override, task] = calendar.getAllSubcomponents('vevent');

  it('writes CRLF lines of at most 75 octets', () => {
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  });

  it('names the calendar and its method', () => {
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    // ical.js reads X- properties raw, so the TEXT escaping shows.
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Ann\\, Team calendar');
    expect(calendar.getAllSubcomponents('vtimezone').map((zone) => zone.getFirstPropertyValue('tzid'))).toEqual(['Europe/Berlin']);
  });

  it('writes the event: texts escaped, times in its zone, rule, exceptions, people', () => {
    expect(master!.getFirstPropertyValue('uid')).toBe('standup@teamwork.test');
    expect(master!.getFirstPropertyValue('sequence')).toBe(3);
    expect(master!.getFirstPropertyValue('summary')).toBe('Standup; daily, short');
    expect(master!.getFirstPropertyValue('description')).toBe('Line one\nLine two with a back\\slash\n\nMeeting link: https://meet.example.com/abc');
    expect(master!.getFirstPropertyValue('location')).toBe('Room 4, second floor');
    expect(master!.getFirstPropertyValue('url')).toBe('https://app.example.com/calendar?event=1');
    expect(master!.getFirstPropertyValue('status')).toBe('CONFIRMED');
    const dtstart = master!.getFirstProperty('dtstart')!;
    expect(dtstart.getParameter('tzid')).toBe('Europe/Berlin');
    expect(icalTimeText(dtstart.getFirstValue() as never)).toBe('2026-03-16T08:00:00.000Z');
    expect(icalTimeText(master!.getFirstPropertyValue('dtend') as never)).toBe('2026-03-16T09:00:00.000Z');
    expect(String(master!.getFirstPropertyValue('rrule'))).toBe('FREQ=WEEKLY;BYDAY=MO');
    expect(icalTimeText(master!.getFirstPropertyValue('exdate') as never)).toBe('2026-03-23T08:00:00.000Z');
    expect(master!.getFirstPropertyValue('dtstamp')!.toString()).toBe('2026-01-03T10:00:00Z');
    expect(master!.getFirstPropertyValue('created')!.toString()).toBe('2026-01-02T10:00:00Z');
    const organizer = master!.getFirstProperty('organizer')!;
    expect([organizer.getFirstValue(), organizer.getParameter('cn')]).toEqual(['mailto:ann@example.com', 'Ann Organiser']);
    expect(master!.getAllProperties('attendee').map((attendee) => [attendee.getFirstValue(), attendee.getParameter('cn'), attendee.getParameter('partstat'), attendee.getParameter('rsvp') ?? null])).toEqual([
      ['mailto:bob@example.com', 'Bob, the builder', 'NEEDS-ACTION', 'TRUE'],
      ['mailto:cy@example.com', 'Cy', 'ACCEPTED', null],
      ['mailto:di@example.com', 'Di', 'TENTATIVE', null],
      ['mailto:ed@example.com', 'Ed', 'DECLINED', null],
    ]);
  });

  it('writes a changed occurrence as a VEVENT with RECURRENCE-ID', () => {
    expect(override!.getFirstPropertyValue('uid')).toBe('standup@teamwork.test');
    expect(icalTimeText(override!.getFirstPropertyValue('recurrence-id') as never)).toBe('2026-03-30T07:00:00.000Z');
    expect(icalTimeText(override!.getFirstPropertyValue('dtstart') as never)).toBe('2026-03-31T08:00:00.000Z');
    expect(override!.getFirstPropertyValue('summary')).toBe('Standup (moved)');
    expect(override!.getAllProperties('attendee')).toHaveLength(4);
    expect(icalOccurrences(calendar, 'standup@teamwork.test', new Date('2026-04-07T00:00:00Z'))).toEqual([
      { start: '2026-03-16T08:00:00.000Z', end: '2026-03-16T09:00:00.000Z', title: 'Standup; daily, short' },
      { start: '2026-03-31T08:00:00.000Z', end: '2026-03-31T09:00:00.000Z', title: 'Standup (moved)' },
      { start: '2026-04-06T07:00:00.000Z', end: '2026-04-06T08:00:00.000Z', title: 'Standup; daily, short' },
    ]);
  });

  it('writes a task as a transparent all-day event', () => {
    expect(task!.getFirstPropertyValue('summary')).toBe('Ship it');
    expect(task!.getFirstPropertyValue('dtstart')!.toString()).toBe('2026-04-30');
    expect(task!.getFirstPropertyValue('dtend')!.toString()).toBe('2026-05-01');
    expect(task!.getFirstPropertyValue('transp')).toBe('TRANSPARENT');
    expect(task!.getFirstPropertyValue('url')).toBe('https://app.example.com/task/T-1');
  });

  it('cancels events in a CANCEL and writes UTC zones as UTC times', () => {
    const cancel = readWithIcalJs(buildCalendar({ name: 'x', method: 'CANCEL', events: [icsEvent({ start: '2026-05-04T09:00:00.000Z', end: '2026-05-04T10:00:00.000Z', timeZone: 'UTC' })] }));
    const vevent = cancel.getFirstSubcomponent('vevent')!;
    expect(vevent.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(vevent.getFirstProperty('dtstart')!.toICALString()).toBe('DTSTART:20260504T090000Z');
    expect(cancel.getAllSubcomponents('vtimezone')).toHaveLength(0);
  });

  it('cannot be made to add properties through texts, names or addresses', () => {
    const hostile = icsEvent({
      start: '2026-05-04T09:00:00.000Z',
      end: '2026-05-04T10:00:00.000Z',
      title: 'Hi\r\nATTENDEE:mailto:eve@example.com',
      url: 'https://app.example.com/x\r\nATTENDEE:mailto:eve@example.com',
      organizer: { name: 'Ann"\r\nATTENDEE:mailto:eve@example.com', email: 'ann@example.com' },
    });
    const vevent = readWithIcalJs(buildCalendar({ name: 'x', events: [hostile] })).getFirstSubcomponent('vevent')!;
    expect(vevent.getAllProperties('attendee')).toHaveLength(0);
    expect(vevent.getFirstPropertyValue('summary')).toBe('Hi\nATTENDEE:mailto:eve@example.com');
  });

  it('folds a long non-ASCII description without breaking a character', () => {
    const description = 'Über die Brücke — 東京で会いましょう 🎉, '.repeat(20);
    const long = buildCalendar({ name: 'x', events: [icsEvent({ start: '2026-05-04T09:00:00.000Z', end: '2026-05-04T10:00:00.000Z', descriptionText: description })] });
    expect(long.split('\r\n').filter((line) => line.startsWith(' ')).length).toBeGreaterThan(5);
    for (const line of long.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(readWithIcalJs(long).getFirstSubcomponent('vevent')!.getFirstPropertyValue('description')).toBe(description);
  });
});

describe('recurrences round-trip through ical.js', () => {
  const kinds: [string, RecurrenceSettingsInput][] = [
    ['every day', { freqUnit: 'everyDay', freqCount: 1 }],
    ['every weekday', { freqUnit: 'everyDay', freqCount: 1, skipWeekends: true }],
    ['every 3 days except Monday', { freqUnit: 'everyDay', freqCount: 3, skipDays: ['Monday'] }],
    ['every 2 weeks on Monday, Wednesday and Friday', { freqUnit: 'everyWeek', freqCount: 2, scheduledDays: ['Monday', 'Wednesday', 'Friday'] }],
    ['every month on the 1st, 15th and 31st', { freqUnit: 'everyMonth', freqCount: 1, scheduledMonthDates: [1, 15, 31] }],
    ['every month on Last Friday', { freqUnit: 'everyMonth', freqCount: 1, monthlyTab: 'dayMonth', scheduledMonthDay: { freq: 'Last', day: 'Friday' } }],
    ['every month on Fifth Monday', { freqUnit: 'everyMonth', freqCount: 1, monthlyTab: 'dayMonth', scheduledMonthDay: { freq: 'Fifth', day: 'Monday' } }],
    ['every year on 25 December', { freqUnit: 'everyYear', freqCount: 1, yearlyScheduledDate: { month: 12, day: 25 } }],
    ['every week until 31 October', { freqUnit: 'everyWeek', freqCount: 1, endType: 'onDate', endDate: '2026-10-31' }],
    ['every day, 20 times', { freqUnit: 'everyDay', freqCount: 1, endType: 'afterCount', endCount: 20 }],
  ];
  const zones: [string, string][] = [
    ['Europe/Berlin', '2026-01-07T09:00:00+01:00'],
    ['America/New_York', '2026-01-07T09:00:00-05:00'],
    ['Australia/Sydney', '2026-01-07T09:00:00+11:00'],
  ];

  for (const [zone, start] of zones) {
    it.each(kinds)(`%s in ${zone}, over a year with its DST changes`, (_name, settings) => {
      const series: SeriesTiming = { start, end: new Date(Date.parse(start) + 45 * 60_000).toISOString(), allDay: false, timeZone: zone, recurrence: recurrenceSettingsSchema.parse(settings) };
      const calendar = readWithIcalJs(buildCalendar({ name: 'x', events: [seriesEvent(series)] }));
      const ours = expandOccurrences(series, year).map(({ start, end }) => ({ start, end }));
      const theirs = icalOccurrences(calendar, 'event-1@teamwork.test', year.to).map(({ start, end }) => ({ start, end }));
      expect(ours.length).toBeGreaterThan(0);
      expect(theirs).toEqual(ours);
    });
  }

  it('an all-day series', () => {
    const series: SeriesTiming = { start: '2026-01-02', end: '2026-01-03', allDay: true, timeZone: 'Europe/Berlin', recurrence: recurrenceSettingsSchema.parse({ freqUnit: 'everyMonth', freqCount: 1, scheduledMonthDates: [2, 30], endType: 'onDate', endDate: '2026-11-30' }) };
    const calendar = readWithIcalJs(buildCalendar({ name: 'x', events: [seriesEvent(series)] }));
    const ours = expandOccurrences(series, year).map(({ start, end }) => ({ start, end }));
    expect(icalOccurrences(calendar, 'event-1@teamwork.test', year.to).map(({ start, end }) => ({ start, end }))).toEqual(ours);
    expect(ours.at(-1)).toEqual({ start: '2026-11-30', end: '2026-12-01' });
  });

  it('cancelled and changed occurrences of an all-day series', () => {
    const series: SeriesTiming = { start: '2026-05-04', end: '2026-05-05', allDay: true, timeZone: 'America/New_York', recurrence: recurrenceSettingsSchema.parse({ freqUnit: 'everyWeek', freqCount: 1 }) };
    const event = seriesEvent(series, {
      exdates: ['2026-05-11T04:00:00.000Z'],
      overrides: [{ originalStart: '2026-05-18T04:00:00.000Z', start: '2026-05-19', end: '2026-05-21', title: 'Longer', location: '', descriptionText: '' }],
    });
    const calendar = readWithIcalJs(buildCalendar({ name: 'x', events: [event] }));
    expect(icalOccurrences(calendar, 'event-1@teamwork.test', new Date('2026-05-26T00:00:00Z'))).toEqual([
      { start: '2026-05-04', end: '2026-05-05', title: 'Standup' },
      { start: '2026-05-19', end: '2026-05-21', title: 'Longer' },
      { start: '2026-05-25', end: '2026-05-26', title: 'Standup' },
    ]);
  });
});

describe('VTIMEZONE', () => {
  it.each(['Europe/Berlin', 'Europe/London', 'America/New_York', 'America/Sao_Paulo', 'Australia/Sydney', 'Asia/Kolkata', 'Pacific/Chatham', 'Africa/Casablanca'])(
    'gives ical.js the same instants as the IANA database in %s',
    (zone) => {
      const events = ['2020-01-15', '2020-07-15', '2024-03-31', '2026-03-29', '2026-10-25', '2027-06-01', '2027-12-24'].map((day, index) =>
        icsEvent({ uid: `e${index}`, start: new Date(`${day}T12:00:00Z`).toISOString(), end: new Date(`${day}T13:00:00Z`).toISOString(), timeZone: zone }),
      );
      const calendar = readWithIcalJs(buildCalendar({ name: 'x', events }));
      const starts = calendar.getAllSubcomponents('vevent').map((vevent) => icalTimeText(vevent.getFirstPropertyValue('dtstart') as never));
      expect(starts).toEqual(events.map((event) => event.start));
    },
  );
});
