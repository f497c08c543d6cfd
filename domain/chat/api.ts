import { z } from 'zod';
import { int32Schema } from '../api/bounds';
import { defineRoutes } from '../api/contract';
import {
  addMembersBodySchema,
  attachmentSchema,
  CHANNEL_TYPES,
  channelSchema,
  chatMemberSchema,
  CONTACT_STATUSES,
  createChannelBodySchema,
  editMessageSchema,
  MESSAGE_PAGE_SIZE,
  messagePageSchema,
  messageSchema,
  reactionInputSchema,
  searchHitSchema,
  sendMessageSchema,
  threadPageSchema,
  updateChannelBodySchema,
} from './chat';

const data = <T extends z.ZodType>(schema: T) => z.object({ data: schema });
const success = data(z.object({ success: z.literal(true) }));

const channelParams = z.object({ id: z.uuid('id must be a valid id') });
const memberParams = z.object({ id: z.uuid('id must be a valid id'), userId: z.uuid('userId must be a valid id') });
const messageParams = z.object({ id: z.uuid('id must be a valid id') });
const attachmentParams = z.object({ id: z.uuid('id must be a valid id') });
const channelResponse = data(channelSchema);
const messageResponse = { 200: data(messageSchema) };

// The direct route knows its type: channelType may be left out, and anything but 'direct' is a mistake.
export const directBodySchema = createChannelBodySchema.extend({
  channelType: z.literal('direct', { error: 'channelType must be direct here' }).default('direct'),
});

// The socket's send_message fields less those the path gives; the service checks the whole
// sendMessageSchema again (message or files required), so both ways answer the same 400s.
const { channelId: _channelId, parentMessageId: _parentMessageId, ...replyShape } = sendMessageSchema.shape;
export const sendBodySchema = z.object({ ...replyShape, parentMessageId: sendMessageSchema.shape.parentMessageId });
export const replyBodySchema = z.object(replyShape);
export const editBodySchema = z.object({ message: editMessageSchema.shape.message, mentions: editMessageSchema.shape.mentions });
export const reactionBodySchema = z.object({ emoji: reactionInputSchema.shape.emoji });
export const pageQuerySchema = z.object({
  cursor: z.string().regex(/^\d{1,15}$/, 'cursor must be the nextCursor of a previous page').optional(),
  limit: int32Schema('limit', { coerce: true, min: 1, max: 100, messages: { min: 'limit must be 1 to 100', max: 'limit must be 1 to 100' } }).default(MESSAGE_PAGE_SIZE),
});

const SEARCH_TEXT = 'Enter between 1 and 200 characters to search for';
export const searchQuerySchema = z.object({
  q: z.string({ error: SEARCH_TEXT }).trim().min(1, SEARCH_TEXT).max(200, SEARCH_TEXT),
  channelId: z.uuid('channelId must be a valid id').optional(),
});

/** One person's presence (GET /api/chat/presence). */
export const presenceSchema = z.object({ userId: z.string(), contactStatus: z.enum(CONTACT_STATUSES), lastSeen: z.string().nullable() });
export type Presence = z.infer<typeof presenceSchema>;

export const unreadSchema = z.object({ data: z.array(z.object({ channelId: z.string(), unreadCount: z.number().int() })), total: z.number().int() });
export type UnreadCounts = z.infer<typeof unreadSchema>;

export const readAnswerSchema = z.object({ _id: z.string(), unreadCount: z.number().int(), lastReadAt: z.string() });

