import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamSchema } from '../../../domain/users/types';
import { actorOf } from '../../platform/auth/access';
import { inviteBodySchema, inviteCodeSchema, inviteResultSchema, invitationSchema, pendingInviteSchema } from './invites.schemas';
import type { InvitesService } from './invites.service';

const codeParams = z.object({ code: inviteCodeSchema });

export function invitesRoutes(invites: InvitesService): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['invites'];

    app.post(
      '/user/invite',
      {
        config: { ability: 'team_manage' },
        schema: {
          tags,
          summary: 'Invite people by email; each address is answered on its own',
          body: inviteBodySchema,
          response: { 200: z.object({ data: z.array(inviteResultSchema) }) },
        },
      },
      async (request) => ({ data: await invites.invite(actorOf(request), request.body) }),
    );

    app.get(
      '/invite',
      { config: { ability: 'team_view' }, schema: { tags, summary: 'Pending invitations', response: { 200: z.object({ data: z.array(pendingInviteSchema) }) } } },
      async (request) => ({ data: await invites.listPending(actorOf(request)) }),
    );

    app.post(
      '/invite/:id/resend',
      {
        config: { ability: 'team_manage' },
        schema: { tags, params: idParamSchema, response: { 200: z.object({ data: z.object({ expiresAt: z.string() }) }) } },
      },
      async (request) => ({ data: await invites.resend(actorOf(request), request.params.id) }),
    );

    app.delete(
      '/invite/:id',
      {
        config: { ability: 'team_manage' },
        schema: { tags, summary: 'Revoke a pending invitation', params: idParamSchema, response: { 200: z.object({ data: z.object({ success: z.literal(true) }) }) } },
      },
      async (request) => {
        await invites.revoke(actorOf(request), request.params.id);
        return { data: { success: true as const } };
      },
    );

    app.get(
      '/user/invite/:code',
      {
        config: { access: 'public' },
        schema: { tags, summary: 'What an invitation link offers, and its state', params: codeParams, response: { 200: z.object({ data: invitationSchema }) } },
      },
      async (request) => ({ data: await invites.lookup(request.params.code) }),
    );

    app.post(
      '/user/invite/:code/decline',
      {
        config: { access: 'public' },
        schema: { tags, params: codeParams, response: { 200: z.object({ data: z.object({ success: z.literal(true) }) }) } },
      },
      async (request) => {
        await invites.decline(request.params.code);
        return { data: { success: true as const } };
      },
    );
  };
}
