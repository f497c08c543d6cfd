import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { gettingStartedSchema } from '../../../domain/gettingStarted/gettingStarted';
import { actorOf } from '../../platform/auth/access';
import type { GettingStartedService } from './gettingStarted.service';

export function gettingStartedRoutes(gettingStarted: GettingStartedService): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['gettingStarted'];
    app.get(
      '/getting-started',
      {
        // The steps are the organisation's setup: creating projects, inviting, planning.
        config: { ability: 'team_manage' },
        schema: { tags, summary: "The home page's guided start: which first steps the organisation has done, and whether the caller dismissed it", response: { 200: z.object({ data: gettingStartedSchema }) } },
      },
      async (request) => ({ data: await gettingStarted.get(actorOf(request)) }),
    );
    app.post(
      '/getting-started/dismiss',
      {
        config: { ability: 'team_manage' },
        schema: { tags, summary: 'Hides the guided start for the caller', response: { 200: z.object({ data: z.object({ success: z.literal(true) }) }) } },
      },
      async (request) => {
        await gettingStarted.dismiss(actorOf(request));
        return { data: { success: true as const } };
      },
    );
  };
}
