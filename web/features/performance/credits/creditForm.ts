import { creditCreateBodySchema, type CreditCreateBody, type CreditUpdateBody } from '../../../../domain/performance/credits';
import type { Credit } from '../api';

export interface PersonOption {
  _id: string;
  name: string;
}

export interface TaskOption {
  _id: string;
  key: string | null;
  title: string;
  projectId: string;
}

export interface CreditFormValues {
  member: PersonOption | null;
  /** As typed, so a half-typed '-' stays in the field. */
  points: string;
  categoryId: string;
  date: string;
  reason: string;
  projectId: string;
  task: TaskOption | null;
}

export const CREDIT_FORM_FIELDS = ['userId', 'points', 'categoryId', 'date', 'reason', 'taskId'] as const;
export type CreditFormField = (typeof CREDIT_FORM_FIELDS)[number];
/** A message per field, and 'root' for one that names none (shown above the form). */
export type CreditFormErrors = Partial<Record<CreditFormField | 'root', string>>;

export function newCreditValues(today: string): CreditFormValues {
  return { member: null, points: '', categoryId: '', date: today, reason: '', projectId: '', task: null };
}

export function editCreditValues(credit: Credit): CreditFormValues {
  return {
    member: { _id: credit.member._id, name: credit.member.name },
    points: String(credit.points),
    categoryId: credit.category._id,
    date: credit.date,
    reason: credit.reason,
    projectId: credit.task?.projectId ?? '',
    task: credit.task && { _id: credit.task._id, key: credit.task.key, title: credit.task.title, projectId: credit.task.projectId },
  };
}

/** The body that would record `credit` as it stands: what an edit compares against. */
export function creditBodyOf(credit: Credit): CreditCreateBody {
  return { userId: credit.member._id, points: credit.points, categoryId: credit.category._id, date: credit.date, reason: credit.reason, taskId: credit.task?._id ?? null };
}

/** What the form would send; empty fields go as they are so the schema names them. */
export function toCreditBody(values: CreditFormValues): Record<string, unknown> {
  const points = values.points.trim();
  return {
    userId: values.member?._id ?? '',
    points: points === '' || Number.isNaN(Number(points)) ? points : Number(points),
    categoryId: values.categoryId,
    date: values.date,
    reason: values.reason,
    taskId: values.task?._id ?? null,
  };
}

/** The fields that differ from the credit being edited: an edit sends only what changed. */
export function changedFields(body: CreditCreateBody, initial: CreditCreateBody): CreditUpdateBody {
  const changes: Record<string, unknown> = {};
  for (const key of Object.keys(body) as (keyof CreditCreateBody)[]) {
    if ((body[key] ?? null) !== (initial[key] ?? null)) changes[key] = body[key] ?? null;
  }
  return changes as CreditUpdateBody;
}

const PREFIXED = /^([A-Za-z]+)(?::\s|\s+must\b)/;

/**
 * A message 'points: …' or 'points must be …' shown under the field it names: the prefix goes,
 * a 'must' sentence stays whole ('Points must be between …'). Anything else goes above the form.
 */
export function fieldOfMessage(message: string): { field: CreditFormField | 'root'; message: string } {
  const match = PREFIXED.exec(message);
  const field = match?.[1];
  if (!field || !(CREDIT_FORM_FIELDS as readonly string[]).includes(field)) return { field: 'root', message };
  const text = message.startsWith(`${field}: `) ? message.slice(field.length + 2) : message.charAt(0).toUpperCase() + message.slice(1);
  return { field: field as CreditFormField, message: text };
}

const FRIENDLY: Partial<Record<CreditFormField, string>> = {
  userId: 'Choose a member',
  categoryId: 'Choose a category',
  points: 'Enter the points, a whole number',
};

/** The form checked with the API's own schema, so its messages are the server's; null when it may be sent. */
export function validateCredit(values: CreditFormValues, today: string): { body: CreditCreateBody } | { errors: CreditFormErrors } {
  const result = creditCreateBodySchema.safeParse(toCreditBody(values));
  const errors: CreditFormErrors = {};
  if (values.date > today) errors.date = 'A credit cannot be dated in the future';
  if (result.success && !errors.date) return { body: result.data };
  for (const issue of result.success ? [] : result.error.issues) {
    const pathField = String(issue.path[0] ?? '');
    const { field, message } = fieldOfMessage(issue.message);
    const target = (CREDIT_FORM_FIELDS as readonly string[]).includes(pathField) ? (pathField as CreditFormField) : field;
    // An empty id is 'userId must be a valid id' to the API; the person filling the form needs 'Choose a member'.
    const emptyPick = (target === 'userId' && !values.member) || (target === 'categoryId' && !values.categoryId) || (target === 'points' && values.points.trim() === '');
    errors[target] ??= emptyPick ? FRIENDLY[target as CreditFormField] : message;
  }
  return { errors };
}
