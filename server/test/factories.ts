import { joinGeneralChannel } from '../modules/chat/generalChannel';
import { randomUUID } from 'node:crypto';
import type { OrgRole } from '../../domain/permissions/roles';
import type { UserStatus } from '../../domain/users/types';
import { hashPassword } from '../platform/auth/password';
import { createSessionStore } from '../platform/auth/sessions';
import type { Db } from '../platform/db/database';
import { asc, gt } from 'drizzle-orm';
import { organizations, plans, subscriptions, users } from '../platform/db/schema';
import { startFreeSubscription } from '../modules/billing';

export const TEST_PASSWORD = 'correct horse battery';

// argon2 is deliberately slow: hash the shared test password once per test file.
let passwordHash: Promise<string> | undefined;
const testPasswordHash = () => (passwordHash ??= hashPassword(TEST_PASSWORD));

export type TestUser = typeof users.$inferSelect;

export async function createUser(
  db: Db,
  values: { organizationId: string | null; role: OrgRole | 'super_admin'; status?: UserStatus; verified?: boolean; name?: string; email?: string },
): Promise<TestUser> {
  const unique = randomUUID().slice(0, 8);
  const [user] = await db
    .insert(users)
    .values({
      organizationId: values.organizationId,
      role: values.role,
      status: values.status ?? 'active',
      name: values.name ?? `${values.role} ${unique}`,
      email: values.email ?? `${values.role}-${unique}@example.test`,
      passwordHash: await testPasswordHash(),
      emailVerifiedAt: values.verified === false ? null : new Date(),
    })
    .returning();
  // As sign-up and invitations do: everyone of an organisation is in its #general channel.
  if (values.organizationId) await joinGeneralChannel(db, values.organizationId, [user!.id]);
  return user!;
}

/**
 * A fresh organisation with one user per requested role, so tests never share state.
 * It is on the first paid plan with 25 seats unless `plan: 'free'` asks for the free tier.
 */
export async function createOrganization<R extends OrgRole>(
  db: Db,
  roles: readonly R[] = ['owner'] as unknown as R[],
  options: { plan?: 'free' | 'paid'; seats?: number } = {},
) {
  const [organization] = await db.insert(organizations).values({ name: `Org ${randomUUID().slice(0, 8)}` }).returning();
  if (options.plan === 'free') {
    await startFreeSubscription(db, organization!.id);
  } else {
    const [paid] = await db.select().from(plans).where(gt(plans.monthlyPriceCents, 0)).orderBy(asc(plans.minUsers)).limit(1);
    await db.insert(subscriptions).values({ organizationId: organization!.id, planId: paid!.id, quantity: options.seats ?? 25 });
  }
  const members = {} as Record<R, TestUser>;
  for (const role of roles) members[role] = await createUser(db, { organizationId: organization!.id, role });
  return { organization: organization!, members };
}

/** A session token for a user, made by the product's own session store. */
export async function tokenFor(db: Db, user: { id: string }): Promise<string> {
  const { token } = await createSessionStore(db, 3600).create(user.id, { userAgent: 'vitest' });
  return token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
