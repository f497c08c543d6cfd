import { sql } from 'drizzle-orm';
import { bigint, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { ContactStatus } from '../../../domain/chat/chat';
import type { Role } from '../../../domain/permissions/roles';
import type { UserStatus } from '../../../domain/users/types';
import { createdAt, organizations } from '../../platform/db/columns';

/**
 * People. A trigger of chat's (migration 0022, `users_page_changed`) watches this table: a change
 * of someone's name or email moves the page_version of every conversation of their organisation,
 * because each node keeps conversation pages with senders' names in them. So a rename costs one
 * write per conversation of the organisation; nothing else written here does.
 */
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
