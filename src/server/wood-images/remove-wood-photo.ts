import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { AppError } from '../errors';
import { deleteWoodPhoto } from './wood-photo-repository';

/** Removing a wood's last photo brings its generated texture back everywhere. */
export async function removeWoodPhoto(options: { db: Kysely<Database>; id: number }): Promise<void> {
  const removed = await options.db.transaction().execute((trx) => deleteWoodPhoto(trx, options.id));
  if (!removed) throw new AppError('not_found', 'There is no such photo. It may have been removed already.');
}
