import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { profileRoutes as profileContract } from '../../../domain/profile/api';
import { AVATAR_MAX_BYTES } from '../../../domain/profile/profile';
import { contractRoutes } from '../../platform/http/contractRoute';
import { readUploadPart, STORED_FILE_CSP } from '../../platform/http/uploads';
import type { AvatarService } from './avatar.service';
import { profileActorOf } from './profileActor';

export function avatarRoutes(avatars: AvatarService): FastifyPluginAsyncZod {
  return async (app) => {
    const route = contractRoutes(profileContract, ['profile']);
    const config = { access: 'authenticated' as const };
    // Only this plugin (and chat's attachments) parse multipart: everywhere else the API stays JSON-only.
    await app.register(fastifyMultipart, { limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6 } });

    app.route({
      ...route('PUT /api/profile/avatar'),
      config,
      handler: async (request) => ({ data: await avatars.upload(profileActorOf(request), await readUploadPart(request)) }),
    });

    app.route({
      ...route('DELETE /api/profile/avatar'),
      config,
      handler: async (request) => ({ data: await avatars.remove(profileActorOf(request)) }),
    });

    app.route({
      ...route('GET /api/user/:id/avatar'),
      config,
      compress: false,
      handler: async (request, reply) => {
        const picture = await avatars.find(profileActorOf(request), request.params.id);
        const { stream, size } = await avatars.open(picture);
        return reply
          .headers({
            'content-type': picture.type,
            'content-length': size,
            'x-content-type-options': 'nosniff',
            'content-disposition': 'inline; filename="avatar"',
            'content-security-policy': STORED_FILE_CSP,
            // The URL names the version, so a browser may keep it; private: it is the organisation's.
            'cache-control': 'private, max-age=604800',
          })
          .send(stream);
      },
    });
  };
}
