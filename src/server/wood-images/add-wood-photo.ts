import type { Kysely } from 'kysely';
import type { Grain } from '#core/surface/surface-options';
import type { PriceBookStore } from '../catalogue/price-book-repository';
import type { Database } from '../db/schema';
import { AppError } from '../errors';
import { processWoodPhoto } from './process-wood-photo';
import { insertWoodPhoto } from './wood-photo-repository';

/** ADR 012: a staff photo joins the end of its wood's gallery; the first stands in for the texture. */
export async function addWoodPhoto(options: {
  db: Kysely<Database>;
  priceBooks: PriceBookStore;
  speciesId: string;
  grain: Grain;
  bytes: Buffer;
  staffId: number | null;
  now: Date;
}): Promise<{ id: number; contentHash: string }> {
  const { book } = await options.priceBooks.current();
  if (!book.species[`${options.speciesId}_${options.grain}`]) {
    throw new AppError('not_found', `The price book has no ${options.grain} grain of ${options.speciesId}`);
  }
  // Re-encoding is the slow part (about a second for a large photo): done before the transaction opens.
  const processed = await processWoodPhoto(options.bytes);
  const id = await options.db.transaction().execute((trx) =>
    insertWoodPhoto(trx, {
      speciesId: options.speciesId,
      grain: options.grain,
      ...processed,
      staffId: options.staffId,
      now: options.now,
    }),
  );
  return { id, contentHash: processed.contentHash };
}
