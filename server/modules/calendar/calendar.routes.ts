import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { calendarRoutes } from '../../../domain/calendar/api';
import { actorOf } from '../../platform/auth/access';
import { contractRoutes } from '../../platform/http/contractRoute';
import type { CalendarService } from './calendar.service';
import { readWork } from './calendarWork';
import type { Db } from '../../platform/db/database';

/**
 * The calendar's events (issue 17). Every role has a calendar and organises its own events, so no
 * route names an ability: who sees and who changes an event is the event's own (calendarAccess).
 */
export function calendarEventRoutes(calendar: CalendarService, db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    const route = contractRoutes(calendarRoutes, ['calendar']);

    app.route({
      ...route('GET /api/event'),
      // A month holds thousands of occurrences, and zod's encoding of the whole answer cost more than
      // building it. The presenter makes exactly the schema's plain JSON shape (EventOccurrence, typed),
      // so JSON.stringify writes the same text; calendar.test.ts checks answers against the schema.
      serializerCompiler: () => (data) => JSON.stringify(data),
      handler: async (request) => {
        const { from, to, projectId } = request.query;
        return { data: await calendar.list(actorOf(request), { from: new Date(from), to: new Date(to), projectId }) };
      },
    });

    app.route({
      ...route('POST /api/event'),
      handler: async (request, reply) => reply.status(201).send({ data: await calendar.create(actorOf(request), request.body) }),
    });

    app.route({
      ...route('GET /api/event/:id'),
      handler: async (request) => ({ data: await calendar.detail(actorOf(request), request.params.id, request.query.occurrenceStart) }),
    });

    app.route({
      ...route('PUT /api/event/:id'),
      handler: async (request) => ({ data: await calendar.update(actorOf(request), request.params.id, request.body) }),
    });

    app.route({
      ...route('DELETE /api/event/:id'),
      handler: async (request) => ({ data: await calendar.remove(actorOf(request), request.params.id, request.query) }),
    });

    app.route({
      ...route('POST /api/event/:id/rsvp'),
      handler: async (request) => ({ data: await calendar.rsvp(actorOf(request), request.params.id, request.body.response) }),
    });

    app.route({
      ...route('GET /api/calendar/work'),
      handler: async (request) => ({ data: await readWork(db, actorOf(request), request.query) }),
    });
  };
}
