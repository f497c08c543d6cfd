import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { noteRoutes } from '../../../domain/notes/api';
import { actorOf } from '../../platform/auth/access';
import { contractRoutes } from '../../platform/http/contractRoute';
import { readUploadPart, STORED_FILE_CSP } from '../../platform/http/uploads';
import type { NoteExportService } from './noteExport';
import { NOTE_IMAGE_MAX_BYTES, type NoteImagesService } from './noteImages';
import type { NoteSharesService } from './noteShares';
import type { NoteVersionsService } from './noteVersions';
import type { NotesService } from './notes.service';

export interface NoteServices {
  notes: NotesService;
  shares: NoteSharesService;
  versions: NoteVersionsService;
  exports: NoteExportService;
  images: NoteImagesService;
}

/**
 * Notes (spec 7 'Notes'). Every role may use notes, so no route names an ability: access is the
 * note's own (owner, share, project), decided by noteFor in the services.
 */
export function notesRoutes({ notes, shares, versions, exports, images }: NoteServices): FastifyPluginAsyncZod {
  return async (app) => {
    const route = contractRoutes(noteRoutes, ['notes']);
    // Only this plugin (with chat's attachments and profile pictures) parses multipart: the rest of the API stays JSON-only.
    await app.register(fastifyMultipart, { limits: { fileSize: NOTE_IMAGE_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6 } });

    app.route({
      ...route('GET /api/note'),
      handler: async (request) => ({ data: await notes.list(actorOf(request), request.query) }),
    });

    app.route({
      ...route('POST /api/note'),
      handler: async (request, reply) => reply.status(201).send({ data: await notes.create(actorOf(request), request.body) }),
    });

    app.route({
      ...route('GET /api/note/:projectId'),
      handler: async (request) => ({ data: await notes.ofProject(actorOf(request), request.params.projectId) }),
    });

    app.route({
      ...route('GET /api/note/:id/detail'),
      handler: async (request) => ({ data: await notes.detail(actorOf(request), request.params.id) }),
    });

    app.route({
      ...route('PUT /api/note/:id'),
      handler: async (request) => ({ data: await notes.update(actorOf(request), request.params.id, request.body) }),
    });

    app.route({
      ...route('DELETE /api/note/:id'),
      handler: async (request) => ({ data: await notes.remove(actorOf(request), request.params.id) }),
    });

    app.route({
      ...route('POST /api/note/:id/duplicate'),
      handler: async (request, reply) => reply.status(201).send({ data: await notes.duplicate(actorOf(request), request.params.id) }),
    });

    app.route({
      ...route('GET /api/note/:id/shared-users'),
      handler: async (request) => ({ data: await shares.sharedUsers(actorOf(request), request.params.id) }),
    });

    app.route({
      ...route('POST /api/note/:id/share'),
      handler: async (request) => ({ data: await shares.share(actorOf(request), request.params.id, request.body) }),
    });

    app.route({
      ...route('PUT /api/note/:id/share'),
      handler: async (request) => ({ data: await shares.changePermission(actorOf(request), request.params.id, request.body) }),
    });

    app.route({
      ...route('DELETE /api/note/:id/share/:userId'),
      handler: async (request) => ({ data: await shares.unshare(actorOf(request), request.params.id, request.params.userId) }),
    });

    app.route({
      ...route('GET /api/note/:id/versions'),
      handler: async (request) => ({ data: await versions.list(actorOf(request), request.params.id) }),
    });

    app.route({
      ...route('POST /api/note/:id/versions'),
      handler: async (request, reply) => reply.status(201).send({ data: await versions.save(actorOf(request), request.params.id, request.body.name) }),
    });

    app.route({
      ...route('GET /api/note/:id/versions/:versionId'),
      handler: async (request) => ({ data: await versions.get(actorOf(request), request.params.id, request.params.versionId) }),
    });

    app.route({
      ...route('POST /api/note/:id/versions/:versionId/restore'),
      handler: async (request) => ({ data: await versions.restore(actorOf(request), request.params.id, request.params.versionId) }),
    });

    app.route({
      ...route('GET /api/note/:id/export'),
      handler: async (request, reply) => {
        const file = await exports.file(actorOf(request), request.params.id, request.query.format);
        return reply.headers({ 'content-type': file.contentType, 'content-disposition': file.contentDisposition, 'x-content-type-options': 'nosniff' }).send(file.body);
      },
    });

    app.route({
      ...route('POST /api/note/:id/images'),
      handler: async (request, reply) => reply.status(201).send({ data: await images.upload(actorOf(request), request.params.id, () => readUploadPart(request)) }),
    });

    app.route({
      ...route('GET /api/note-images/:id'),
      // Pictures are compressed already.
      compress: false,
      handler: async (request, reply) => {
        const { image, stream, size } = await images.open(actorOf(request), request.params.id);
        return reply
          .headers({
            'content-type': image.mimeType,
            'content-length': size,
            'x-content-type-options': 'nosniff',
            'content-security-policy': STORED_FILE_CSP,
            'cache-control': 'private, max-age=3600',
          })
          .send(stream);
      },
    });
  };
}
