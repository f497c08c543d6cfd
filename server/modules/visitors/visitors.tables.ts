import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { BlockKind, SignOutBy, VisitStatus } from '../../../domain/visitors/visits';
import { createdAt, organizations, tenantColumn } from '../../platform/db/columns';
import { users } from '../../platform/db/schema';

/**
 * One row per organisation, written on its first save (until then VISITOR_SETTINGS_DEFAULTS apply,
 * with the owner's time zone or UTC).
 */
export const visitorSettings = pgTable('visitor_settings', {
  organizationId: uuid('organization_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  agreementText: text('agreement_text').notNull().default(''),
  requireApproval: boolean('require_approval').notNull().default(false),
  photoEnabled: boolean('photo_enabled').notNull().default(false),
  autoSignOut: boolean('auto_sign_out').notNull().default(true),
  signOutReminderHours: integer('sign_out_reminder_hours'),
  retentionDays: integer('retention_days'),
  timeZone: text('time_zone').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A visitor: one row per person of an organisation, matched by email (lower case), else by name and
 * phone. Erasing one (on request, or by the retention job) blanks the personal columns and sets
 * erased_at; the row stays so that visits still count.
 */
export const visitors = pgTable(
  'visitors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: tenantColumn(),
    name: text('name').notNull(),
    email: text('email'),
    phone: text('phone'),
    company: text('company').notNull().default(''),
    erasedAt: timestamp('erased_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('visitors_email_idx').on(t.organizationId, t.email).where(sql`${t.email} is not null`),
    index('visitors_name_idx').on(t.organizationId, sql`lower(${t.name})`),
  ],
);

/**
 * A visit: an invitation (expected) or a walk-in, and what became of it. `code` is the sign-in code
 * (mailed, and in the QR code), unique within the organisation. The visitor's agreement is kept as
 * the text they accepted, with the time.
 */
export const visits = pgTable(
  'visits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: tenantColumn(),
    visitorId: uuid('visitor_id')
      .notNull()
      .references(() => visitors.id, { onDelete: 'cascade' }),
    hostId: uuid('host_id')
      .notNull()
      .references(() => users.id),
    /** Who invited; null for a walk-in. */
    invitedById: uuid('invited_by_id').references(() => users.id),
    purpose: text('purpose').notNull().default(''),
    status: text('status').$type<VisitStatus>().notNull(),
    expectedFrom: timestamp('expected_from', { withTimezone: true }),
    expectedTo: timestamp('expected_to', { withTimezone: true }),
    walkIn: boolean('walk_in').notNull().default(false),
    code: text('code').notNull(),
    /** The kiosk it was signed in at, if any (a revoked kiosk's visits keep it). */
    kioskId: uuid('kiosk_id').references(() => visitorKiosks.id, { onDelete: 'set null' }),
    signedInAt: timestamp('signed_in_at', { withTimezone: true }),
    signedOutAt: timestamp('signed_out_at', { withTimezone: true }),
    signedOutBy: text('signed_out_by').$type<SignOutBy>(),
    agreementText: text('agreement_text'),
    agreementAcceptedAt: timestamp('agreement_accepted_at', { withTimezone: true }),
    /** storage key of the photo taken at sign-in (platform/storage), erased with the visitor. */
    photoKey: text('photo_key'),
    /** A block-list match: held for the visitor managers instead of notifying the host. */
    held: boolean('held').notNull().default(false),
    decidedById: uuid('decided_by_id').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** Visits of one recurring invitation share it. */
    seriesId: uuid('series_id'),
    /** When the host was reminded to sign the visitor out (once per visit). */
    signOutRemindedAt: timestamp('sign_out_reminded_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('visits_code_idx').on(t.organizationId, t.code),
    // The history: an organisation's visits newest first, by when they were (expected, else signed in, else made).
    index('visits_when_idx').on(t.organizationId, sql`coalesce(${t.expectedFrom}, ${t.signedInAt}, ${t.createdAt})`),
    index('visits_host_idx').on(t.organizationId, t.hostId),
    index('visits_visitor_idx').on(t.visitorId),
    // Who is on site, and what the end-of-day and reminder jobs look at.
    index('visits_open_idx').on(t.organizationId, t.status).where(sql`${t.status} in ('expected', 'awaitingApproval', 'signedIn')`),
  ],
);

export const visitorBlocks = pgTable(
  'visitor_blocks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: tenantColumn(),
    kind: text('kind').$type<BlockKind>().notNull(),
    /** Lower case; a domain without its '@'. */
    value: text('value').notNull(),
    reason: text('reason').notNull().default(''),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('visitor_blocks_value_idx').on(t.organizationId, t.kind, t.value)],
);

/** A front-desk tablet: bound to one organisation by a token (only its SHA-256 is kept); revoking deletes the row. */
export const visitorKiosks = pgTable(
  'visitor_kiosks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: tenantColumn(),
    name: text('name').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('visitor_kiosks_token_idx').on(t.tokenHash)],
);
