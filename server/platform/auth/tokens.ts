import { createHash, randomBytes } from 'node:crypto';

/** 256 bits of randomness, URL-safe: used for session, verification and reset tokens. */
export function generateToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored as SHA-256 digests; they are random, so no salt or slow hash is needed. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
