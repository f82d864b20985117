import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { AppError } from '../errors';
import { insertSketch } from './sketch-repository';
import { sniffSketchType } from './sniff-file-type';

/** SPEC §5 "Sketch upload" messages, shared with the client's own check before upload. */
export const SKETCH_ERRORS = {
  type: { title: 'Invalid file type', message: 'Please upload JPG, PNG, WEBP, GIF, or PDF files only.' },
  size: { title: 'File too large', message: 'Please upload files smaller than 10MB.' },
} as const;

export async function sketchRoutes(app: FastifyInstance, options: { db: Kysely<Database> }) {
  app.post('/api/files/sketch', { config: { rateLimit: { max: 20, timeWindow: '1 minute' } } }, async (request, reply) => {
    if (!request.isMultipart()) throw new AppError('bad_request', 'Send the sketch as multipart form data in the field "sketch"');
    const file = await request.file();
    if (!file || file.fieldname !== 'sketch') {
      throw new AppError('bad_request', 'Send the sketch as multipart form data in the field "sketch"', { fields: { sketch: 'Required' } });
    }
    let bytes: Buffer;
    try {
      bytes = await file.toBuffer();
    } catch {
      // @fastify/multipart throws when the file passes the size limit set in app.ts.
      throw new AppError('payload_too_large', SKETCH_ERRORS.size.message, { fields: { sketch: SKETCH_ERRORS.size.title } });
    }
    if (file.file.truncated) throw new AppError('payload_too_large', SKETCH_ERRORS.size.message, { fields: { sketch: SKETCH_ERRORS.size.title } });
    const mimeType = sniffSketchType(bytes);
    if (!mimeType) throw new AppError('unsupported_media_type', SKETCH_ERRORS.type.message, { fields: { sketch: SKETCH_ERRORS.type.title } });
    const id = randomUUID();
    await insertSketch(options.db, {
      id,
      created_at: new Date().toISOString(),
      file_name: file.filename.replace(/[^\w. -]/g, '_').slice(0, 120) || 'sketch',
      mime_type: mimeType,
      size_bytes: bytes.length,
      bytes,
      quote_id: null,
    });
    return reply.status(201).send({ success: true, filePath: `sketches/${id}`, message: 'Sketch uploaded', data: { id, mimeType, sizeBytes: bytes.length } });
  });
}
