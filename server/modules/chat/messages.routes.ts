import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { int32Schema } from '../../../domain/api/bounds';
import { editMessageSchema, MESSAGE_PAGE_SIZE, messagePageSchema, messageSchema, reactionInputSchema, sendMessageSchema, threadPageSchema } from '../../../domain/chat/chat';
import { actorOf } from '../../platform/auth/access';
import type { MessagesService } from './messages.service';

const channelParams = z.object({ id: z.uuid('id must be a valid id') });
const messageParams = z.object({ id: z.uuid('id must be a valid id') });
const messageResponse = { 200: z.object({ data: messageSchema }) };

// The socket's send_message fields less those the path gives; the service checks the whole
// sendMessageSchema again (message or files required), so both ways answer the same 400s.
const { channelId: _channelId, parentMessageId: _parentMessageId, ...replyShape } = sendMessageSchema.shape;
const sendBodySchema = z.object({ ...replyShape, parentMessageId: sendMessageSchema.shape.parentMessageId });
const replyBodySchema = z.object(replyShape);
const editBodySchema = z.object({ message: editMessageSchema.shape.message, mentions: editMessageSchema.shape.mentions });
const reactionBodySchema = z.object({ emoji: reactionInputSchema.shape.emoji });
const pageQuerySchema = z.object({
  cursor: z.string().regex(/^\d{1,15}$/, 'cursor must be the nextCursor of a previous page').optional(),
  limit: int32Schema('limit', { coerce: true, min: 1, max: 100, messages: { min: 'limit must be 1 to 100', max: 'limit must be 1 to 100' } }).default(MESSAGE_PAGE_SIZE),
});

export function messagesRoutes(messages: MessagesService): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['chat'];

    app.get(
      '/channel/:id/messages',
      {
        schema: {
          tags,
          summary: 'Top-level messages, newest first, 50 a page (thread replies excluded); pass nextCursor back as cursor for older ones',
          params: channelParams,
          querystring: pageQuerySchema,
          response: { 200: messagePageSchema },
        },
      },
      async (request) => messages.page(actorOf(request), request.params.id, request.query),
    );

    app.post(
      '/channel/:id/messages',
      { schema: { tags, summary: 'Send a message (the HTTP twin of send_message)', params: channelParams, body: sendBodySchema, response: messageResponse } },
      async (request) => ({ data: await messages.send(actorOf(request), { ...request.body, channelId: request.params.id }) }),
    );

    app.get(
      '/channel/:id/pins',
      { schema: { tags, summary: 'Pinned messages, newest pin first', params: channelParams, response: { 200: z.object({ data: z.array(messageSchema) }) } } },
      async (request) => ({ data: await messages.pins(actorOf(request), request.params.id) }),
    );

    app.post(
      '/channel/:id/read',
      {
        schema: {
          tags,
          summary: "Mark the conversation read for the caller (the HTTP twin of msg_read)",
          params: channelParams,
          response: { 200: z.object({ data: z.object({ _id: z.string(), unreadCount: z.number().int(), lastReadAt: z.string() }) }) },
        },
      },
      async (request) => ({ data: await messages.read(actorOf(request), request.params.id) }),
    );

    app.put(
      '/messages/:id',
      { schema: { tags, summary: 'Edit your message', params: messageParams, body: editBodySchema, response: messageResponse } },
      async (request) => ({ data: await messages.edit(actorOf(request), request.params.id, request.body) }),
    );

    app.delete(
      '/messages/:id',
      { schema: { tags, summary: 'Delete a message (its author, an owner or an admin)', params: messageParams, response: messageResponse } },
      async (request) => ({ data: await messages.remove(actorOf(request), request.params.id) }),
    );

    app.post(
      '/messages/:id/reactions',
      { schema: { tags, summary: "Toggle the caller's reaction", params: messageParams, body: reactionBodySchema, response: messageResponse } },
      async (request) => ({ data: await messages.react(actorOf(request), request.params.id, request.body.emoji) }),
    );

    app.post(
      '/messages/:id/pin',
      { schema: { tags, summary: 'Pin a message', params: messageParams, response: messageResponse } },
      async (request) => ({ data: await messages.setPinned(actorOf(request), request.params.id, true) }),
    );

    app.delete(
      '/messages/:id/pin',
      { schema: { tags, summary: 'Unpin a message', params: messageParams, response: messageResponse } },
      async (request) => ({ data: await messages.setPinned(actorOf(request), request.params.id, false) }),
    );

    app.get(
      '/messages/:id/replies',
      {
        schema: {
          tags,
          summary: 'A thread: the parent and its newest replies (50 a page, oldest first within it); pass nextCursor back as cursor for earlier ones',
          params: messageParams,
          querystring: pageQuerySchema,
          response: { 200: threadPageSchema },
        },
      },
      async (request) => messages.replies(actorOf(request), request.params.id, request.query),
    );

    app.post(
      '/messages/:id/replies',
      { schema: { tags, summary: 'Reply in the thread of a message', params: messageParams, body: replyBodySchema, response: messageResponse } },
      async (request) => ({ data: await messages.reply(actorOf(request), request.params.id, request.body) }),
    );
  };
}
