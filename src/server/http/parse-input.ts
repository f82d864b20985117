import type { z } from 'zod';
import { storable } from '#core/api/storable';
import { AppError } from '../errors';

/** Turns zod issues into `{ 'surfaces.0.lengthMm': 'Length must be at least 100 mm' }`. */
export function fieldMessages(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : '(body)';
    fields[key] ??= issue.message;
  }
  return fields;
}

/** The one 400 for bad input, whether a route's schema or a handler found it: it names each bad field. */
export function invalidInput(error: z.ZodError, what: string): AppError {
  return new AppError('validation_failed', `The ${what} has invalid fields`, { fields: fieldMessages(error) });
}

/**
 * Parses a request part with a shared schema, with what both databases store (ADR 042); bad input is a 400 naming each
 * bad field.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown, what = 'request'): z.output<S> {
  const result = storable(schema).safeParse(input);
  if (!result.success) throw invalidInput(result.error, what);
  return result.data;
}
