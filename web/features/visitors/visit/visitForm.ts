import { visitInviteBodySchema, visitUpdateBodySchema, type Visit, type VisitInviteBody, type VisitUpdateBody } from '../../../../domain/visitors/visits';

export interface HostOption {
  _id: string;
  name: string;
}

export type RepeatChoice = 'none' | 'day' | 'weekday' | 'week';

/** The invitation as typed; the day and the times are the browser's, turned into instants when sent. */
export interface VisitFormValues {
  name: string;
  email: string;
  phone: string;
  company: string;
  host: HostOption | null;
  purpose: string;
  date: string;
  from: string;
  to: string;
  repeat: RepeatChoice;
  until: string;
}

export const VISIT_FORM_FIELDS = ['name', 'email', 'phone', 'company', 'hostId', 'purpose', 'date', 'expectedFrom', 'expectedTo', 'repeat'] as const;
export type VisitFormField = (typeof VISIT_FORM_FIELDS)[number];
/** A message per field, and 'root' for one that names none (shown above the form). */
export type VisitFormErrors = Partial<Record<VisitFormField | 'root', string>>;

const pad = (value: number) => String(value).padStart(2, '0');
/** The browser's day (not UTC's): an invitation made at 00:30 in Tokyo is for that day. */
export const localDay = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
const localTime = (date: Date) => `${pad(date.getHours())}:${pad(date.getMinutes())}`;

export function newVisitValues(me: HostOption, now = new Date()): VisitFormValues {
  const day = localDay(now);
  return { name: '', email: '', phone: '', company: '', host: me, purpose: '', date: day, from: '09:00', to: '10:00', repeat: 'none', until: day };
}

export function editVisitValues(visit: Visit): VisitFormValues {
  const from = visit.expectedFrom ? new Date(visit.expectedFrom) : new Date();
  const to = visit.expectedTo ? new Date(visit.expectedTo) : from;
  return {
    name: visit.visitor.name,
    email: visit.visitor.email ?? '',
    phone: visit.visitor.phone ?? '',
    company: visit.visitor.company,
    host: { _id: visit.host._id, name: visit.host.name },
    purpose: visit.purpose,
    date: localDay(from),
    from: localTime(from),
    to: localTime(to),
    repeat: 'none',
    until: localDay(from),
  };
}

/** A day and a time of the browser's zone as an instant; '' when either is missing, so the schema names the field. */
export function instantOf(day: string, time: string): string {
  if (!day || !time) return '';
  const date = new Date(`${day}T${time}`);
  return Number.isNaN(date.getTime()) ? '' : date.toISOString();
}

/** What the invitation sends. The host goes only when it is not the inviter: the server makes the inviter host by default. */
export function toInviteBody(values: VisitFormValues, myId: string): Record<string, unknown> {
  const optional = (value: string) => (value.trim() === '' ? undefined : value);
  return {
    name: values.name,
    email: values.email,
    phone: optional(values.phone),
    company: optional(values.company),
    hostId: values.host && values.host._id !== myId ? values.host._id : undefined,
    purpose: optional(values.purpose),
    expectedFrom: instantOf(values.date, values.from),
    expectedTo: instantOf(values.date, values.to),
    repeat: values.repeat === 'none' ? undefined : { every: values.repeat, until: values.until },
  };
}

/** An edit sends what may change: host, purpose and the window. */
export function toUpdateBody(values: VisitFormValues, visit: Visit): Record<string, unknown> {
  return {
    hostId: values.host && values.host._id !== visit.host._id ? values.host._id : undefined,
    purpose: values.purpose,
    expectedFrom: instantOf(values.date, values.from),
    expectedTo: instantOf(values.date, values.to),
  };
}

/** The API's wording names its fields; the person filling the form reads these instead. */
const PLAIN: Record<string, string> = { 'expectedTo must be after expectedFrom': 'The visit must end after it starts' };

const PREFIXED = /^([A-Za-z.]+)(?::\s|\s+must\b)/;
const FIELD_ALIASES: Record<string, VisitFormField> = { 'repeat.every': 'repeat', 'repeat.until': 'repeat' };

/**
 * A message 'email: …' or 'expectedTo must be …' shown under the field it names (the server's
 * refusals and the schema's alike): the prefix goes, a 'must' sentence stays whole. Anything else goes above the form.
 */
export function fieldOfMessage(message: string): { field: VisitFormField | 'root'; message: string } {
  const name = PREFIXED.exec(message)?.[1];
  const field = name && (FIELD_ALIASES[name] ?? ((VISIT_FORM_FIELDS as readonly string[]).includes(name) ? (name as VisitFormField) : undefined));
  if (!name || !field) return { field: 'root', message };
  const text = message.startsWith(`${name}: `) ? message.slice(name.length + 2) : message.charAt(0).toUpperCase() + message.slice(1);
  return { field, message: PLAIN[message] ?? text };
}

const FRIENDLY: Partial<Record<VisitFormField, string>> = {
  expectedFrom: 'Choose the day and the arrival time',
  expectedTo: 'Choose when the visit ends, after it starts',
  hostId: 'Choose the host',
};

function errorsOf(issues: { path: PropertyKey[]; message: string }[], values: VisitFormValues): VisitFormErrors {
  const errors: VisitFormErrors = {};
  for (const issue of issues) {
    const { field, message } = fieldOfMessage(issue.message);
    const pathField = String(issue.path[0] ?? '');
    const target: VisitFormField | 'root' = (VISIT_FORM_FIELDS as readonly string[]).includes(pathField) ? (pathField as VisitFormField) : field;
    const missingTime = (target === 'expectedFrom' && !instantOf(values.date, values.from)) || (target === 'expectedTo' && !instantOf(values.date, values.to));
    errors[target] ??= missingTime ? FRIENDLY[target as VisitFormField] : message;
  }
  return errors;
}

/** The form checked with the API's own schema, so its messages are the server's. */
export function validateInvite(values: VisitFormValues, myId: string): { body: VisitInviteBody } | { errors: VisitFormErrors } {
  const result = visitInviteBodySchema.safeParse(toInviteBody(values, myId));
  if (!values.host) return { errors: { hostId: FRIENDLY.hostId, ...(result.success ? {} : errorsOf(result.error.issues, values)) } };
  return result.success ? { body: result.data } : { errors: errorsOf(result.error.issues, values) };
}

export function validateUpdate(values: VisitFormValues, visit: Visit): { body: VisitUpdateBody } | { errors: VisitFormErrors } {
  if (!values.host) return { errors: { hostId: FRIENDLY.hostId } };
  const result = visitUpdateBodySchema.safeParse(toUpdateBody(values, visit));
  return result.success ? { body: result.data } : { errors: errorsOf(result.error.issues, values) };
}
