import { sql } from 'drizzle-orm';
import { bigint, bigserial, customType, boolean, index, integer, jsonb, pgSequence, pgTable, primaryKey, text, timestamp, unique, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { AttachmentKind, ChannelType, MessageKind } from '../../../domain/chat/chat';
import { conversationKey, conversationTenantColumn, createdAt, tenantColumn } from '../../platform/db/columns';
import { users } from '../../platform/db/schema';

/** Orders presence refreshes across nodes: each takes the next number before it reads the sockets. */
export const presenceVersions = pgSequence('presence_versions');

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
    // A member's Visitors conversation (their only membership, directKey 'notices:<id>'): the
    // product posts in it and nobody writes, so the routes refuse sends, edits and reactions here.
    isNotices: boolean('is_notices').notNull().default(false),
    isArchived: boolean('is_archived').notNull().default(false),
    // Denormalised for the sidebar: the newest top-level message's preview and time.
    lastMessageText: text('last_message_text'),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    // How many top-level messages the conversation has had. A member's unread count is this
    // less their readCount, so a send writes two rows (this one and the sender's), not one per member.
    messageCount: integer('message_count').notNull().default(0),
    // Bumped by triggers (migration 0022) whenever something a page of its messages shows changes:
    // its messages, their reactions, files and calls, and the names of the organisation's people.
    // A node keeps pages it has read by this number (messagePageCache), so that switching to a
    // conversation is one small read; the database counts, so every node sees every change.
    pageVersion: bigint('page_version', { mode: 'number' }).notNull().default(0),
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
  (t) => [primaryKey({ columns: [t.channelId, t.userId] }), index('channel_members_user_idx').on(t.userId), conversationKey(t, channels, 'channel_members_conversation_fk')],
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
    conversationKey(t, channels, 'messages_conversation_fk'),
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
  (t) => [index('attachments_message_idx').on(t.messageId), index('attachments_channel_idx').on(t.channelId), conversationKey(t, channels, 'attachments_conversation_fk')],
);
