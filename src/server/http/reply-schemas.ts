import { z } from 'zod';
import { FILE_MEDIA_TYPES } from '#core/api/replies';
import { ERROR_STATUS, type ErrorCode } from '../errors';

/**
 * The one error body of the API (`errorBody` in errors.ts), a component of the OpenAPI document
 * that every route's 4xx and 5xx answers refer to (ADR 015).
 */
export const errorBodySchema = z
  .object({
    success: z.literal(false),
    error: z.object({
      code: z
        .enum(Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]])
        .describe('Stable machine-readable code; its HTTP status is fixed (src/server/errors.ts)'),
      message: z.string().describe('Safe to show to a user'),
      fields: z
        .record(z.string(), z.string())
        .optional()
        .describe("Bad input: one message per field path, such as 'surfaces.0.lengthMm'"),
      current: z
        .record(z.string(), z.unknown())
        .optional()
        .describe(
          'A conflict (409): the current state the request was refused against, such as the current price book',
        ),
      challenge: z
        .object({
          algorithm: z.literal('SHA-256'),
          challenge: z
            .string()
            .describe('Hex SHA-256 of `salt` followed by a secret number from 0 to `maxnumber`, in decimal'),
          maxnumber: z.number().int(),
          salt: z.string(),
          signature: z.string(),
        })
        .optional()
        .describe(
          'A burst of anonymous requests (428 `challenge_required`): find the number, then send the request again with the header `Proof-Of-Work`: base64 of the JSON `{ algorithm, challenge, number, salt, signature }` (Altcha’s payload); each solution is accepted once',
        ),
    }),
  })
  .meta({ id: 'ErrorBody', description: 'Every error answer of the API' });

export { FILE_MEDIA_TYPES, successReply } from '#core/api/replies';

/**
 * A success answer that is a file (PDF, CSV, image, page), not JSON: the handler sends bytes, a
 * stream or text with its own content type, which Fastify never passes to a serializer, so the
 * schema only documents it. The contract lists it under its media types (install-api-contract.ts).
 */
export function fileReply(mediaTypes: readonly [string, ...string[]], description: string) {
  // Unknown: the handler sends a Buffer, a stream or text, none of which a JSON schema describes.
  return z.unknown().meta({ description, [FILE_MEDIA_TYPES]: mediaTypes.join(' ') });
}

/** A stored quote's PDF, as every PDF route sends it. */
export const quotePdfReply = { 200: fileReply(['application/pdf'], 'The quote as a PDF (A4)') };
