/**
 * What the iCalendar builder takes (feeds, invitations, one event's .ics). Times are as the domain
 * gives them: ISO instants for timed events, 'YYYY-MM-DD' days (end exclusive) for all-day ones.
 * For a series, `start`/`end` are its first occurrence's (domain nextOccurrence(series, start)):
 * RFC 5545 counts DTSTART as an occurrence even where the rule does not match it, our engine does
 * not, and a DTSTART on a real occurrence makes both agree.
 */
export interface IcsEvent {
  /** Globally unique and stable, e.g. '<event id>@<host>'. */
  uid: string;
  /** Raised on each change, so clients take an updated invitation as newer. */
  sequence: number;
  title: string;
  /** Plain text (the rich description already turned into text). */
  descriptionText: string;
  location: string;
  meetingUrl: string | null;
  start: string;
  end: string;
  allDay: boolean;
  /** IANA zone the times and the rule are reckoned in. */
  timeZone: string;
  /** RRULE body from domain toRRule, or null for a single event. */
  rrule: string | null;
  /** originalStart (ISO instant) of cancelled occurrences */
  exdates: string[];
  /** occurrences changed on their own */
  overrides: { originalStart: string; start: string; end: string; title: string; location: string; descriptionText: string }[];
  organizer: { name: string; email: string } | null;
  attendees: { name: string; email: string; response: 'pending' | 'yes' | 'maybe' | 'no' }[];
  created: string;
  lastModified: string;
  /** The event in the app. */
  url?: string;
  status?: 'CONFIRMED' | 'CANCELLED';
}

/** A task's due date, shown as an all-day event. */
export interface IcsTask {
  uid: string;
  title: string;
  /** YYYY-MM-DD */
  dueDate: string;
  url: string;
}
