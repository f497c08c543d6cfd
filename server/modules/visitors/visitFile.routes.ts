import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { visitorRoutes } from '../../../domain/visitors/api';
import { actorOf } from '../../platform/auth/access';
import type { Db } from '../../platform/db/database';
import { organizations } from '../../platform/db/columns';
import { contractRoutes } from '../../platform/http/contractRoute';
import { STORED_FILE_CSP } from '../../platform/http/uploads';
import type { Storage } from '../../platform/storage/storage';
import { badgeContentOf, badgeFilename, badgePdf, onSitePdf, onSiteRows, type BadgeContent } from './visitBadge';
import { readVisitorSettings } from './visitorSettings';
import { openVisitPhoto } from './visitPhotos';
import { visitFor } from './visitRows';

const PDF_HEADERS = { 'content-type': 'application/pdf', 'x-content-type-options': 'nosniff' } as const;

/** The badge as a PDF to print from the browser's tab. */
export async function sendBadge(reply: FastifyReply, badge: BadgeContent) {
  return reply.headers({ ...PDF_HEADERS, 'content-disposition': `inline; filename="${badgeFilename(badge.visitorName)}"` }).send(await badgePdf(badge));
}

/**
 * A visit's files: its badge and photo (to those who may see the visit: host, inviter, visitor
 * managers) and the on-site list for an evacuation (visitor managers).
 */
export function visitFileRoutes(deps: { db: Db; storage: Storage; clock?: () => Date }): FastifyPluginAsyncZod {
  const { db, storage } = deps;
  const clock = deps.clock ?? (() => new Date());

  return async (app) => {
    const route = contractRoutes(visitorRoutes, ['visitors']);

    app.route({
      ...route('GET /api/visit/on-site/print'),
      config: { ability: 'visitor_manage' },
      handler: async (request, reply) => {
        const { organizationId } = actorOf(request);
        const settings = await readVisitorSettings(db, organizationId);
        const [organization] = await db.select({ name: organizations.name }).from(organizations).where(eq(organizations.id, organizationId));
        const now = clock();
        const pdf = await onSitePdf(await onSiteRows(db, organizationId), organization?.name ?? '', now, settings.timeZone);
        return reply.headers({ ...PDF_HEADERS, 'content-disposition': 'inline; filename="visitors-on-site.pdf"' }).send(pdf);
      },
    });

    app.route({
      ...route('GET /api/visit/:id/badge'),
      handler: async (request, reply) => {
        const actor = actorOf(request);
        const badge = await db.transaction(async (tx) => {
          const visit = await visitFor(tx, actor, request.params.id);
          const settings = await readVisitorSettings(tx, actor.organizationId);
          return badgeContentOf(tx, actor.organizationId, visit.id, settings.timeZone, clock());
        });
        return sendBadge(reply, badge);
      },
    });

    app.route({
      ...route('GET /api/visit/:id/photo'),
      compress: false,
      handler: async (request, reply) => {
        const actor = actorOf(request);
        const visit = await db.transaction(async (tx) => visitFor(tx, actor, request.params.id));
        const photo = await openVisitPhoto(storage, visit.photoKey);
        return reply
          .headers({
            'content-type': photo.type,
            'content-length': photo.bytes.length,
            'x-content-type-options': 'nosniff',
            'content-disposition': 'inline; filename="visitor-photo"',
            'content-security-policy': STORED_FILE_CSP,
            // A visitor's face: kept by the browser only, and only briefly.
            'cache-control': 'private, max-age=300',
          })
          .send(photo.bytes);
      },
    });
  };
}
