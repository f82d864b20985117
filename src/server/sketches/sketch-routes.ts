import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { uploadSketchCall } from '#core/api/sketches-calls';
import type { RouteLimits } from '../config';
import type { Database } from '../db/schema';
import { AppError } from '../errors';
import { perMinute } from '../http/route-limit';
import { serveCall } from '../http/serve-call';
import type { ClientKeyer } from '../security/client-key';
import { storeSketch, type SketchStorageLimits } from './store-sketch';
import { sniffSketchType } from './sniff-file-type';

/** QUOTE-07's messages, shared with the client's own check before upload. */
export const SKETCH_ERRORS = {
  type: { title: 'Invalid file type', message: 'Please upload JPG, PNG, WEBP, GIF, or PDF files only.' },
  size: { title: 'File too large', message: 'Please upload files smaller than 10MB.' },
} as const;

interface SketchRouteOptions {
  db: Kysely<Database>;
  limits: RouteLimits;
  storage: SketchStorageLimits;
  clientKey: ClientKeyer;
  businessEmail: string;
  wakeOutbox: () => void;
}

export async function sketchRoutes(app: FastifyInstance, options: SketchRouteOptions) {
  serveCall(
    app,
    uploadSketchCall,
    async (request, reply) => {
      if (!request.isMultipart())
        throw new AppError('bad_request', 'Send the sketch as multipart form data in the field "sketch"');
      const unreadable = (cause: unknown) =>
        cause instanceof app.multipartErrors.RequestFileTooLargeError
          ? new AppError('payload_too_large', SKETCH_ERRORS.size.message, {
              fields: { sketch: SKETCH_ERRORS.size.title },
            })
          : new AppError('bad_request', 'The upload could not be read. Please choose the file again.', {
              detail: String(cause),
              fields: { sketch: 'Unreadable upload' },
            });
      // A broken multipart body (no boundary, cut short) is the sender's fault, never a 500.
      const file = await request.file().catch((cause: unknown) => {
        throw unreadable(cause);
      });
      if (!file || file.fieldname !== 'sketch') {
        throw new AppError('bad_request', 'Send the sketch as multipart form data in the field "sketch"', {
          fields: { sketch: 'Required' },
        });
      }
      const bytes = await file.toBuffer().catch((cause: unknown) => {
        throw unreadable(cause);
      });
      if (file.file.truncated)
        throw new AppError('payload_too_large', SKETCH_ERRORS.size.message, {
          fields: { sketch: SKETCH_ERRORS.size.title },
        });
      const mimeType = sniffSketchType(bytes);
      if (!mimeType)
        throw new AppError('unsupported_media_type', SKETCH_ERRORS.type.message, {
          fields: { sketch: SKETCH_ERRORS.type.title },
        });
      const id = randomUUID();
      await storeSketch({
        db: options.db,
        sketch: { id, fileName: file.filename.replace(/[^\w. -]/g, '_').slice(0, 120) || 'sketch', mimeType, bytes },
        clientKey: options.clientKey(request.ip),
        limits: options.storage,
        businessEmail: options.businessEmail,
        wakeOutbox: options.wakeOutbox,
        now: new Date(),
      });
      // QUOTE-07: `filePath` and `message` beside the envelope, so the answer is sent here.
      return reply.status(201).send({
        success: true,
        filePath: `sketches/${id}`,
        message: 'Sketch uploaded',
        data: { id, mimeType, sizeBytes: bytes.length },
      });
    },
    { config: perMinute(options.limits.sketches) },
  );
}
