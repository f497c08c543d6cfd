import { and, eq, inArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../platform/db/database';
import { organizations, users } from '../../platform/db/schema';
import { inOrganization } from '../../platform/db/tenant';
import { enqueueJob, type JobHandler } from '../../platform/jobs/queue';
import type { Mailer } from '../../platform/mail/mailer';
import { billingMail, type BillingMailEvent } from '../../platform/mail/templates';

export const BILLING_MAIL_JOB = 'billing.mail';

/**
 * Queued in the transaction that changes the state, so the mail goes out exactly when the change
 * committed, once (the key), and is retried by the queue if the mail server is down.
 */
export async function queueBillingMail(tx: DbOrTx, organizationId: string, event: BillingMailEvent, key: string, detail?: string): Promise<void> {
  await enqueueJob(tx, { kind: BILLING_MAIL_JOB, key: `${BILLING_MAIL_JOB}:${event}:${key}`, runAt: new Date(0), payload: { organizationId, event, detail } });
}

/** Sends the mail to every active owner and admin of the organisation. */
export function createBillingMailHandler(deps: { db: Db; mailer: Mailer; appUrl: string }): JobHandler {
  return async (payload) => {
    const organizationId = String(payload.organizationId);
    const event = payload.event as BillingMailEvent;
    const [organization] = await deps.db.select({ name: organizations.name }).from(organizations).where(eq(organizations.id, organizationId));
    if (!organization) return;
    const recipients = await deps.db
      .select({ name: users.name, email: users.email })
      .from(users)
      .where(inOrganization(users, organizationId, and(eq(users.status, 'active'), inArray(users.role, ['owner', 'admin']))));
    for (const person of recipients) {
      const mail = billingMail(event, { name: person.name, organizationName: organization.name, url: `${deps.appUrl}/billing`, detail: typeof payload.detail === 'string' ? payload.detail : undefined });
      await deps.mailer.send({ to: person.email, subject: mail.subject, text: mail.text, html: mail.html });
    }
  };
}
