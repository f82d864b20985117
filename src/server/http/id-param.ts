import { ID_PATTERN } from '#core/api/id-params';
import { AppError } from '../errors';

export { idParams, numberLikeIdParams } from '#core/api/id-params';

/** A positive whole-number `:id` route parameter; anything else is a 404, as an unknown id is. */
export function idParam(params: unknown, name = 'id'): number {
  const raw = (params as Record<string, unknown>)[name];
  const id = typeof raw === 'string' && ID_PATTERN.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(id)) throw new AppError('not_found', 'Not found');
  return id;
}
