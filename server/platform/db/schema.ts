import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, customType, foreignKey, index, integer, jsonb, pgSequence, pgTable, primaryKey, text, timestamp, unique, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { AttachmentKind, CallStatus, CallType, ChannelType, ContactStatus, MessageKind } from '../../../domain/chat/chat';
import type { OrgRole, Role } from '../../../domain/permissions/roles';
import type { UserStatus } from '../../../domain/users/types';
import { PROJECT_STATUSES, STATUS_CATEGORIES, type StatusCategory } from '../../../domain/projects/projects';
import { SPRINT_STATUSES, type SprintStatus } from '../../../domain/sprints/sprints';
import { TASK_PRIORITIES, TASK_TYPES, type TaskPriority } from '../../../domain/tasks/tasks';
import { NOTIFICATION_TYPES } from '../../../domain/notifications/notifications';
import { BILLING_CYCLES, type BillingCycle } from '../../../domain/billing/pricing';
import {
  CHECKOUT_PURPOSES,
  CHECKOUT_STATUSES,
  INVOICE_STATUSES,
  SUBSCRIPTION_STATUSES,
  TRANSACTION_STATUSES,
  type CardBrand,
  type SubscriptionStatus,
} from '../../../domain/billing/api';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
/** The organisation a row of a tenant table belongs to: every query filters on it, and the row goes with the organisation. */
const tenantColumn = () =>
  uuid('organization_id')
    .notNull()
    .references(() => organizations.id, { onDelete: 'cascade' });

export const organizations = pgTable('organizations', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  createdAt: createdAt(),
});

