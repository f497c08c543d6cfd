import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { chatRoutes } from '../../../domain/chat/api';
import { actorOf } from '../../platform/auth/access';
import { contractRoutes } from '../../platform/http/contractRoute';
import type { ChannelsService } from './channels.service';

export function channelsRoutes(channels: ChannelsService): FastifyPluginAsyncZod {
  return async (app) => {
    const route = contractRoutes(chatRoutes, ['chat']);

    app.route({
      ...route('GET /api/channels'),
      handler: async (request) => ({ data: await channels.list(actorOf(request), request.query.channelType) }),
    });

    app.route({
      ...route('POST /api/channels'),
      handler: async (request, reply) => {
        const { channel, created } = await channels.create(actorOf(request), request.body);
        return reply.status(created ? 201 : 200).send({ data: channel });
      },
    });

    app.route({
      ...route('POST /api/channels/direct'),
      handler: async (request, reply) => {
        const { channel, created } = await channels.create(actorOf(request), request.body);
        return reply.status(created ? 201 : 200).send({ data: channel });
      },
    });

    app.route({
      ...route('PUT /api/channels/update/:id'),
      handler: async (request) => ({ data: await channels.update(actorOf(request), request.params.id, request.body) }),
    });

    app.route({
      ...route('POST /api/channel/:id/members'),
      handler: async (request) => ({ data: await channels.addMembers(actorOf(request), request.params.id, request.body.members) }),
    });

    app.route({
      ...route('DELETE /api/channel/:id/members/:userId'),
      handler: async (request) => {
        await channels.removeMember(actorOf(request), request.params.id, request.params.userId);
        return { data: { success: true as const } };
      },
    });

    app.route({
      ...route('GET /api/channel/unread/messages'),
      handler: async (request) => channels.unread(actorOf(request)),
    });

    app.route({
      ...route('GET /api/chat/users'),
      handler: async (request) => ({ data: await channels.searchUsers(actorOf(request), request.query.search) }),
    });
  };
}
