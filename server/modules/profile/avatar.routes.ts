import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AVATAR_MAX_BYTES, profileSchema } from '../../../domain/profile/profile';
import { readUploadPart, STORED_FILE_CSP } from '../../platform/http/uploads';
import type { AvatarService } from './avatar.service';
import { profileActorOf } from './profileActor';

const profileResponse = z.object({ data: profileSchema });

export function avatarRoutes(avatars: AvatarService): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['profile'];
    const config = { access: 'authenticated' as const };
    // Only this plugin (and chat's attachments) parse multipart: everywhere else the API stays JSON-only.
    await app.register(fastifyMultipart, { limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6 } });

    app.put(
      '/profile/avatar',
      {
        config,
        schema: {
          tags,
          summary: `Set your picture (multipart/form-data, one PNG, JPEG or WebP file, at most ${AVATAR_MAX_BYTES / 1024 / 1024} MB; the web crops it square first)`,
          consumes: ['multipart/form-data'],
          response: { 200: profileResponse },
        },
      },
      async (request) => ({ data: await avatars.upload(profileActorOf(request), await readUploadPart(request)) }),
    );

    app.delete(
      '/profile/avatar',
      { config, schema: { tags, summary: 'Remove your picture: initials on your colour again', response: { 200: profileResponse } } },
      async (request) => ({ data: await avatars.remove(profileActorOf(request)) }),
    );

    app.get(
      '/user/:id/avatar',
      {
        config,
        compress: false,
        schema: {
          tags,
          summary: "A member's picture, to the people of their organisation (the URL's v changes with the picture)",
          params: z.object({ id: z.uuid('id must be a valid id') }),
          querystring: z.object({ v: z.string().max(20, 'v must be at most 20 characters').optional() }),
        },
      },
      async (request, reply) => {
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
    );
  };
}
