import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { chatRoutes } from '../../../domain/chat/api';
import { ATTACHMENT_MAX_BYTES } from '../../../domain/chat/chat';
import { actorOf } from '../../platform/auth/access';
import { contractRoutes } from '../../platform/http/contractRoute';
import { readUploadPart, STORED_FILE_CSP } from '../../platform/http/uploads';
import type { ByteRange } from '../../platform/storage/storage';
import { contentDisposition } from './attachmentContent';
import type { AttachmentsService } from './attachments.service';

/**
 * A single `bytes=first-last`, `bytes=first-` or `bytes=-suffix` range (what video players
 * send to seek). Anything else is ignored and the whole file is sent, as RFC 9110 allows.
 */
export function parseRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | undefined {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    return suffix === 0 ? 'unsatisfiable' : { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const last = match[2] === '' ? Infinity : Number(match[2]);
  if (last < start) return undefined; // malformed, so ignored
  if (start >= size) return 'unsatisfiable';
  return { start, end: Math.min(last, size - 1) };
}


export function attachmentsRoutes(attachments: AttachmentsService): FastifyPluginAsyncZod {
  return async (app) => {
    const route = contractRoutes(chatRoutes, ['chat']);
    // Only this plugin parses multipart: everywhere else the API stays JSON-only.
    await app.register(fastifyMultipart, {
      limits: { fileSize: ATTACHMENT_MAX_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 12 },
    });

    app.route({
      ...route('POST /api/channel/:id/attachments'),
      handler: async (request, reply) => {
        const data = await attachments.upload(actorOf(request), request.params.id, () => readUploadPart(request));
        return reply.status(201).send({ data });
      },
    });

    app.route({
      ...route('GET /api/attachments/:id'),
      // Compressing would break byte ranges, and media is compressed already.
      compress: false,
      handler: async (request, reply) => {
        const row = await attachments.findForMember(actorOf(request), request.params.id);
        reply.headers({
          'content-type': row.mimeType,
          'x-content-type-options': 'nosniff',
          'content-disposition': contentDisposition(row.kind, row.name),
          'content-security-policy': STORED_FILE_CSP,
          'cache-control': 'private, max-age=3600',
          'accept-ranges': 'bytes',
        });
        const range = parseRange(request.headers.range, row.size);
        if (range === 'unsatisfiable') {
          reply.removeHeader('content-disposition');
          return reply
            .status(416)
            .headers({ 'content-range': `bytes */${row.size}`, 'content-type': 'application/json; charset=utf-8' })
            .send({ message: 'The requested range is outside the file', code: 'VALIDATION_FAILED' });
        }
        const { stream, size } = await attachments.open(row, range);
        if (range) {
          reply.status(206).header('content-range', `bytes ${range.start}-${range.end}/${size}`);
          reply.header('content-length', range.end - range.start + 1);
        } else {
          reply.header('content-length', size);
        }
        return reply.send(stream);
      },
    });
  };
}
