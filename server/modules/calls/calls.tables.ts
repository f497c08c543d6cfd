import { sql } from 'drizzle-orm';
import { index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { CallStatus, CallType } from '../../../domain/chat/chat';
import { conversationKey, conversationTenantColumn } from '../../platform/db/columns';
import { channels, users } from '../../platform/db/schema';

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
    conversationKey(t, channels, 'calls_conversation_fk'),
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