/** Orders presence refreshes across nodes: each takes the next number before it reads the sockets. */
export const presenceVersions = pgSequence('presence_versions');

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Null only for the platform super admin, who belongs to no organisation.
    organizationId: uuid('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    googleSubject: text('google_subject'),
    role: text('role').$type<Role>().notNull(),
    status: text('status').$type<UserStatus>().notNull().default('active'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }),
    // Chat presence as others see it: derived from the user's live sockets on every node.
    contactStatus: text('contact_status').$type<ContactStatus>().notNull().default('offline'),
    // 'busy' while the user has chosen it; it outlives reconnects and reloads.
    chosenStatus: text('chosen_status').$type<'busy'>(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    // The presence_versions number of the refresh that last wrote contactStatus: an older
    // refresh (one that read the sockets earlier, on any node) never overwrites a newer one.
    presenceVersion: bigint('presence_version', { mode: 'number' }).notNull().default(0),
    // The profile picture: a storage key (never a path), the type sniffed from its bytes, and when it
    // changed (its URL carries that, so a browser never shows an old picture from its cache).
    avatarKey: text('avatar_key'),
    avatarType: text('avatar_type'),
    avatarUpdatedAt: timestamp('avatar_updated_at', { withTimezone: true }),
    // IANA name (Europe/Berlin); null until the user picks one, when the web uses the browser's.
    timeZone: text('time_zone'),
    // The home page's guided start, hidden by this user (domain/gettingStarted).
    gettingStartedDismissedAt: timestamp('getting_started_dismissed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    // One account per address across the platform: emails are stored lower-cased.
    uniqueIndex('users_email_unique').on(t.email),
    uniqueIndex('users_google_subject_unique').on(t.googleSubject),
    index('users_organization_idx').on(t.organizationId),
    // The presence sweep pages through the few users shown present, by id, once a minute on every node.
    index('users_present_idx').on(t.id).where(sql`${t.contactStatus} <> 'offline'`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // SHA-256 of the bearer token: a leaked table cannot be replayed as sessions.
    tokenHash: text('token_hash').notNull(),
    userAgent: text('user_agent'),
    ipAddress: text('ip_address'),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('sessions_token_hash_unique').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

export const AUTH_TOKEN_KINDS = ['verify_email', 'reset_password', 'change_email'] as const;
export type AuthTokenKind = (typeof AUTH_TOKEN_KINDS)[number];

/** Single-use emailed tokens (verification, password reset, email change), stored hashed. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<AuthTokenKind>().notNull(),
    tokenHash: text('token_hash').notNull(),
    // change_email only: the address the link proves, which becomes the user's when it is opened.
    newEmail: text('new_email'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('auth_tokens_token_hash_unique').on(t.tokenHash), index('auth_tokens_user_kind_idx').on(t.userId, t.kind)],
);

export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: tenantColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').$type<NotificationType>().notNull(),
    subject: text('subject').notNull(),
    // Sanitised HTML written by the server only, never user-supplied markup.
    message: text('message').notNull(),
    senderName: text('sender_name'),
    metadata: jsonb('metadata').$type<{ projectId?: string; taskId?: string; channelId?: string; messageId?: string }>().notNull().default(sql`'{}'::jsonb`),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('notifications_user_created_idx').on(t.organizationId, t.userId, t.createdAt)],
);

export const plans = pgTable(
  'plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    minUsers: integer('min_users').notNull(),
    // Null means unbounded: the last plan of the catalogue.
    maxUsers: integer('max_users'),
    // Integer cents per seat: per month, and per year for annual billing.
    monthlyPriceCents: integer('monthly_price_cents').notNull(),
    annualPriceCents: integer('annual_price_cents').notNull(),
    description: text('description').notNull().default(''),
    featureTitle: text('feature_title').notNull().default(''),
    features: jsonb('features').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    trialDays: integer('trial_days').notNull().default(0),
    // Null means unlimited; the free tier allows a few projects.
    maxProjects: integer('max_projects'),
    isCustomPlan: boolean('is_custom_plan').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('plans_min_users_unique').on(t.minUsers)],
);

export { BILLING_CYCLES, type BillingCycle, SUBSCRIPTION_STATUSES, type SubscriptionStatus };

/** One current subscription per organisation; seats are what the organisation pays for. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: tenantColumn(),
    planId: uuid('plan_id')
      .notNull()
      .references(() => plans.id),
    quantity: integer('quantity').notNull(),
    billingCycle: text('billing_cycle').$type<BillingCycle>().notNull().default('monthly'),
    status: text('status').$type<SubscriptionStatus>().notNull().default('active'),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }).notNull().defaultNow(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }),
    // What one period costs after the promotion code's discount; 0 on the free tier and in a trial.
    totalCents: integer('total_cents').notNull().default(0),
    promoCodeId: uuid('promo_code_id').references(() => promoCodes.id, { onDelete: 'set null' }),
    // Cancelled by the customer: stays usable until the period end, undoable until then.
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    // Fewer seats or annual to monthly: applied when the period ends (spec 8, no refund).
    scheduledPlanId: uuid('scheduled_plan_id').references(() => plans.id),
    scheduledQuantity: integer('scheduled_quantity'),
    scheduledBillingCycle: text('scheduled_billing_cycle').$type<BillingCycle>(),
    // Set when a renewal charge fails; the grace period runs from here.
    pastDueSince: timestamp('past_due_since', { withTimezone: true }),
    // The super admin's restriction keeps what it interrupted, to restore on lifting it.
    statusBeforeRestriction: text('status_before_restriction').$type<SubscriptionStatus>(),
    lastPaymentAt: timestamp('last_payment_at', { withTimezone: true }),
    lastPaymentCents: integer('last_payment_cents'),
    provider: text('provider').$type<PaymentProviderName>().notNull().default('sandbox'),
    providerCustomerId: text('provider_customer_id'),
    providerSubscriptionId: text('provider_subscription_id'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('subscriptions_organization_unique').on(t.organizationId)],
);

export const PAYMENT_PROVIDERS = ['sandbox', 'stripe'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** Created by the super admin; applied at checkout, counted when a checkout is paid. */
export const promoCodes = pgTable(
  'promo_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Stored upper-cased (normalizePromoCode).
    code: text('code').notNull(),
    kind: text('kind').$type<'percent' | 'amount'>().notNull(),
    // Hundredths of a percent: 12.5 % is 1250.
    percentOffBasisPoints: integer('percent_off_basis_points'),
    amountOffCents: integer('amount_off_cents'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    maxRedemptions: integer('max_redemptions'),
    redemptions: integer('redemptions').notNull().default(0),
    planId: uuid('plan_id').references(() => plans.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('promo_codes_code_unique').on(t.code)],
);

export type CheckoutPurpose = (typeof CHECKOUT_PURPOSES)[number];
export type CheckoutStatus = (typeof CHECKOUT_STATUSES)[number];

/**
 * One attempt to pay (or, for 'setup', to save a card): what it would buy, priced by the server
 * when it was created, and how it ended. Completion is idempotent on this row's status.
 */
export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: tenantColumn(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    provider: text('provider').$type<PaymentProviderName>().notNull(),
    providerSessionId: text('provider_session_id'),
    purpose: text('purpose').$type<CheckoutPurpose>().notNull(),
    planId: uuid('plan_id')
      .notNull()
      .references(() => plans.id),
    quantity: integer('quantity').notNull(),
    billingCycle: text('billing_cycle').$type<BillingCycle>().notNull(),
    promoCodeId: uuid('promo_code_id').references(() => promoCodes.id, { onDelete: 'set null' }),
    subtotalCents: integer('subtotal_cents').notNull(),
    discountCents: integer('discount_cents').notNull(),
    // The period price from now on, and what this checkout charges now.
    totalCents: integer('total_cents').notNull(),
    amountDueCents: integer('amount_due_cents').notNull(),
    // A retry pays this open invoice.
    invoiceId: uuid('invoice_id'),
    status: text('status').$type<CheckoutStatus>().notNull().default('open'),
    failureMessage: text('failure_message'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    index('checkout_sessions_organization_idx').on(t.organizationId, t.createdAt),
    uniqueIndex('checkout_sessions_provider_session_unique').on(t.provider, t.providerSessionId),
  ],
);

/** A saved card: only its brand, last four digits and expiry are ever stored, never the number. */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: tenantColumn(),
    provider: text('provider').$type<PaymentProviderName>().notNull(),
    // The provider's handle for charging it later (Stripe's pm_…; the sandbox's own token).
    providerPaymentMethodId: text('provider_payment_method_id').notNull(),
    brand: text('brand').$type<CardBrand>().notNull(),
    last4: text('last4').notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('payment_methods_organization_idx').on(t.organizationId),
    uniqueIndex('payment_methods_one_default').on(t.organizationId).where(sql`${t.isDefault}`),
    uniqueIndex('payment_methods_provider_unique').on(t.organizationId, t.providerPaymentMethodId),
  ],
);

export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
export interface InvoiceLine {
  description: string;
  quantity: number;
  unitCents: number;
  amountCents: number;
}

/** A bill for a charge: paid at once, or open while a renewal's payment is failing. */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: tenantColumn(),
    // Human number, INV-000042: from a sequence, so two invoices never share one.
    number: bigserial('number', { mode: 'number' }).notNull(),
    checkoutSessionId: uuid('checkout_session_id').references(() => checkoutSessions.id, { onDelete: 'set null' }),
    status: text('status').$type<InvoiceStatus>().notNull(),
    planName: text('plan_name').notNull(),
    billingCycle: text('billing_cycle').$type<BillingCycle>().notNull(),
    quantity: integer('quantity').notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    lines: jsonb('lines').$type<InvoiceLine[]>().notNull(),
    subtotalCents: integer('subtotal_cents').notNull(),
    discountCents: integer('discount_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    cardBrand: text('card_brand').$type<CardBrand>(),
    cardLast4: text('card_last4'),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [index('invoices_organization_idx').on(t.organizationId, t.issuedAt), uniqueIndex('invoices_number_unique').on(t.number)],
);

export const TRANSACTION_KINDS = [
  'checkout',
  'renewal',
  'retry',
  'plan_change',
  'scheduled_change',
  'cancellation',
  'reactivation',
  'trial_start',
  'trial_end',
  'suspension',
  'restriction',
  'restriction_lifted',
  'payment_method',
] as const;
export type TransactionKind = (typeof TRANSACTION_KINDS)[number];
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

/** The billing history: every charge attempt and every change of the subscription's state. */
export const transactions = pgTable(
  'transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: tenantColumn(),
    kind: text('kind').$type<TransactionKind>().notNull(),
    status: text('status').$type<TransactionStatus>().notNull(),
    amountCents: integer('amount_cents').notNull().default(0),
    description: text('description').notNull(),
    invoiceId: uuid('invoice_id').references(() => invoices.id, { onDelete: 'set null' }),
    checkoutSessionId: uuid('checkout_session_id').references(() => checkoutSessions.id, { onDelete: 'set null' }),
    cardBrand: text('card_brand').$type<CardBrand>(),
    cardLast4: text('card_last4'),
    providerReference: text('provider_reference'),
    createdAt: createdAt(),
  },
  (t) => [index('transactions_organization_idx').on(t.organizationId, t.createdAt)],
);

/** Provider events already handled: a replayed webhook finds its id here and changes nothing. */
export const billingEvents = pgTable(
  'billing_events',
  {
    provider: text('provider').$type<PaymentProviderName>().notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

/**
 * The Postgres job queue (DESIGN.md): due jobs are claimed with FOR UPDATE SKIP LOCKED, so
 * any number of nodes share it and each job runs once; `key` makes enqueueing idempotent.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    key: text('key'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('jobs_key_unique').on(t.key), index('jobs_due_idx').on(t.runAt).where(sql`${t.completedAt} is null`)],
);

/**
 * A periodic chore every node could run but one should (sweeping for what a crashed node left
 * behind): the node that moves `held_until` forward takes this period's turn.
 */
export const leases = pgTable('leases', {
  name: text('name').primaryKey(),
  heldUntil: timestamp('held_until', { withTimezone: true }).notNull(),
});

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

export { PROJECT_STATUSES };
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

export const projects = pgTable(
  'projects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: tenantColumn(),
    name: text('name').notNull(),
    // Short upper-case key that prefixes task numbers (WEB-42), unique in the organisation.
    key: text('key').notNull(),
    description: text('description').notNull().default(''),
    status: text('status').$type<ProjectStatus>().notNull().default('active'),
    leadId: uuid('lead_id').references(() => users.id, { onDelete: 'set null' }),
    addedById: uuid('added_by_id').references(() => users.id, { onDelete: 'set null' }),
    // The last task number handed out; incremented under the project row lock.
    taskSequence: integer('task_sequence').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('projects_organization_key_unique').on(t.organizationId, t.key), index('projects_organization_idx').on(t.organizationId)],
);

export const projectMembers = pgTable(
  'project_members',
  {
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organizationId: tenantColumn(),
    addedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.userId] }), index('project_members_user_idx').on(t.userId)],
);

