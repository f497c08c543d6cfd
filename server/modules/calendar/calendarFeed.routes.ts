import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { calendarFeedRoutes } from '../../../domain/calendar/feedApi';
import { actorOf, type AccountLock } from '../../platform/auth/access';
import { contractRoutes } from '../../platform/http/contractRoute';
import type { Db, Tx } from '../../platform/db/database';
import { createCalendarFeedService } from './calendarFeed';
import { createCalendarImportService } from './calendarImport';
import type { EventChange } from './calendarInvites';

const ICS_TYPE = 'text/calendar; charset=utf-8';

/**
 * Calendar files (issue 17): the caller's private subscription address, the public feed behind
 * it (the token is the key), one event as .ics, and importing an .ics file. Every member may use
 * them for their own calendar, so no route names an ability.
 */
export function calendarFileRoutes(deps: { db: Db; appUrl: string; onEventWritten?: (tx: Tx, change: EventChange) => Promise<void>; accountLock?: Pick<AccountLock, 'lockedError'> }): FastifyPluginAsyncZod {
  const feed = createCalendarFeedService(deps);
  const importCalendar = createCalendarImportService(deps);
  return async (app) => {
    const route = contractRoutes(calendarFeedRoutes, ['calendar']);

    app.route({
      ...route('POST /api/event/import'),
      handler: async (request, reply) => reply.status(201).send({ data: await importCalendar(actorOf(request), request.body.ics) }),
    });

    app.route({
      ...route('GET /api/event/:id/ics'),
      handler: async (request, reply) => {
        const file = await feed.eventFile(actorOf(request), request.params.id);
        const ascii = file.filename.replace(/[^\x20-\x7e]/g, '').replace(/["\\]/g, '') || 'event.ics';
        return reply
          .type(ICS_TYPE)
          .header('content-disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.filename)}`)
          .send(file.content);
      },
    });

    app.route({
      ...route('GET /api/calendar/feed'),
      handler: async (request) => ({ data: await feed.settings(actorOf(request)) }),
    });

    app.route({
      ...route('POST /api/calendar/feed'),
      handler: async (request) => ({ data: await feed.replace(actorOf(request), request.body) }),
    });

    app.route({
      ...route('PUT /api/calendar/feed'),
      handler: async (request) => ({ data: await feed.update(actorOf(request), request.body) }),
    });

    app.route({
      ...route('DELETE /api/calendar/feed'),
      handler: async (request) => ({ data: await feed.revoke(actorOf(request)) }),
    });

    app.route({
      ...route('GET /api/calendar/feed/:token'),
      // Calendar apps fetch it with no session: the token in the address is the key.
      config: { access: 'public' },
      handler: async (request, reply) => {
        const content = await feed.feedFile(request.params.token);
        // Google, Apple and Outlook poll it; five minutes of their cache is fresh enough and spares the server.
        return reply.type(ICS_TYPE).header('cache-control', 'private, max-age=300').send(content);
      },
    });
  };
}
