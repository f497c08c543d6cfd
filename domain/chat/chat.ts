import { z } from 'zod';
import {
  ATTACHMENT_KINDS,
  ATTACHMENTS_PER_MESSAGE,
  CALL_STATUSES,
  CALL_TYPES,
  CHANNEL_NAME_MAX_LENGTH,
  CHANNEL_TYPES,
  CONTACT_STATUSES,
  MESSAGE_KINDS,
  MESSAGE_MAX_LENGTH,
} from './chatRules';

// The enums, limits, texts and rules live in ./chatRules, without zod, so the shell's conversation list and calls load no zod.
export * from './chatRules';

const id = (field: string) => z.uuid(`${field} must be a valid id`);

// ---------------------------------------------------------------- responses

/** Spec 3 Member. */
export const chatMemberSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  avatar: z.string().nullable(),
  contactStatus: z.enum(CONTACT_STATUSES),
  lastSeen: z.string().nullable(),
});
export type ChatMember = z.infer<typeof chatMemberSchema>;

/** Spec 3 Channel, for the caller (unreadCount, isMuted and lastReadAt are theirs). */
export const channelSchema = z.object({
  _id: z.string(),
  channelType: z.enum(CHANNEL_TYPES),
  name: z.string(),
  members: z.array(chatMemberSchema),
  createdBy: z.string().nullable(),
  unreadCount: z.number().int(),
  lastMessage: z.object({ message: z.string(), timestamp: z.string() }).nullable(),
  isMuted: z.boolean(),
  isArchived: z.boolean(),
  /** False only for an organisation channel the caller has not joined (browse list). */
  isMember: z.boolean(),
  isGeneral: z.boolean(),
  /** A member's Visitors conversation: the product posts notices in it (kind 'notice') and nobody writes. */
  isNotices: z.boolean(),
  /** When the caller last read this conversation: the web's "first unread" marker. */
  lastReadAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Channel = z.infer<typeof channelSchema>;

export const attachmentSchema = z.object({
  _id: z.string(),
  name: z.string(),
  size: z.number().int(),
  /** The type found in the content, never the one the uploader claimed. */
  mimeType: z.string(),
  kind: z.enum(ATTACHMENT_KINDS),
  /** Served only to members of the conversation. */
  url: z.string(),
});
export type Attachment = z.infer<typeof attachmentSchema>;

const personSchema = z.object({ _id: z.string(), name: z.string() });

export const reactionSchema = z.object({
  emoji: z.string(),
  count: z.number().int(),
  users: z.array(personSchema),
});
export type Reaction = z.infer<typeof reactionSchema>;

export const callSummarySchema = z.object({
  _id: z.string(),
  type: z.enum(CALL_TYPES),
  status: z.enum(CALL_STATUSES),
  initiator: z.object({ userId: z.string(), name: z.string() }),
  startedAt: z.string(),
  answeredAt: z.string().nullable(),
  endedAt: z.string().nullable(),
  /** Seconds from answer to end; null while ringing or when missed. */
  durationSeconds: z.number().int().nullable(),
});
export type CallSummary = z.infer<typeof callSummarySchema>;

/** Spec 3 Message. kind 'call' is the conversation's entry for a call (started by, duration or missed). */
export const messageSchema = z.object({
  _id: z.string(),
  clientId: z.string().nullable(),
  channelId: z.string(),
  kind: z.enum(MESSAGE_KINDS),
  /** Markdown source (safe subset); empty once deleted. */
  message: z.string(),
  sender: z.object({ _id: z.string(), name: z.string(), email: z.string() }).nullable(),
  timestamp: z.string(),
  edited: z.boolean(),
  editedAt: z.string().nullable(),
  deleted: z.boolean(),
  mentions: z.array(z.string()),
  reactions: z.array(reactionSchema),
  pinned: z.boolean(),
  pinnedBy: personSchema.nullable(),
  pinnedAt: z.string().nullable(),
  /** parentMessage is set on a thread reply; replyCount and lastReplyAt on a parent. */
  thread: z.object({
    parentMessage: z.string().nullable(),
    replyCount: z.number().int(),
    lastReplyAt: z.string().nullable(),
  }),
  attachments: z.array(attachmentSchema),
  call: callSummarySchema.nullable(),
});
export type Message = z.infer<typeof messageSchema>;

export const messagePageSchema = z.object({
  data: z.array(messageSchema),
  /** Pass back as `cursor` for the next (older) page; null at the beginning of the conversation. */
  nextCursor: z.string().nullable(),
});
export type MessagePage = z.infer<typeof messagePageSchema>;

/** GET messages/{id}/replies: the newest replies (oldest first within the page) and the parent. */
export const threadPageSchema = z.object({
  data: z.array(messageSchema),
  parent: messageSchema,
  /** Pass back as `cursor` for the replies before these; null once the first reply is loaded. */
  nextCursor: z.string().nullable(),
});
export type ThreadPage = z.infer<typeof threadPageSchema>;

export const searchHitSchema = z.object({
  message: messageSchema,
  channel: z.object({ _id: z.string(), name: z.string(), channelType: z.enum(CHANNEL_TYPES) }),
  /** Matched words wrapped in «» by ts_headline; plain text otherwise. */
  snippet: z.string(),
});
export type SearchHit = z.infer<typeof searchHitSchema>;

// ---------------------------------------------------------------- requests

/** Spec 7: creating a DM or group sends channelType, members, createdBy, name. */
export const createChannelBodySchema = z.object({
  channelType: z.enum(CHANNEL_TYPES, { error: 'channelType must be channel, direct or group' }),
  members: z.array(id('members'), { error: 'members must be a list of user ids' }).max(500, 'members can hold at most 500 people').default([]),
  /** Spec field; the server always uses the caller, and rejects a different id. */
  createdBy: id('createdBy').optional(),
  name: z.string({ error: 'name must be text' }).trim().max(CHANNEL_NAME_MAX_LENGTH, `name can be at most ${CHANNEL_NAME_MAX_LENGTH} characters`).optional(),
});
export type CreateChannelBody = z.infer<typeof createChannelBodySchema>;

export const updateChannelBodySchema = z
  .object({
    name: z.string({ error: 'name must be text' }).trim().min(1, 'name is required').max(CHANNEL_NAME_MAX_LENGTH, `name can be at most ${CHANNEL_NAME_MAX_LENGTH} characters`).optional(),
    isMuted: z.boolean({ error: 'isMuted must be true or false' }).optional(),
    isArchived: z.boolean({ error: 'isArchived must be true or false' }).optional(),
  })
  .refine((body) => body.name !== undefined || body.isMuted !== undefined || body.isArchived !== undefined, {
    message: 'Send name, isMuted or isArchived',
    path: ['name'],
  });
export type UpdateChannelBody = z.infer<typeof updateChannelBodySchema>;

export const addMembersBodySchema = z.object({
  members: z.array(id('members'), { error: 'members must be a list of user ids' }).min(1, 'members must name at least one person').max(500, 'members can hold at most 500 people'),
});

const messageText = z.string({ error: 'message must be text' }).max(MESSAGE_MAX_LENGTH, `message can be at most ${MESSAGE_MAX_LENGTH} characters`);

/** Socket send_message (and the thread-reply route): the client's id makes a retried send land once. */
export const sendMessageSchema = z
  .object({
    channelId: id('channelId'),
    message: messageText.default(''),
    clientId: z.string({ error: 'clientId must be text' }).min(8, 'clientId must be 8 to 64 characters').max(64, 'clientId must be 8 to 64 characters'),
    parentMessageId: id('parentMessageId').optional(),
    attachmentIds: z.array(id('attachmentIds')).max(ATTACHMENTS_PER_MESSAGE, `attach at most ${ATTACHMENTS_PER_MESSAGE} files`).default([]),
    /** User ids picked from the @ menu; only members of the conversation are notified. */
    mentions: z.array(id('mentions')).max(50, 'mention at most 50 people').default([]),
  })
  .refine((body) => body.message.trim().length > 0 || body.attachmentIds.length > 0, { message: 'message is required', path: ['message'] });

export const editMessageSchema = z.object({
  messageId: id('messageId'),
  message: messageText.refine((text) => text.trim().length > 0, 'message is required'),
  mentions: z.array(id('mentions')).max(50, 'mention at most 50 people').default([]),
});
export const deleteMessageSchema = z.object({ messageId: id('messageId') });
export const reactionInputSchema = z.object({
  messageId: id('messageId'),
  emoji: z.string({ error: 'emoji must be text' }).min(1, 'emoji is required').max(32, 'emoji is too long'),
});
export const readChannelSchema = z.object({ channelId: id('channelId') });
export const typingSchema = z.object({ channelId: id('channelId') });
export const setStatusSchema = z.object({
  /** offline is never chosen: it is what the others see when the last socket goes. */
  status: z.enum(['online', 'away', 'busy'], { error: 'status must be online, away or busy' }),
});
