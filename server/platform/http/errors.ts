import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ErrorCode } from '../../../domain/api/errors';

/** An error a handler or service throws on purpose: its message is safe to show to the user. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string, extra?: Record<string, unknown>) => new AppError(400, 'VALIDATION_FAILED', message, extra);
export const unauthenticated = (message = 'Please log in to continue') => new AppError(401, 'UNAUTHENTICATED', message);
export const forbidden = (message = 'You do not have permission to do this') => new AppError(403, 'FORBIDDEN', message);
export const notFound = (message = 'Not found') => new AppError(404, 'NOT_FOUND', message);
export const conflict = (message: string) => new AppError(409, 'CONFLICT', message);

/**
 * 'field: message', unless the schema's message already names the field or one holding it
 * ('reason: Enter a reason', 'recorderRoles: …' for recorderRoles.0): never 'reason: reason: …'.
 */
function withField(field: string, message = ''): string {
  const named = /^([\w.]+): /.exec(message)?.[1];
  return named && (field === named || field.startsWith(`${named}.`)) ? message : `${field}: ${message}`;
}

/**
 * Turns every failure into `{ message, code }` with the right status: validation
 * errors name the field, parser errors explain themselves, and anything unexpected
 * becomes a logged 500 whose details never reach the client.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send({ message: error.message, code: error.code, ...error.extra });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0]!;
      const field = first.instancePath.replace(/^\//, '').replace(/\//g, '.');
      const message = field ? withField(field, first.message) : capitalise(`${error.validationContext ?? 'body'}: ${first.message}`);
      return reply.status(400).send({ message, code: 'VALIDATION_FAILED', field: field || null });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error.cause }, 'response did not match its schema');
      return reply.status(500).send({ message: 'Something went wrong', code: 'INTERNAL' });
    }
    switch (error.code) {
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        return reply.status(400).send({ message: 'The request body is not valid JSON', code: 'VALIDATION_FAILED' });
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return reply.status(413).send({ message: 'The request body is too large', code: 'PAYLOAD_TOO_LARGE' });
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return reply.status(415).send({ message: 'Send the request body as application/json', code: 'VALIDATION_FAILED' });
    }
    // Fastify's own 4xx errors (bad content length, invalid URL, ...) are safe to pass on.
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send({ message: error.message, code: 'VALIDATION_FAILED' });
    }
    if (isUnstorableText(error)) {
      return reply.status(400).send({ message: 'The request contains characters that are not allowed', code: 'VALIDATION_FAILED' });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: 'Something went wrong', code: 'INTERNAL' });
  });
}

/** PostgreSQL refuses NUL characters in text (22021) and text its encoding cannot hold (22P05). */
function isUnstorableText(error: unknown): boolean {
  const e = error as { code?: unknown; cause?: { code?: unknown } };
  const code = e?.cause?.code ?? e?.code;
  return code === '22021' || code === '22P05';
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
