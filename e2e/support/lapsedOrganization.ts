import path from 'node:path';
import { eq } from 'drizzle-orm';
import { scheduleSubscriptionJobs } from '../../server/modules/billing/lifecycle/lifecycleJobs';
import { createDatabase } from '../../server/platform/db/database';
import { plans, subscriptions } from '../../server/platform/db/schema';
import { createOrganization, createUser, TEST_PASSWORD } from '../../server/test/factories';

/** An organisation whose Team trial ended yesterday, for the account-lock browser test. */
export const LAPSED = {
  owner: { email: 'owner@lapsed.e2e.test', password: TEST_PASSWORD },
  editor: { email: 'editor@lapsed.e2e.test', password: TEST_PASSWORD },
};

/**
 * Written into the embedded database before the server starts: the trial is still 'trialing'
 * with its trial-end job due, so the server's own job queue is what expires it.
 */
export async function seedLapsedTrial(dataDir: string): Promise<void> {
  const database = createDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
  await database.migrate();
  const { db } = database;
  const { organization } = await createOrganization(db, [], { plan: 'free' });
  await createUser(db, { organizationId: organization.id, role: 'owner', name: 'Lena Lapsed', email: LAPSED.owner.email });
  await createUser(db, { organizationId: organization.id, role: 'editor', name: 'Eli Editor', email: LAPSED.editor.email });
  const [team] = await db.select().from(plans).where(eq(plans.name, 'Team'));
  const yesterday = new Date(Date.now() - 86_400_000);
  const [trial] = await db
    .update(subscriptions)
    .set({ planId: team!.id, quantity: 6, status: 'trialing', trialEndsAt: yesterday, currentPeriodEnd: yesterday })
    .where(eq(subscriptions.organizationId, organization.id))
    .returning();
  await scheduleSubscriptionJobs(db, trial!);
  await database.close();
}
