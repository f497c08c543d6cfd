import type { FastifyRequest } from 'fastify';
import type { UploadPart } from '../storage/upload';
import { AppError } from './errors';

/**
 * For stored files served back (attachments, profile pictures): even if one is opened directly
 * rather than through <img> or <video>, nothing in it runs.
 */
export const STORED_FILE_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/** The one file of a multipart/form-data upload (undefined when none was sent); any other body is a 415. */
export async function readUploadPart(request: FastifyRequest): Promise<UploadPart | undefined> {
  try {
    const part = await request.file();
    return part && { filename: part.filename, stream: part.file };
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
      throw new AppError(415, 'VALIDATION_FAILED', 'Send the file as multipart/form-data');
    }
    throw error;
  }
}