export const ENUM_KINDS = ['status', 'epic'] as const;
export type EnumKind = (typeof ENUM_KINDS)[number];
export { STATUS_CATEGORIES, type StatusCategory };

/** A project's own lists (spec 3 'enum lists per project'): task statuses and epics. */
export const projectEnums = pgTable(
  'project_enums',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: tenantColumn(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<EnumKind>().notNull(),
    name: text('name').notNull(),
    color: text('color').notNull(),
    // Statuses only: which column group counts as finished ('done') for unfinished counts.
    category: text('category').$type<StatusCategory>(),
    position: integer('position').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('project_enums_project_kind_idx').on(t.projectId, t.kind, t.position)],
);

export { SPRINT_STATUSES, type SprintStatus };

export const sprints = pgTable(
  'sprints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: tenantColumn(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    goal: text('goal').notNull().default(''),
    status: text('status').$type<SprintStatus>().notNull().default('planned'),
    startDate: timestamp('start_date', { withTimezone: true }),
    endDate: timestamp('end_date', { withTimezone: true }),
    // The moment it was started (not the start date chosen): the sprint report's line between
    // planned scope and scope added after the start.
    startedAt: timestamp('started_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sprints_project_idx').on(t.projectId, t.status),
    // Spec 3: one active sprint per project, enforced by the database as well.
    uniqueIndex('sprints_one_active_per_project').on(t.projectId).where(sql`status = 'active'`),
  ],
);

