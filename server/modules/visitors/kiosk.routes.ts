import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { visitorRoutes } from '../../../domain/visitors/api';
import { KIOSK_MESSAGES, VISITOR_PHOTO_MAX_BYTES } from '../../../domain/visitors/visits';
import { actorOf } from '../../platform/auth/access';
import { createMemoryAttemptStore, type AttemptStore } from '../../platform/auth/attemptLimiter';
import type { Db } from '../../platform/db/database';
import { contractRoutes } from '../../platform/http/contractRoute';
import { notFound } from '../../platform/http/errors';
import type { Realtime } from '../../platform/realtime/realtime';
import type { Storage } from '../../platform/storage/storage';
import { createKioskDesk, tooManyKioskCalls } from './kioskDesk';
import { createKiosk, kioskByToken, listKiosks, revokeKiosk, type KioskBinding } from './kiosks';
import { sendBadge } from './visitFile.routes';
import { badgeContentOf } from './visitBadge';
import { readVisitorSettings } from './visitorSettings';

/**
 * A front desk signs a handful of people in a minute; a script guessing codes makes hundreds.
 * Counted per kiosk and address, and per address alone (many tokens tried from one place).
 */
export const KIOSK_LIMITS = { perKioskAndAddress: 60, perAddress: 240, windowSeconds: 60 } as const;
/** A camera picture as a data: URL is a third larger than the picture; the rest of the body is small. */
const KIOSK_BODY_LIMIT = Math.ceil((VISITOR_PHOTO_MAX_BYTES * 4) / 3) + 64 * 1024;

export interface KioskRoutesDeps {
  db: Db;
  storage: Storage;
  realtime?: Realtime;
  appUrl: string;
  logger?: { warn(object: unknown, message: string): void };
  /** The product's attempt store (Redis when configured, so every node counts together); in memory otherwise. */
  attempts?: AttemptStore;
  clock?: () => Date;
}

/**
 * The kiosks: visitor managers make, list and revoke them; the kiosk's own calls need no session
 * (the token in the address is the key and binds them to one organisation) and are rate limited.
 */
export function kioskRoutes(deps: KioskRoutesDeps): FastifyPluginAsyncZod {
  const { db } = deps;
  const desk = createKioskDesk(deps);
  const attempts = deps.attempts ?? createMemoryAttemptStore();
  const clock = deps.clock ?? (() => new Date());

  /** Counted before the body is read: a flood is refused cheaply. */
  async function limit(request: FastifyRequest) {
    const token = String((request.params as { token?: unknown }).token ?? '').slice(0, 64);
    const { perKioskAndAddress, perAddress, windowSeconds } = KIOSK_LIMITS;
    const pairKey = `kiosk:pair:${token}:${request.ip}`;
    const pair = await attempts.reserve(pairKey, perKioskAndAddress, windowSeconds);
    if (!pair.allowed) throw tooManyKioskCalls(pair.retryAfterSeconds);
    const address = await attempts.reserve(`kiosk:ip:${request.ip}`, perAddress, windowSeconds);
    if (!address.allowed) {
      await attempts.release(pairKey);
      throw tooManyKioskCalls(address.retryAfterSeconds);
    }
  }

  async function kioskOf(token: string): Promise<KioskBinding> {
    const kiosk = await kioskByToken(db, token, clock());
    if (!kiosk) throw notFound(KIOSK_MESSAGES.revoked);
    return kiosk;
  }

  return async (app) => {
    const route = contractRoutes(visitorRoutes, ['visitors']);
    const manage = { ability: 'visitor_manage' } as const;
    // The kiosk's calls: public (the token is the key), counted before anything else is done.
    const kiosk = { config: { access: 'public' as const }, onRequest: limit };

    app.route({ ...route('GET /api/visitor/kiosk'), config: manage, handler: async (request) => ({ data: await listKiosks(db, actorOf(request).organizationId) }) });

    app.route({
      ...route('POST /api/visitor/kiosk'),
      config: manage,
      handler: async (request, reply) => reply.status(201).send({ data: await createKiosk(db, actorOf(request), deps.appUrl, request.body.name) }),
    });

    app.route({
      ...route('DELETE /api/visitor/kiosk/:id'),
      config: manage,
      handler: async (request) => ({ data: await revokeKiosk(db, actorOf(request).organizationId, request.params.id) }),
    });

    app.route({ ...route('GET /api/kiosk/:token'), ...kiosk, handler: async (request) => ({ data: await desk.info(await kioskOf(request.params.token)) }) });

    app.route({
      ...route('GET /api/kiosk/:token/hosts'),
      ...kiosk,
      handler: async (request) => ({ data: await desk.hosts(await kioskOf(request.params.token), request.query.search) }),
    });

    app.route({
      ...route('GET /api/kiosk/:token/visit'),
      ...kiosk,
      handler: async (request) => ({ data: await desk.visitByCode(await kioskOf(request.params.token), request.query.code) }),
    });

    app.route({
      ...route('POST /api/kiosk/:token/sign-in'),
      ...kiosk,
      bodyLimit: KIOSK_BODY_LIMIT,
      handler: async (request) => ({ data: await desk.signIn(await kioskOf(request.params.token), request.body) }),
    });

    app.route({
      ...route('POST /api/kiosk/:token/walk-in'),
      ...kiosk,
      bodyLimit: KIOSK_BODY_LIMIT,
      handler: async (request, reply) => reply.status(201).send({ data: await desk.walkIn(await kioskOf(request.params.token), request.body) }),
    });

    app.route({
      ...route('POST /api/kiosk/:token/sign-out'),
      ...kiosk,
      handler: async (request) => ({ data: await desk.signOut(await kioskOf(request.params.token), request.body.code) }),
    });

    app.route({
      ...route('GET /api/kiosk/:token/visit/:visitId'),
      ...kiosk,
      handler: async (request) => ({ data: await desk.visitAtKiosk(await kioskOf(request.params.token), request.params.visitId) }),
    });

    app.route({
      ...route('GET /api/kiosk/:token/visit/:visitId/badge'),
      ...kiosk,
      handler: async (request, reply) => {
        const binding = await kioskOf(request.params.token);
        const visit = await desk.visitAtKiosk(binding, request.params.visitId);
        // A badge is printed for someone let in, not for a visitor still waiting at the desk.
        if (visit.status !== 'signedIn') throw notFound('Visit not found');
        const settings = await readVisitorSettings(db, binding.organizationId);
        return sendBadge(reply, await badgeContentOf(db, binding.organizationId, visit._id, settings.timeZone, clock()));
      },
    });
  };
}
