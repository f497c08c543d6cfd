import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, isNull, lt, or } from 'drizzle-orm';
import type { Kiosk } from '../../../domain/visitors/visits';
import type { Db, DbOrTx } from '../../platform/db/database';
import { users, visitorKiosks } from '../../platform/db/schema';
import { notFound } from '../../platform/http/errors';
import { avatarUrl } from '../users';

/** last_used_at is for the settings page ("used 5 minutes ago"): one write a minute per kiosk is plenty. */
const TOUCH_EVERY_MS = 60_000;

/** Only the SHA-256 of a token is kept: a stolen database cannot open a kiosk. */
export const hashKioskToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export interface KioskBinding {
  id: string;
  organizationId: string;
  name: string;
}

type KioskRow = typeof visitorKiosks.$inferSelect;
type Creator = { id: string; name: string; avatarUpdatedAt: Date | null } | null;

function presentKiosk(row: KioskRow, creator: Creator): Kiosk {
  return {
    _id: row.id,
    name: row.name,
    createdBy: creator ? { _id: creator.id, name: creator.name, avatar: avatarUrl(creator) } : null,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  };
}

/** A new kiosk; its token is in the answer and nowhere else, ever. */
export async function createKiosk(db: DbOrTx, actor: { userId: string; organizationId: string }, appUrl: string, name: string) {
  const token = randomBytes(32).toString('base64url');
  const [row] = await db
    .insert(visitorKiosks)
    .values({ organizationId: actor.organizationId, name, tokenHash: hashKioskToken(token), createdById: actor.userId })
    .returning();
  const [creator] = await db
    .select({ id: users.id, name: users.name, avatarUpdatedAt: users.avatarUpdatedAt })
    .from(users)
    .where(eq(users.id, actor.userId));
  return { ...presentKiosk(row!, creator ?? null), token, url: `${appUrl.replace(/\/$/, '')}/kiosk/${token}` };
}

export async function listKiosks(db: Db, organizationId: string): Promise<Kiosk[]> {
  const rows = await db
    .select({ kiosk: visitorKiosks, creatorId: users.id, creatorName: users.name, creatorAvatar: users.avatarUpdatedAt })
    .from(visitorKiosks)
    .leftJoin(users, eq(users.id, visitorKiosks.createdById))
    .where(eq(visitorKiosks.organizationId, organizationId))
    .orderBy(desc(visitorKiosks.createdAt));
  return rows.map((row) =>
    presentKiosk(row.kiosk, row.creatorId ? { id: row.creatorId, name: row.creatorName ?? '', avatarUpdatedAt: row.creatorAvatar } : null),
  );
}

/** Deleting the row is the revocation: the next call with its token finds nothing. */
export async function revokeKiosk(db: Db, organizationId: string, kioskId: string): Promise<{ _id: string }> {
  const [row] = await db
    .delete(visitorKiosks)
    .where(and(eq(visitorKiosks.id, kioskId), eq(visitorKiosks.organizationId, organizationId)))
    .returning({ id: visitorKiosks.id });
  if (!row) throw notFound('Kiosk not found');
  return { _id: row.id };
}

/** The kiosk a token opens, or null (unknown or revoked). */
export async function kioskByToken(db: Db, token: string, now = new Date()): Promise<KioskBinding | null> {
  const [row] = await db
    .select({ id: visitorKiosks.id, organizationId: visitorKiosks.organizationId, name: visitorKiosks.name, lastUsedAt: visitorKiosks.lastUsedAt })
    .from(visitorKiosks)
    .where(eq(visitorKiosks.tokenHash, hashKioskToken(token)));
  if (!row) return null;
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() >= TOUCH_EVERY_MS) {
    // Conditional, so that parallel calls of one kiosk write once.
    await db
      .update(visitorKiosks)
      .set({ lastUsedAt: now })
      .where(and(eq(visitorKiosks.id, row.id), or(isNull(visitorKiosks.lastUsedAt), lt(visitorKiosks.lastUsedAt, new Date(now.getTime() - TOUCH_EVERY_MS)))));
  }
  return { id: row.id, organizationId: row.organizationId, name: row.name };
}
