import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../../platform/db/columns';
import { users } from '../../platform/db/schema';

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
