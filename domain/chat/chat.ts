import { z } from 'zod';

/** Spec 3 Channel.channelType: organisation-wide channels, one-to-one and group conversations. */
export const CHANNEL_TYPES = ['channel', 'direct', 'group'] as const;
export type ChannelType = (typeof CHANNEL_TYPES)[number];

/** Spec 3 Member.contactStatus. */
export const CONTACT_STATUSES = ['online', 'away', 'busy', 'offline'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

export const CALL_TYPES = ['audio', 'video'] as const;
export type CallType = (typeof CALL_TYPES)[number];
export const CALL_STATUSES = ['ringing', 'ongoing', 'ended', 'missed'] as const;
export type CallStatus = (typeof CALL_STATUSES)[number];

// Spec 9 and the chat issue's limits, shared by server and web.
export const UNREAD_BADGE_CAP = 99;
export const PREVIEW_LENGTH = 40;
export const MESSAGE_PAGE_SIZE = 50;
export const MESSAGE_MAX_LENGTH = 10_000;
export const CHANNEL_NAME_MAX_LENGTH = 80;
export const GROUP_MIN_MEMBERS = 2;
export const ATTACHMENT_MAX_BYTES = 25 * 1024 * 1024;
export const ATTACHMENTS_PER_MESSAGE = 10;
export const CALL_MAX_PARTICIPANTS = 8;
export const CALL_RING_TIMEOUT_MS = 30_000;
/** A tab with no input for this long reports itself away. */
export const AWAY_AFTER_IDLE_MS = 5 * 60_000;
/** The composer repeats typing at most this often; receivers drop a typist not heard from for TYPING_EXPIRY_MS. */
export const TYPING_THROTTLE_MS = 2_000;
export const TYPING_EXPIRY_MS = 6_000;
export const GENERAL_CHANNEL_NAME = 'general';
/** Who writes the notices, and so the name of the conversation they come in. */
export const NOTICES_AUTHOR_NAME = 'Visitors';

// Spec 5 and 8 texts, word for word.
export const GROUP_NAME_REQUIRED_TEXT = 'Group name is required';
export const GROUP_MIN_MEMBERS_TEXT = 'Minimum 2 members required';
export const START_CONVERSATION_FAILED_TEXT = 'Failed to start conversation';
export const SOMETHING_WENT_WRONG_TEXT = 'Something went wrong';
export const LOADING_CONVERSATIONS_TEXT = 'Loading conversations…';
export const START_DIRECT_MESSAGE_TEXT = 'Start Direct Message';
export const START_GROUP_MESSAGE_TEXT = 'Start Group Message';

/** Spec 9: the badge shows the count, or '99+' above 99; nothing at 0. */
export function unreadBadgeText(count: number): string {
  if (count <= 0) return '';
  return count > UNREAD_BADGE_CAP ? `${UNREAD_BADGE_CAP}+` : String(count);
}

/** Spec 9: the last-message preview is cut to 40 characters plus an ellipsis. */
export function messagePreview(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const chars = Array.from(flat); // by code point, so an emoji is never split in half
  return chars.length > PREVIEW_LENGTH ? `${chars.slice(0, PREVIEW_LENGTH).join('')}…` : flat;
}

/** Spec 5: a conversation with several people is named after the creator and the picked names, joined by commas. */
export function groupNameFor(creatorName: string, pickedNames: readonly string[]): string {
  return [creatorName, ...pickedNames].join(', ');
}

/** Spec 5: exactly one person picked makes a direct conversation, more make a group. */
export function conversationTypeFor(pickedCount: number): 'direct' | 'group' {
  return pickedCount === 1 ? 'direct' : 'group';
}

/** Spec 5 group rules, checked on toggle, on name change and on submit; null when valid. */
export function groupProblems(name: string, memberCount: number): { name?: string; members?: string } | null {
  const problems: { name?: string; members?: string } = {};
  if (!name.trim()) problems.name = GROUP_NAME_REQUIRED_TEXT;
  if (memberCount < GROUP_MIN_MEMBERS) problems.members = GROUP_MIN_MEMBERS_TEXT;
  return problems.name || problems.members ? problems : null;
}

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

export const ATTACHMENT_KINDS = ['image', 'video', 'file'] as const;
export type AttachmentKind = (typeof ATTACHMENT_KINDS)[number];

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

/**
 * 'call': the conversation's entry for a call; 'welcome': the product's greeting that opens #general;
 * 'notice': the product's word to one member in their Visitors conversation (a visitor arrived, or
 * waits for their approval), with no sender, that nobody edits, deletes, reacts to, pins or answers.
 */
export const MESSAGE_KINDS = ['message', 'call', 'welcome', 'notice'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

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