export const chatRoutes = defineRoutes({
  // channels
  'GET /api/channels': {
    summary: 'Conversations the caller belongs to; channelType=channel lists every organisation channel with isMember',
    querystring: z.object({ channelType: z.enum(CHANNEL_TYPES, { error: 'channelType must be channel, direct or group' }).optional() }),
    response: { 200: data(z.array(channelSchema)) },
  },
  'POST /api/channels': {
    summary: 'Create a channel or group (201), or open the direct conversation with one person (201 new, 200 reopened)',
    body: createChannelBodySchema,
    response: { 200: channelResponse, 201: channelResponse },
  },
  'POST /api/channels/direct': {
    summary: 'Open (or reopen) the direct conversation with one person',
    body: directBodySchema,
    response: { 200: channelResponse, 201: channelResponse },
  },
  'PUT /api/channels/update/:id': {
    summary: 'isMuted for the caller; name and isArchived for groups and channels (creator, owner or admin)',
    params: channelParams,
    body: updateChannelBodySchema,
    response: { 200: channelResponse },
  },
  'POST /api/channel/:id/members': {
    summary: 'Add people to a group (any member) or channel (its creator, an owner or an admin; anyone may add themself to join)',
    params: channelParams,
    body: addMembersBodySchema,
    response: { 200: channelResponse },
  },
  'DELETE /api/channel/:id/members/:userId': {
    summary: 'Leave (yourself) or remove someone (creator, owner or admin)',
    params: memberParams,
    response: { 200: success },
  },
  'GET /api/channel/unread/messages': { summary: "The caller's unread count per conversation and in total", response: { 200: unreadSchema } },
  'GET /api/chat/users': {
    summary: 'People to start a conversation with: active members of the organisation but the caller (name or email search, at most 50)',
    querystring: z.object({ search: z.string().max(100, 'search must be at most 100 characters').optional() }),
    response: { 200: data(z.array(chatMemberSchema)) },
  },

  // messages
  'GET /api/channel/:id/messages': {
    summary: 'Top-level messages, newest first, 50 a page (thread replies excluded); pass nextCursor back as cursor for older ones',
    params: channelParams,
    querystring: pageQuerySchema,
    response: { 200: messagePageSchema },
  },
  'POST /api/channel/:id/messages': { summary: 'Send a message (the HTTP twin of send_message)', params: channelParams, body: sendBodySchema, response: messageResponse },
  'GET /api/channel/:id/pins': { summary: 'Pinned messages, newest pin first', params: channelParams, response: { 200: data(z.array(messageSchema)) } },
  'POST /api/channel/:id/read': {
    summary: 'Mark the conversation read for the caller (the HTTP twin of msg_read)',
    params: channelParams,
    response: { 200: data(readAnswerSchema) },
  },
  'PUT /api/messages/:id': { summary: 'Edit your message', params: messageParams, body: editBodySchema, response: messageResponse },
  'DELETE /api/messages/:id': { summary: 'Delete a message (its author, an owner or an admin)', params: messageParams, response: messageResponse },
  'POST /api/messages/:id/reactions': { summary: "Toggle the caller's reaction", params: messageParams, body: reactionBodySchema, response: messageResponse },
  'POST /api/messages/:id/pin': { summary: 'Pin a message', params: messageParams, response: messageResponse },
  'DELETE /api/messages/:id/pin': { summary: 'Unpin a message', params: messageParams, response: messageResponse },
  'GET /api/messages/:id/replies': {
    summary: 'A thread: the parent and its newest replies (50 a page, oldest first within it); pass nextCursor back as cursor for earlier ones',
    params: messageParams,
    querystring: pageQuerySchema,
    response: { 200: threadPageSchema },
  },
  'POST /api/messages/:id/replies': { summary: 'Reply in the thread of a message', params: messageParams, body: replyBodySchema, response: messageResponse },
  'GET /api/messages/search': {
    summary: 'Search messages in the conversations the caller belongs to (websearch syntax; the last word also matches as a prefix)',
    querystring: searchQuerySchema,
    response: { 200: data(z.array(searchHitSchema)) },
  },

  // attachments
  'POST /api/channel/:id/attachments': {
    summary: 'Upload one file (multipart/form-data, at most 25 MB) to attach to the next message sent in this conversation',
    multipart: true,
    params: channelParams,
    response: { 201: data(attachmentSchema) },
  },
  // Answers the file itself (200, or 206 for a range).
  'GET /api/attachments/:id': {
    summary: 'The file, to members of its conversation (single Range requests supported)',
    params: attachmentParams,
  },

  // presence
  'GET /api/chat/presence': {
    // Events missed while a socket was down are not replayed: the web reloads this on reconnect.
    summary: "Everyone in the caller's organisation with their presence (user_status_changed keeps it current)",
    response: { 200: data(z.array(presenceSchema)) },
  },
});
