/**
 * The columns every table file shares, and the organisations table they point at. Nothing here
 * imports a table file: table files call these while they load.
 */
import { foreignKey, pgTable, text, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
/** The organisation a row of a tenant table belongs to: every query filters on it, and the row goes with the organisation. */
export const tenantColumn = () =>
  uuid('organization_id')
    .notNull()
    .references(() => organizations.id, { onDelete: 'cascade' });

export const organizations = pgTable('organizations', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  createdAt: createdAt(),
});

/**
 * The organisation of a row that belongs to a conversation is that conversation's organisation,
 * and the database holds it so: one key (channel_id, organization_id) to the conversation, where
 * there were two (one to the conversation, one to the organisation). A row can then never name a
 * conversation of another organisation, it still goes with its organisation (through the
 * conversation), and an insert checks and locks one parent row instead of two (a send is the
 * hottest write there is).
 */
export const conversationTenantColumn = () => uuid('organization_id').notNull();
export const conversationKey = (
  t: { channelId: AnyPgColumn; organizationId: AnyPgColumn },
  channel: { id: AnyPgColumn; organizationId: AnyPgColumn },
  name: string,
) => foreignKey({ name, columns: [t.channelId, t.organizationId], foreignColumns: [channel.id, channel.organizationId] }).onDelete('cascade');
