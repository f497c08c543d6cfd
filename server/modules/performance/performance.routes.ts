import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { performanceRoutes as contract } from '../../../domain/performance/api';
import { actorOf } from '../../platform/auth/access';
import type { Db } from '../../platform/db/database';
import { contractRoutes } from '../../platform/http/contractRoute';
import { exportCredits } from './creditExport';
import { readGraph, readReport } from './creditReports';
import type { PerformanceService } from './performance.service';

/**
 * Performance credits (issue 18). The team's list, export, report and graph need performance_view;
 * categories and settings changes performance_settings. Recording, recognition and the member
 * report are open to every member: the service applies the settings' rules (recorderRoles, peer
 * recognition on or off, your own report or anyone's).
 */
export function performanceRoutes(performance: PerformanceService, db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    const route = contractRoutes(contract, ['performance']);
    const view = { ability: 'performance_view' } as const;
    const manage = { ability: 'performance_settings' } as const;

    app.route({ ...route('GET /api/performance/credit'), config: view, handler: async (request) => performance.list(actorOf(request), request.query) });

    app.route({
      ...route('POST /api/performance/credit/add'),
      handler: async (request, reply) => reply.status(201).send({ data: await performance.add(actorOf(request), request.body) }),
    });

    app.route({
      ...route('GET /api/performance/credit/export'),
      config: view,
      handler: async (request, reply) => {
        const file = await exportCredits(db, actorOf(request).organizationId, request.query);
        return reply
          .headers({ 'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename="${file.filename}"`, 'x-content-type-options': 'nosniff' })
          .send(file.body);
      },
    });

    app.route({
      ...route('GET /api/performance/credit/report'),
      config: view,
      handler: async (request) => ({ data: await readReport(db, actorOf(request).organizationId, request.query) }),
    });

    app.route({
      ...route('GET /api/performance/credit/report-graph'),
      config: view,
      handler: async (request) => ({ data: await readGraph(db, actorOf(request).organizationId, request.query) }),
    });

    app.route({
      ...route('GET /api/performance/credit/member/report'),
      handler: async (request) => ({ data: await performance.memberReport(actorOf(request), request.query) }),
    });

    app.route({
      ...route('GET /api/performance/credit/:creditId'),
      handler: async (request) => ({ data: await performance.detail(actorOf(request), request.params.creditId) }),
    });

    app.route({
      ...route('PUT /api/performance/credit/:creditId'),
      handler: async (request) => ({ data: await performance.update(actorOf(request), request.params.creditId, request.body) }),
    });

    app.route({
      ...route('DELETE /api/performance/credit/:creditId'),
      handler: async (request) => ({ data: await performance.remove(actorOf(request), request.params.creditId) }),
    });

    app.route({ ...route('GET /api/performance/category'), handler: async (request) => ({ data: await performance.categories(actorOf(request)) }) });

    app.route({
      ...route('POST /api/performance/category'),
      config: manage,
      handler: async (request, reply) => reply.status(201).send({ data: await performance.addCategory(actorOf(request), request.body) }),
    });

    app.route({
      ...route('PUT /api/performance/category/:id'),
      config: manage,
      handler: async (request) => ({ data: await performance.updateCategory(actorOf(request), request.params.id, request.body) }),
    });

    app.route({
      ...route('DELETE /api/performance/category/:id'),
      config: manage,
      handler: async (request) => ({ data: await performance.removeCategory(actorOf(request), request.params.id) }),
    });

    app.route({ ...route('GET /api/performance/settings'), handler: async (request) => performance.settings(actorOf(request)) });

    app.route({ ...route('PUT /api/performance/settings'), config: manage, handler: async (request) => performance.saveSettings(actorOf(request), request.body) });

    app.route({ ...route('GET /api/performance/recognition'), handler: async (request) => performance.recognition(actorOf(request), request.query) });

    app.route({
      ...route('POST /api/performance/recognition'),
      handler: async (request, reply) => reply.status(201).send(await performance.recognise(actorOf(request), request.body)),
    });
  };
}
