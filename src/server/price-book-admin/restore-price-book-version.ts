import type { Kysely } from 'kysely';
import type { PriceBookContent, PriceBookVersionView } from '#core/price-book-admin/price-book-content';
import type { StaffActor } from '../back-office/staff-actor';
import type { Database } from '../db/schema';
import { AppError } from '../errors';
import { commitPriceBookVersion } from './commit-price-book-version';
import { readCurrentVersion, readVersion } from './price-book-version-repository';

/**
 * An owner brings back an earlier version's prices as a new version (PRICE-33).
 * Species and grains added since are kept, retired and unavailable, so nothing that a later
 * quote names disappears.
 */
export async function restorePriceBookVersion(options: {
  db: Kysely<Database>;
  version: number;
  baseVersion: number;
  reason: string | undefined;
  actor: StaffActor;
  now: Date;
}): Promise<PriceBookVersionView> {
  const { db, version } = options;
  const [earlier, current] = await Promise.all([readVersion(db, version), readCurrentVersion(db)]);
  if (!earlier || !current) throw new AppError('not_found', `There is no version ${version} of the price book.`);
  return commitPriceBookVersion({
    db,
    baseVersion: options.baseVersion,
    content: keepingLaterAdditions(earlier, current),
    reason: options.reason?.trim() ? options.reason : `Restored version ${version}`,
    restoredFrom: version,
    actor: options.actor,
    now: options.now,
  });
}

function keepingLaterAdditions(earlier: PriceBookContent, current: PriceBookContent): PriceBookContent {
  const known = new Set(earlier.species.map((s) => s.speciesId));
  const species = [
    ...earlier.species,
    ...current.species.filter((s) => !known.has(s.speciesId)).map((s) => ({ ...s, retired: true })),
  ];
  const grains = { ...earlier.book.species };
  for (const [id, grain] of Object.entries(current.book.species)) grains[id] ??= { ...grain, available: false };
  return { species, book: { ...earlier.book, species: grains } };
}
