import type { FieldErrors, Resolver } from 'react-hook-form';
import { eventCreateBodySchema } from '../../../../domain/calendar/events';
import { toEventBody, type EventFormValues } from './eventFormValues';

/**
 * The form checks itself with the API's own schema (eventCreateBodySchema on the body it would
 * send), so its messages are the server's; and a 400 from the server ('recurrence.freqCount:
 * freqCount must be …') lands on the same field. Both name fields by the API's paths; these map
 * a path to the form's field that shows it.
 */
const PLAIN_FIELDS = new Set(['title', 'timeZone', 'location', 'meetingUrl', 'color', 'projectId', 'visibility', 'description']);

export function formFieldOf(apiPath: string, values: Pick<EventFormValues, 'allDay' | 'startDate' | 'endDate'>): string | null {
  const [head = '', second] = apiPath.split('.');
  if (PLAIN_FIELDS.has(head)) return head;
  if (head === 'start' || head === 'allDay') return 'startDate';
  // 'end must be after start': under the end time when only the hours are wrong.
  if (head === 'end') return values.allDay || values.endDate < values.startDate ? 'endDate' : 'endTime';
  if (head === 'attendeeIds') return 'attendeeIds';
  // reminders.2.amount: the third reminder's row.
  if (head === 'reminders') return second !== undefined && /^\d+$/.test(second) ? `reminders.${second}` : 'reminders';
  // recurrence.yearlyScheduledDate.day: the setting it belongs to (the editor shows one message per setting).
  if (head === 'recurrence') return `recurrence.${second && !/^\d+$/.test(second) ? second : 'freqUnit'}`;
  return null;
}

type FlatErrors = Record<string, string>;

/** The first message for each form field ('root' for one that names no field, shown above the form). */
export function flattenIssues(issues: readonly { path: readonly PropertyKey[]; message: string }[], values: EventFormValues): FlatErrors {
  const errors: FlatErrors = {};
  for (const issue of issues) {
    const field = formFieldOf(issue.path.map(String).join('.'), values) ?? 'root';
    errors[field] ??= issue.message;
  }
  return errors;
}

/** react-hook-form's nested error object ({ recurrence: { freqCount: { message } } }) from flat paths. */
function nest(flat: FlatErrors): FieldErrors<EventFormValues> {
  const root: Record<string, unknown> = {};
  for (const [path, message] of Object.entries(flat)) {
    const keys = path.split('.');
    let node = root;
    keys.slice(0, -1).forEach((key, index) => {
      node[key] ??= /^\d+$/.test(keys[index + 1]!) ? [] : {};
      node = node[key] as Record<string, unknown>;
    });
    node[keys.at(-1)!] = { type: 'validate', message };
  }
  return root as FieldErrors<EventFormValues>;
}

export const eventFormResolver: Resolver<EventFormValues> = (values) => {
  const result = eventCreateBodySchema.safeParse(toEventBody(values));
  if (result.success) return { values, errors: {} };
  return { values: {}, errors: nest(flattenIssues(result.error.issues, values)) };
};

/** A server message 'field: text' split into the form field that shows it and the text; null when it names no field of the form. */
export function serverFieldError(message: string, field: unknown, values: EventFormValues): { field: string; message: string } | null {
  const separator = message.indexOf(': ');
  const apiPath = typeof field === 'string' && field ? field : separator > 0 ? message.slice(0, separator) : '';
  const formField = apiPath ? formFieldOf(apiPath, values) : null;
  if (!formField) return null;
  return { field: formField, message: message.startsWith(`${apiPath}: `) ? message.slice(apiPath.length + 2) : message };
}
