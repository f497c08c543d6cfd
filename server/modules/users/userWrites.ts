import { and, eq, ne, sql } from 'drizzle-orm';
import type { ContactStatus } from '../../../domain/chat/chat';
import type { Role } from '../../../domain/permissions/roles';
import type { DbOrTx } from '../../platform/db/database';
import { users } from '../../platform/db/schema';

/**
 * Every write of the users table from another module (sign-up, invitations, the profile, chat
 * presence, the guided start) goes through these, so the users module is the one that knows
 * the table's shape. Each takes the caller's transaction (or the database) and writes one row.
 */
export type UserRow = typeof users.$inferSelect;

/** A new account: the owner of a new organisation (auth) or an invited member (invites). */
export async function createUser(
  tx: DbOrTx,
  values: { organizationId: string; name: string; email: string; passwordHash: string | null; googleSubject?: string; role: Role; emailVerifiedAt: Date | null },
): Promise<UserRow> {
  const [created] = await tx.insert(users).values(values).returning();
  return created!;
}

export async function markEmailVerified(tx: DbOrTx, userId: string): Promise<void> {
  await tx.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, userId));
}

/** Signing in with Google ties the account to the Google identity (auth decides what the password becomes). */
export async function linkGoogleAccount(
  tx: DbOrTx,
  userId: string,
  values: { googleSubject: string; emailVerifiedAt: Date | null; passwordHash: string | null },
): Promise<UserRow | undefined> {
  const [linked] = await tx.update(users).set(values).where(eq(users.id, userId)).returning();
  return linked;
}

/** A new password; a reset link also verifies the address, so it passes `emailVerifiedAt`. */
export async function setPassword(tx: DbOrTx, userId: string, passwordHash: string, options: { emailVerifiedAt?: Date } = {}): Promise<void> {
  const verified = options.emailVerifiedAt !== undefined ? { emailVerifiedAt: options.emailVerifiedAt } : {};
  await tx
    .update(users)
    .set({ passwordHash, ...verified })
    .where(eq(users.id, userId));
}

/** The profile's name and time zone; a field left undefined is left as it is. Undefined when the user is gone. */
export async function setUserProfile(tx: DbOrTx, userId: string, values: { name?: string; timeZone?: string | null }): Promise<UserRow | undefined> {
  const [user] = await tx
    .update(users)
    .set({ ...(values.name !== undefined && { name: values.name }), ...(values.timeZone !== undefined && { timeZone: values.timeZone }) })
    .where(eq(users.id, userId))
    .returning();
  return user;
}

/** Points the user at a stored picture, or at none. Undefined when the user is gone. */
export async function setAvatar(tx: DbOrTx, userId: string, next: { key: string; type: string } | null): Promise<UserRow | undefined> {
  const [user] = await tx
    .update(users)
    .set({ avatarKey: next?.key ?? null, avatarType: next?.type ?? null, avatarUpdatedAt: next ? new Date() : null })
    .where(eq(users.id, userId))
    .returning();
  return user;
}

/** A confirmed change of address: the link proved the new mailbox. */
export async function setEmail(tx: DbOrTx, userId: string, email: string): Promise<UserRow> {
  const [changed] = await tx.update(users).set({ email, emailVerifiedAt: new Date() }).where(eq(users.id, userId)).returning();
  return changed!;
}

/** The status the user chose ('busy'), or null to let their tabs decide again. */
export async function setChosenStatus(tx: DbOrTx, userId: string, chosenStatus: 'busy' | null): Promise<void> {
  await tx.update(users).set({ chosenStatus }).where(eq(users.id, userId));
}

/**
 * Stores a presence refresh unless one with a higher version (on any node) has written first, in
 * one statement: the row is locked and read in its sub-select, so the user's chosen status picks
 * between the two statuses chat's presence derived (`ifBusy`, `otherwise`). Answers the stored
 * status and lastSeenAt (set when it goes offline) when the status moved; null when it did not, or
 * when the refresh was not the newest. One statement, not a transaction of four, as every arrival,
 * departure and idle tab of a whole team runs it (a burst after a failover or a deploy).
 */
export async function storePresence(
  tx: DbOrTx,
  userId: string,
  refresh: { presenceVersion: number; ifBusy: ContactStatus; otherwise: ContactStatus },
): Promise<{ contactStatus: ContactStatus; lastSeenAt: Date | null } | null> {
  const now = new Date();
  const { rows } = await tx.execute<{ before: ContactStatus; after: ContactStatus; lastSeenAt: string | null }>(sql`
    update ${users}
    set ${sql.identifier(users.presenceVersion.name)} = ${refresh.presenceVersion},
        ${sql.identifier(users.contactStatus.name)} = current.next,
        ${sql.identifier(users.lastSeenAt.name)} = case when current.next = 'offline' and current.contact_status <> 'offline' then ${now.toISOString()}::timestamptz else ${users.lastSeenAt} end
    from (
      select ${users.id} as id, ${users.contactStatus} as contact_status,
             case when ${users.chosenStatus} = 'busy' then ${refresh.ifBusy} else ${refresh.otherwise} end as next
      from ${users}
      where ${users.id} = ${userId} and ${users.presenceVersion} < ${refresh.presenceVersion}
      for update
    ) as current
    where ${users.id} = current.id
    returning current.contact_status as before, ${users.contactStatus} as after, ${users.lastSeenAt} as "lastSeenAt"`);
  const [row] = rows;
  if (!row || row.before === row.after) return null;
  return { contactStatus: row.after, lastSeenAt: row.lastSeenAt === null ? null : new Date(row.lastSeenAt) };
}

/** Everyone shown present goes offline (a lone node starting: nobody can be connected yet). */
export async function resetAllPresence(tx: DbOrTx): Promise<void> {
  await tx.update(users).set({ contactStatus: 'offline', lastSeenAt: new Date() }).where(ne(users.contactStatus, 'offline'));
}

/** Hides the home page's guided start for this user (of this organisation). */
export async function dismissGettingStarted(tx: DbOrTx, userId: string, organizationId: string): Promise<void> {
  await tx
    .update(users)
    .set({ gettingStartedDismissedAt: new Date() })
    .where(and(eq(users.id, userId), eq(users.organizationId, organizationId)));
}