export { TASK_TYPES };
export type TaskType = (typeof TASK_TYPES)[number];
export { TASK_PRIORITIES, type TaskPriority };

export const tasks = pgTable(
  'tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: tenantColumn(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    title: text('title').notNull(),
    // Sanitised HTML (sanitize-html on the server), safe to render.
    description: text('description').notNull().default(''),
    type: text('type').$type<TaskType>().notNull().default('Task'),
    priority: text('priority').$type<TaskPriority>().notNull().default('None'),
    statusId: uuid('status_id')
      .notNull()
      .references(() => projectEnums.id),
    epicId: uuid('epic_id').references(() => projectEnums.id, { onDelete: 'set null' }),
    assigneeId: uuid('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    reporterId: uuid('reporter_id').references(() => users.id, { onDelete: 'set null' }),
    sprintId: uuid('sprint_id').references(() => sprints.id, { onDelete: 'set null' }),
    storyPoints: integer('story_points'),
    dueDate: text('due_date'),
    // Fractional index: moving a card writes only its own row.
    rank: text('rank').notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('tasks_project_number_unique').on(t.projectId, t.number),
    index('tasks_project_status_rank_idx').on(t.projectId, t.statusId, t.rank),
    index('tasks_project_sprint_idx').on(t.projectId, t.sprintId),
    index('tasks_assignee_idx').on(t.organizationId, t.assigneeId),
  ],
);

