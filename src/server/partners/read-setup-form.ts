import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors';

export const LOGO_MAX_BYTES = 5 * 1024 * 1024;

/**
 * Reads the multipart setup form: its text fields and the optional `logo` file. A broken or
 * oversized body is the sender's fault (4xx), never a 500.
 */
export async function readSetupForm(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<{ fields: Record<string, string>; logo?: Buffer }> {
  if (!request.isMultipart()) throw new AppError('bad_request', 'Send the setup form as multipart form data');
  const fields: Record<string, string> = {};
  let logo: Buffer | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: LOGO_MAX_BYTES } })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.file.truncated)
          throw new AppError('payload_too_large', 'The logo must be smaller than 5 MB', {
            fields: { logo: 'The logo must be smaller than 5 MB' },
          });
        if (part.fieldname !== 'logo') throw new AppError('bad_request', `Unexpected file field "${part.fieldname}"`);
        if (bytes.length > 0) logo = bytes;
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (cause) {
    if (cause instanceof AppError) throw cause;
    if (cause instanceof app.multipartErrors.RequestFileTooLargeError) {
      throw new AppError('payload_too_large', 'The logo must be smaller than 5 MB', {
        fields: { logo: 'The logo must be smaller than 5 MB' },
      });
    }
    throw new AppError('bad_request', 'The form could not be read. Please try again.', { detail: String(cause) });
  }
  return { fields, logo };
}
