import { z } from 'zod';
import { ERROR_STATUS, type ErrorCode } from '../errors';

/**
 * The one error body of the API (`errorBody` in errors.ts), a component of the OpenAPI document
 * that every route's 4xx and 5xx answers refer to (ADR 015).
 */
export const errorBodySchema = z
  .object({
    success: z.literal(false),
    error: z.object({
      code: z.enum(Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]]).describe('Stable machine-readable code; its HTTP status is fixed (src/server/errors.ts)'),
      message: z.string().describe('Safe to show to a user'),
      fields: z.record(z.string(), z.string()).optional().describe("Bad input: one message per field path, such as 'surfaces.0.lengthMm'"),
    }),
  })
  .meta({ id: 'ErrorBody', description: 'Every error answer of the API' });

/** `{ success: true, data }`, the shape of every JSON success answer. */
export function successReply<D extends z.ZodType>(data: D) {
  return z.object({ success: z.literal(true), data });
}

