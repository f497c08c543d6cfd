import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { chatRoutes } from '../../../domain/chat/api';
import type { MessagePage } from '../../../domain/chat/chat';
import { actorOf } from '../../platform/auth/access';
import { contractRoutes, serialiseOncePerAnswer } from '../../platform/http/contractRoute';
import type { MessagesService } from './messages.service';

export function messagesRoutes(messages: MessagesService): FastifyPluginAsyncZod {
  return async (app) => {
    const route = contractRoutes(chatRoutes, ['chat']);

    app.route({
      ...route('GET /api/channel/:id/messages'),
      // A page the node keeps (messagePageCache) comes back as the same object until it changes: its
      // JSON is written once, not on every switch to the conversation (a sixth of the page's time).
      serializerCompiler: serialiseOncePerAnswer<MessagePage>(),
      handler: async (request) => messages.page(actorOf(request), request.params.id, request.query),
    });

    app.route({
      ...route('POST /api/channel/:id/messages'),
      handler: async (request) => ({ data: await messages.send(actorOf(request), { ...request.body, channelId: request.params.id }) }),
    });

    app.route({
      ...route('GET /api/channel/:id/pins'),
      handler: async (request) => ({ data: await messages.pins(actorOf(request), request.params.id) }),
    });

    app.route({
      ...route('POST /api/channel/:id/read'),
      handler: async (request) => ({ data: await messages.read(actorOf(request), request.params.id) }),
    });

    app.route({
      ...route('PUT /api/messages/:id'),
      handler: async (request) => ({ data: await messages.edit(actorOf(request), request.params.id, request.body) }),
    });

    app.route({
      ...route('DELETE /api/messages/:id'),
      handler: async (request) => ({ data: await messages.remove(actorOf(request), request.params.id) }),
    });

    app.route({
      ...route('POST /api/messages/:id/reactions'),
      handler: async (request) => ({ data: await messages.react(actorOf(request), request.params.id, request.body.emoji) }),
    });

    app.route({
      ...route('POST /api/messages/:id/pin'),
      handler: async (request) => ({ data: await messages.setPinned(actorOf(request), request.params.id, true) }),
    });

    app.route({
      ...route('DELETE /api/messages/:id/pin'),
      handler: async (request) => ({ data: await messages.setPinned(actorOf(request), request.params.id, false) }),
    });

    app.route({
      ...route('GET /api/messages/:id/replies'),
      handler: async (request) => messages.replies(actorOf(request), request.params.id, request.query),
    });

    app.route({
      ...route('POST /api/messages/:id/replies'),
      handler: async (request) => ({ data: await messages.reply(actorOf(request), request.params.id, request.body) }),
    });
  };
}