export const taskComments = pgTable(
  'task_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: tenantColumn(),
    taskId: uuid('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('task_comments_task_idx').on(t.taskId, t.createdAt)],
);

/** Who changed what on a task, and when: the task's history and the burndown's source. */
export const taskActivity = pgTable(
  'task_activity',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: tenantColumn(),
    taskId: uuid('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    field: text('field').notNull(),
    fromValue: text('from_value'),
    toValue: text('to_value'),
    createdAt: createdAt(),
  },
  (t) => [
    index('task_activity_task_idx').on(t.taskId, t.createdAt),
    // The home page's recent activity: the organisation's newest entries, read from the end.
    index('task_activity_organization_created_idx').on(t.organizationId, t.createdAt),
  ],
);

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** Conversations: organisation channels, direct messages and groups (spec 3 Channel). */
export const channels = pgTable(
  'channels',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: tenantColumn(),
    channelType: text('channel_type').$type<ChannelType>().notNull(),
    name: text('name').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    // The two member ids of a direct conversation, sorted and joined: reopening finds the same row.
    directKey: text('direct_key'),
    isGeneral: boolean('is_general').notNull().default(false),
    isArchived: boolean('is_archived').notNull().default(false),
    // Denormalised for the sidebar: the newest top-level message's preview and time.
    lastMessageText: text('last_message_text'),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    // How many top-level messages the conversation has had. A member's unread count is this
    // less their readCount, so a send writes two rows (this one and the sender's), not one per member.
    messageCount: integer('message_count').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    // The target of the conversation keys below (conversationKey).
    unique('channels_id_organization_unique').on(t.id, t.organizationId),
    index('channels_organization_type_idx').on(t.organizationId, t.channelType),
    uniqueIndex('channels_direct_key_unique').on(t.organizationId, t.directKey),
    uniqueIndex('channels_general_unique').on(t.organizationId).where(sql`${t.isGeneral}`),
  ],
);

/**
 * The organisation of a row that belongs to a conversation is that conversation's organisation,
 * and the database holds it so: one key (channel_id, organization_id) to the conversation, where
 * there were two (one to the conversation, one to the organisation). A row can then never name a
 * conversation of another organisation, it still goes with its organisation (through the
 * conversation), and an insert checks and locks one parent row instead of two (a send is the
 * hottest write there is).
 */
const conversationTenantColumn = () => uuid('organization_id').notNull();
const conversationKey = (t: { channelId: AnyPgColumn; organizationId: AnyPgColumn }, name: string) =>
  foreignKey({ name, columns: [t.channelId, t.organizationId], foreignColumns: [channels.id, channels.organizationId] }).onDelete('cascade');

/** Who belongs to a conversation, with their own unread count, read marker and mute. */
export const channelMembers = pgTable(
  'channel_members',
  {
    channelId: uuid('channel_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organizationId: conversationTenantColumn(),
    // channels.messageCount as this member has seen it: set to it on read and on joining,
    // and moved along with it by the member's own sends, which are never unread to them.
    readCount: integer('read_count').notNull().default(0),
    lastReadAt: timestamp('last_read_at', { withTimezone: true }),
    isMuted: boolean('is_muted').notNull().default(false),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.channelId, t.userId] }), index('channel_members_user_idx').on(t.userId), conversationKey(t, 'channel_members_conversation_fk')],
);

