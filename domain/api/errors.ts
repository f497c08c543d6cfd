/** Error codes the API sends in `{ message, code }` and the web reacts to. */
export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'SESSION_REVOKED',
  'ACCOUNT_INACTIVE',
  'EMAIL_NOT_VERIFIED',
  'INVALID_CREDENTIALS',
  'TOO_MANY_ATTEMPTS',
  'NOT_FOUND',
  'CONFLICT',
  'TOKEN_INVALID',
  'LAST_OWNER',
  'UPGRADE_REQUIRED',
  'SUBSCRIPTION_LOCKED',
  'PAYMENT_PROVIDER_ERROR',
  'INVITE_UNAVAILABLE',
  'PAYLOAD_TOO_LARGE',
  'BAD_ORIGIN',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** A 403 with one of these codes ends the session in the web (DESIGN.md, API conventions). */
export const SESSION_ENDING_CODES: readonly ErrorCode[] = ['SESSION_REVOKED', 'ACCOUNT_INACTIVE'];
