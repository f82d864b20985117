import { z } from 'zod';
import { AppError } from '../errors';
import { notFoundUnlessValid } from './zod-compilers';

const ID_PATTERN = /^[1-9][0-9]{0,15}$/;

/** A positive whole-number `:id` route parameter; anything else is a 404, as an unknown id is. */
export function idParam(params: unknown, name = 'id'): number {
  const raw = (params as Record<string, unknown>)[name];
  const id = typeof raw === 'string' && ID_PATTERN.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(id)) throw new AppError('not_found', 'Not found');
  return id;
}

/** `schema: { params: idParams() }`: the same rule as `idParam`, declared on the route (ADR 015). */
export function idParams(notFound = 'Not found') {
  const id = z
    .string()
    .regex(ID_PATTERN)
    .transform(Number)
    .refine((value) => Number.isSafeInteger(value))
    .describe('A positive whole number; anything else answers 404 as an unknown id does');
  return notFoundUnlessValid(z.object({ id }), notFound);
}

/** Older calls read `:id` with `Number()`: any text that makes a positive whole number is accepted. */
export function numberLikeIdParams(notFound: string) {
  const id = z
    .string()
    .transform(Number)
    .refine((value) => Number.isSafeInteger(value) && value > 0)
    .describe('A positive whole number; anything else answers 404 as an unknown id does');
  return notFoundUnlessValid(z.object({ id }), notFound);
}
