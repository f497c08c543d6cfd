import { joinGeneralChannel } from '../modules/chat/generalChannel';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { OrgRole } from '../../domain/permissions/roles';
import { hashPassword, verifyPassword } from '../platform/auth/password';
import type { Db } from '../platform/db/database';
import { asc, gt } from 'drizzle-orm';
import { organizations, plans, subscriptions, transactions, users } from '../platform/db/schema';
import { scheduleSubscriptionJobs } from '../modules/billing/lifecycle/lifecycleJobs';
import { seedDemoCalendar } from './demoCalendar';
import { seedDemoCredits } from './demoCredits';
import { seedDemoNotes } from './demoNotes';
import { seedDemoVisitors } from './demoVisitors';
import { seedDemoWork } from './demoWork';

export const DEMO_PASSWORD = 'demo-password';
export const DEMO_ORGANIZATION = 'Acme Inc.';
export const DEMO_USERS: { role: OrgRole; name: string; email: string }[] = [
  { role: 'owner', name: 'Olivia Owner', email: 'owner@demo.test' },
  { role: 'admin', name: 'Adam Admin', email: 'admin@demo.test' },
  { role: 'maintainer', name: 'Maya Maintainer', email: 'maintainer@demo.test' },
  { role: 'editor', name: 'Eddie Editor', email: 'editor@demo.test' },
  { role: 'read', name: 'Riley Reader', email: 'read@demo.test' },
];

/**
 * Creates the platform super admin on first start. A password from the environment
 * wins (and is applied again if it changed); otherwise one is generated and returned
 * so start-up can print it once.
 */
export async function ensureSuperAdmin(db: Db, email: string, password?: string): Promise<{ email: string; generatedPassword: string | null }> {
  const normalized = email.toLowerCase();
  const existing = await db.query.users.findFirst({ where: eq(users.email, normalized) });
  if (existing) {
    if (password && !(await verifyPassword(existing.passwordHash, password))) {
      await db.update(users).set({ passwordHash: await hashPassword(password) }).where(eq(users.id, existing.id));
    }
    return { email: normalized, generatedPassword: null };
  }
  const chosen = password ?? randomBytes(12).toString('base64url');
  await db.insert(users).values({
    organizationId: null,
    name: 'Platform Admin',
    email: normalized,
    passwordHash: await hashPassword(chosen),
    role: 'super_admin',
    emailVerifiedAt: new Date(),
  });
  return { email: normalized, generatedPassword: password ? null : chosen };
}

/**
 * The demo organisation with one verified user per role and a project of tasks; skipped when it
 * already exists. The front desk kiosk's address (its token) can only be answered when it is made.
 */
export async function seedDemo(db: Db, options: { appUrl?: string } = {}): Promise<{ created: boolean; kioskUrl?: string }> {
  const first = await db.query.users.findFirst({ where: eq(users.email, DEMO_USERS[0]!.email) });
  if (first) return { created: false };
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const { kioskUrl } = await db.transaction(async (tx) => {
    const [org] = await tx.insert(organizations).values({ name: DEMO_ORGANIZATION }).returning();
    const people = await tx
      .insert(users)
      .values(DEMO_USERS.map((user) => ({ ...user, organizationId: org!.id, passwordHash, emailVerifiedAt: new Date() })))
      .returning({ id: users.id });
    await joinGeneralChannel(
      tx,
      org!.id,
      people.map((person) => person.id),
    );
    const { projectId } = await seedDemoWork(
      tx,
      org!.id,
      people.map((person) => person.id),
    );
    await seedDemoNotes(
      tx,
      org!.id,
      people.map((person, index) => ({ id: person.id, name: DEMO_USERS[index]!.name })),
      projectId,
    );
    await seedDemoCalendar(
      tx,
      org!.id,
      people.map((person) => person.id),
      projectId,
    );
    await seedDemoCredits(
      tx,
      org!.id,
      people.map((person, index) => ({ id: person.id, name: DEMO_USERS[index]!.name })),
      projectId,
    );
    const demoVisitors = await seedDemoVisitors(
      tx,
      org!.id,
      people.map((person) => person.id),
      options.appUrl ?? '',
    );
    // The demo team tries the first paid plan, so inviting works right away.
    const [paid] = await tx.select().from(plans).where(gt(plans.monthlyPriceCents, 0)).orderBy(asc(plans.minUsers)).limit(1);
    const trialEnds = new Date(Date.now() + (paid?.trialDays || 14) * 86400_000);
    const [trial] = await tx
      .insert(subscriptions)
      .values({
        organizationId: org!.id,
        planId: paid!.id,
        quantity: 10,
        status: 'trialing',
        trialEndsAt: trialEnds,
        currentPeriodEnd: trialEnds,
      })
      .returning();
    // Its trial ends like any other (expired unless paid), and it is the organisation's one trial.
    await scheduleSubscriptionJobs(tx, trial!);
    await tx.insert(transactions).values({
      organizationId: org!.id,
      kind: 'trial_start',
      status: 'info',
      description: `Trial started: ${paid!.name}, 10 seats, until ${trialEnds.toISOString().slice(0, 10)}`,
    });
    return demoVisitors;
  });
  return { created: true, kioskUrl };
}
