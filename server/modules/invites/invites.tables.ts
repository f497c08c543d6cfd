import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { OrgRole } from '../../../domain/permissions/roles';
import { createdAt, tenantColumn } from '../../platform/db/columns';
import { users } from '../../platform/db/schema';

export const INVITE_STATUSES = ['pending', 'accepted', 'rejected', 'revoked'] as const;
export type InviteStatus = (typeof INVITE_STATUSES)[number];

export const invites = pgTable(
  'invites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: tenantColumn(),
    email: text('email').notNull(),
    role: text('role').$type<OrgRole>().notNull(),
    // SHA-256 of the code in the mailed link.
    codeHash: text('code_hash').notNull(),
    invitedById: uuid('invited_by_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').$type<InviteStatus>().notNull().default('pending'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('invites_code_hash_unique').on(t.codeHash),
    index('invites_organization_status_idx').on(t.organizationId, t.status),
    // At most one pending invite per address in an organisation.
    uniqueIndex('invites_pending_email_unique').on(t.organizationId, t.email).where(sql`status = 'pending'`),
  ],
);