export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: conversationTenantColumn(),
    channelId: uuid('channel_id').notNull(),
    // Insertion order: ties on created_at never reorder a conversation, and it is the page cursor.
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    senderId: uuid('sender_id').references(() => users.id, { onDelete: 'set null' }),
    // The sender's own id for the message: a send retried after a reconnect lands once.
    clientId: text('client_id'),
    kind: text('kind').$type<MessageKind>().notNull().default('message'),
    // Markdown source (the safe subset is rendered by the web); emptied on delete.
    body: text('body').notNull(),
    mentions: jsonb('mentions').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    parentId: uuid('parent_id').references((): AnyPgColumn => messages.id, { onDelete: 'cascade' }),
    replyCount: integer('reply_count').notNull().default(0),
    lastReplyAt: timestamp('last_reply_at', { withTimezone: true }),
    callId: uuid('call_id'),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    pinnedAt: timestamp('pinned_at', { withTimezone: true }),
    pinnedById: uuid('pinned_by_id').references(() => users.id, { onDelete: 'set null' }),
    searchVector: tsvector('search_vector').generatedAlwaysAs(sql`to_tsvector('simple', coalesce(body, ''))`),
    createdAt: createdAt(),
  },
  (t) => [
    conversationKey(t, 'messages_conversation_fk'),
    index('messages_channel_seq_idx').on(t.channelId, t.seq),
    // Partial: most messages are neither replies nor pinned, and a send then skips both indexes.
    index('messages_parent_seq_idx').on(t.parentId, t.seq).where(sql`${t.parentId} is not null`),
    uniqueIndex('messages_sender_client_unique').on(t.senderId, t.clientId),
    index('messages_pinned_idx').on(t.channelId, t.pinnedAt).where(sql`${t.pinnedAt} is not null`),
    index('messages_search_idx').using('gin', t.searchVector),
  ],
);

export const messageReactions = pgTable(
  'message_reactions',
  {
    messageId: uuid('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    emoji: text('emoji').notNull(),
    organizationId: tenantColumn(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.messageId, t.userId, t.emoji] })],
);

/** Uploaded files: stored under a random key, linked to a message when it is sent. */
export const attachments = pgTable(
  'attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: conversationTenantColumn(),
    channelId: uuid('channel_id').notNull(),
    uploaderId: uuid('uploader_id').references(() => users.id, { onDelete: 'set null' }),
    messageId: uuid('message_id').references(() => messages.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    size: integer('size').notNull(),
    mimeType: text('mime_type').notNull(),
    kind: text('kind').$type<AttachmentKind>().notNull(),
    storageKey: text('storage_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('attachments_message_idx').on(t.messageId), index('attachments_channel_idx').on(t.channelId), conversationKey(t, 'attachments_conversation_fk')],
);

/** Voice and video calls; the database is the truth shared by every node. */
export const calls = pgTable(
  'calls',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: conversationTenantColumn(),
    channelId: uuid('channel_id').notNull(),
    type: text('type').$type<CallType>().notNull(),
    status: text('status').$type<CallStatus>().notNull().default('ringing'),
    initiatorId: uuid('initiator_id').references(() => users.id, { onDelete: 'set null' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    conversationKey(t, 'calls_conversation_fk'),
    index('calls_channel_idx').on(t.channelId, t.startedAt),
    // At most one live call per conversation.
    uniqueIndex('calls_live_per_channel_unique').on(t.channelId).where(sql`${t.status} in ('ringing', 'ongoing')`),
  ],
);

export const CALL_PARTICIPANT_STATES = ['invited', 'joined', 'left', 'rejected'] as const;
export type CallParticipantState = (typeof CALL_PARTICIPANT_STATES)[number];

export const callParticipants = pgTable(
  'call_participants',
  {
    callId: uuid('call_id')
      .notNull()
      .references(() => calls.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    state: text('state').$type<CallParticipantState>().notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true }),
    leftAt: timestamp('left_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.callId, t.userId] })],
);
