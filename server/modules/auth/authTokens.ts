import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database';
import { authTokens, type AuthTokenKind } from '../../platform/db/schema';
import { generateToken, hashToken } from '../../platform/auth/tokens';

export const TOKEN_TTL_SECONDS: Record<AuthTokenKind, number> = {
  verify_email: 24 * 3600,
  reset_password: 3600,
  change_email: 24 * 3600,
};

/**
 * Issues a fresh single-use token; earlier unused tokens of the same kind stop working. A
 * change_email token carries the address it proves (newEmail).
 */
export async function issueAuthToken(tx: DbOrTx, userId: string, kind: AuthTokenKind, options: { newEmail?: string } = {}): Promise<string> {
  const token = generateToken();
  await voidAuthTokens(tx, userId, [kind]);
  await tx.insert(authTokens).values({
    userId,
    kind,
    tokenHash: hashToken(token),
    newEmail: options.newEmail,
    expiresAt: new Date(Date.now() + TOKEN_TTL_SECONDS[kind] * 1000),
  });
  return token;
}

/** Ends the user's unused tokens of these kinds (a newer token, or a change that makes them moot). */
export async function voidAuthTokens(tx: DbOrTx, userId: string, kinds: readonly AuthTokenKind[]): Promise<void> {
  await tx
    .update(authTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(authTokens.userId, userId), inArray(authTokens.kind, [...kinds]), isNull(authTokens.usedAt)));
}

/** The token row if it exists and has the right kind, locked for update inside a transaction. */
export async function findAuthToken(tx: DbOrTx, token: string, kind: AuthTokenKind, options: { lock?: boolean } = {}) {
  const query = tx
    .select()
    .from(authTokens)
    .where(and(eq(authTokens.tokenHash, hashToken(token)), eq(authTokens.kind, kind)))
    .limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

export function isUsable(row: { usedAt: Date | null; expiresAt: Date } | null): boolean {
  return !!row && row.usedAt === null && row.expiresAt.getTime() > Date.now();
}

export async function markAuthTokenUsed(tx: DbOrTx, id: string): Promise<void> {
  await tx.update(authTokens).set({ usedAt: new Date() }).where(and(eq(authTokens.id, id), isNull(authTokens.usedAt)));
}

