import { z } from 'zod';
import { notFoundUnlessValid } from './input-names';
import { bigintColumn } from './storable';

/** A positive whole number of at most 16 digits, as every `:id` in a path is. */
export const ID_PATTERN = /^[1-9][0-9]{0,15}$/;

/** `input: { params: idParams() }`: a malformed `:id` answers 404 as an unknown one does (ADR 015). */
export function idParams(notFound = 'Not found') {
  const id = z
    .string()
    .regex(ID_PATTERN)
    .transform(Number)
    .refine((value) => Number.isSafeInteger(value))
    .describe('A positive whole number; anything else answers 404 as an unknown id does');
  return notFoundUnlessValid(z.object({ id }), notFound);
}

/** A row's id as a number: ids are `bigserial` on PostgreSQL, so bounded by safe integers, not 2³¹ (ADR 042). */
export const rowId = () => bigintColumn(z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER));

/** Older calls read `:id` with `Number()`: any text that makes a positive whole number is accepted. */
export function numberLikeIdParams(notFound: string) {
  const id = z
    .string()
    .transform(Number)
    .refine((value) => Number.isSafeInteger(value) && value > 0)
    .describe('A positive whole number; anything else answers 404 as an unknown id does');
  return notFoundUnlessValid(z.object({ id }), notFound);
}
