import type { z } from 'zod';
import { badRequest } from './errors';

/**
 * For the few routes whose body shape depends on another input (PUT /register with or
 * without an invite code): validates in the handler with the same message format as
 * route schemas, `<field>: <message>`.
 */
export function parseBody<T extends z.ZodType>(schema: T, body: unknown): z.infer<T> {
  const result = schema.safeParse(body ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const field = issue.path.join('.');
  throw badRequest(field ? `${field}: ${issue.message}` : issue.message, { field: field || null });
}
