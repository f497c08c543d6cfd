import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { addMembersBodySchema, CHANNEL_TYPES, channelSchema, chatMemberSchema, createChannelBodySchema, updateChannelBodySchema } from '../../../domain/chat/chat';
import { actorOf } from '../../platform/auth/access';
import type { ChannelsService } from './channels.service';

const channelParams = z.object({ id: z.uuid('id must be a valid id') });
const memberParams = z.object({ id: z.uuid('id must be a valid id'), userId: z.uuid('userId must be a valid id') });
const channelResponse = z.object({ data: channelSchema });
// The direct route knows its type: channelType may be left out, and anything but 'direct' is a mistake.
const directBodySchema = createChannelBodySchema.extend({
  channelType: z.literal('direct', { error: 'channelType must be direct here' }).default('direct'),
});

export function channelsRoutes(channels: ChannelsService): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['chat'];

    app.get(
      '/channels',
      {
        schema: {
          tags,
          summary: 'Conversations the caller belongs to; channelType=channel lists every organisation channel with isMember',
          querystring: z.object({ channelType: z.enum(CHANNEL_TYPES, { error: 'channelType must be channel, direct or group' }).optional() }),
          response: { 200: z.object({ data: z.array(channelSchema) }) },
        },
      },
      async (request) => ({ data: await channels.list(actorOf(request), request.query.channelType) }),
    );

    app.post(
      '/channels',
      {
        schema: {
          tags,
          summary: 'Create a channel or group (201), or open the direct conversation with one person (201 new, 200 reopened)',
          body: createChannelBodySchema,
          response: { 200: channelResponse, 201: channelResponse },
        },
      },
      async (request, reply) => {
        const { channel, created } = await channels.create(actorOf(request), request.body);
        return reply.status(created ? 201 : 200).send({ data: channel });
      },
    );

    app.post(
      '/channels/direct',
      { schema: { tags, summary: 'Open (or reopen) the direct conversation with one person', body: directBodySchema, response: { 200: channelResponse, 201: channelResponse } } },
      async (request, reply) => {
        const { channel, created } = await channels.create(actorOf(request), request.body);
        return reply.status(created ? 201 : 200).send({ data: channel });
      },
    );

    app.put(
      '/channels/update/:id',
      {
        schema: {
          tags,
          summary: 'isMuted for the caller; name and isArchived for groups and channels (creator, owner or admin)',
          params: channelParams,
          body: updateChannelBodySchema,
          response: { 200: channelResponse },
        },
      },
      async (request) => ({ data: await channels.update(actorOf(request), request.params.id, request.body) }),
    );

    app.post(
      '/channel/:id/members',
      {
        schema: {
          tags,
          summary: 'Add people to a group (any member) or channel (its creator, an owner or an admin; anyone may add themself to join)',
          params: channelParams,
          body: addMembersBodySchema,
          response: { 200: channelResponse },
        },
      },
      async (request) => ({ data: await channels.addMembers(actorOf(request), request.params.id, request.body.members) }),
    );

    app.delete(
      '/channel/:id/members/:userId',
      {
        schema: {
          tags,
          summary: 'Leave (yourself) or remove someone (creator, owner or admin)',
          params: memberParams,
          response: { 200: z.object({ data: z.object({ success: z.literal(true) }) }) },
        },
      },
      async (request) => {
        await channels.removeMember(actorOf(request), request.params.id, request.params.userId);
        return { data: { success: true as const } };
      },
    );

    app.get(
      '/channel/unread/messages',
      {
        schema: {
          tags,
          summary: "The caller's unread count per conversation and in total",
          response: { 200: z.object({ data: z.array(z.object({ channelId: z.string(), unreadCount: z.number().int() })), total: z.number().int() }) },
        },
      },
      async (request) => channels.unread(actorOf(request)),
    );

    app.get(
      '/chat/users',
      {
        schema: {
          tags,
          summary: 'People to start a conversation with: active members of the organisation but the caller (name or email search, at most 50)',
          querystring: z.object({ search: z.string().max(100, 'search must be at most 100 characters').optional() }),
          response: { 200: z.object({ data: z.array(chatMemberSchema) }) },
        },
      },
      async (request) => ({ data: await channels.searchUsers(actorOf(request), request.query.search) }),
    );
  };
}
