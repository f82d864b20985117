import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors';
import type { StatementUpload } from './import-statement';

export const STATEMENT_MAX_BYTES = 5 * 1024 * 1024;
const TOO_LARGE = 'A statement file must be smaller than 5 MB';
const MISSING = 'Send the statement as multipart form data in the field "statement"';

/**
 * The multipart statement upload: the file in `statement`, and the text fields `mappingId`,
 * `mapping` and `bankName`. A broken or oversized body is the sender's fault (4xx), never a 500.
 */
export async function readStatementUpload(app: FastifyInstance, request: FastifyRequest): Promise<StatementUpload> {
  if (!request.isMultipart()) throw new AppError('bad_request', MISSING, { fields: { statement: 'Required' } });
  const fields: Record<string, string> = {};
  let file: { fileName: string; bytes: Buffer } | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: STATEMENT_MAX_BYTES } })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.file.truncated)
          throw new AppError('payload_too_large', TOO_LARGE, { fields: { statement: TOO_LARGE } });
        if (part.fieldname !== 'statement')
          throw new AppError('bad_request', `Unexpected file field "${part.fieldname}"`);
        file = { fileName: part.filename || 'statement', bytes };
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (cause) {
    if (cause instanceof AppError) throw cause;
    if (cause instanceof app.multipartErrors.RequestFileTooLargeError)
      throw new AppError('payload_too_large', TOO_LARGE, { fields: { statement: TOO_LARGE } });
    throw new AppError('bad_request', 'The upload could not be read. Please choose the statement again.', {
      detail: String(cause),
    });
  }
  if (!file || file.bytes.length === 0)
    throw new AppError('bad_request', MISSING, { fields: { statement: 'Required' } });
  return { ...file, ...uploadFields(fields) };
}

function uploadFields(fields: Record<string, string>): Omit<StatementUpload, 'fileName' | 'bytes'> {
  const mappingId = fields.mappingId?.trim() ? Number(fields.mappingId) : undefined;
  if (mappingId !== undefined && !(Number.isSafeInteger(mappingId) && mappingId > 0)) {
    throw new AppError('bad_request', 'The mapping id is a positive whole number.', {
      fields: { mappingId: 'Invalid' },
    });
  }
  const bankName = fields.bankName?.trim() || undefined;
  if (bankName !== undefined && bankName.length > 100)
    throw new AppError('bad_request', 'A bank’s name is at most 100 characters.', { fields: { bankName: 'Too long' } });
  const mappingJson = fields.mapping?.trim() || undefined;
  if (bankName !== undefined && mappingJson === undefined) {
    throw new AppError('bad_request', 'Send the column mapping with the bank’s name to save it.', {
      fields: { mapping: 'Required' },
    });
  }
  return { mappingId, mappingJson, bankName };
}
