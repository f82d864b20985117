import type { Kysely } from 'kysely';
import type { PriceBookVersionView, SavePriceBookRequest } from '#core/price-book-admin/price-book-content';
import type { StaffActor } from '../back-office/staff-actor';
import type { Database } from '../db/schema';
import { AppError } from '../errors';
import { commitPriceBookVersion } from './commit-price-book-version';
import { readCurrentVersion } from './price-book-version-repository';

/**
 * An owner's edit of the price book (PRICE-32, PRICE-33). Nothing is ever taken out: old quotes,
 * shared links and saved drafts name species and grains, so a species is retired and a grain
 * made unavailable instead.
 */
export async function savePriceBook(options: {
  db: Kysely<Database>;
  request: SavePriceBookRequest;
  actor: StaffActor;
  now: Date;
}): Promise<PriceBookVersionView> {
  const { db, request } = options;
  const current = await readCurrentVersion(db);
  if (current) {
    const fields: Record<string, string> = {};
    for (const species of current.species) {
      if (!request.species.some((s) => s.speciesId === species.speciesId))
        fields[`species.${species.speciesId}`] = `${species.name} cannot be removed; retire it instead`;
    }
    for (const id of Object.keys(current.book.species)) {
      if (!request.book.species[id])
        fields[`book.species.${id}`] = `${id} cannot be removed; make it unavailable instead`;
    }
    if (Object.keys(fields).length > 0)
      throw new AppError('validation_failed', 'The price book has invalid fields', { fields });
  }
  return commitPriceBookVersion({
    db,
    baseVersion: request.version,
    content: { species: request.species, book: request.book },
    reason: request.reason,
    actor: options.actor,
    now: options.now,
  });
}
