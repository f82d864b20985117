import type { Kysely } from 'kysely';
import { DEFAULT_SPECIES, buildDefaultPriceBook, speciesGrainId } from '../../core/catalogue/default-price-book';
import { WOOD_DESCRIPTIONS } from '../../core/catalogue/wood-profiles';
import type { Database } from '../db/schema';
import { priceBookSettings } from './price-setting-keys';

/**
 * Seeds DECISIONS §3's default price book. Only missing rows are inserted, so a staff
 * edit is never overwritten by a restart.
 */
export async function seedPriceBook(db: Kysely<Database>): Promise<void> {
  const book = buildDefaultPriceBook();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('species')
      .values(
        DEFAULT_SPECIES.map((species, index) => ({
          species_id: species.speciesId,
          name: species.name,
          description: WOOD_DESCRIPTIONS[species.speciesId] ?? `${species.name}, a solid hardwood.`,
          sort_order: index,
        })),
      )
      .onConflict((oc) => oc.column('species_id').doNothing())
      .execute();
    await trx
      .insertInto('species_grains')
      .values(
        DEFAULT_SPECIES.flatMap((species) =>
          species.grains.map((grain) => {
            const id = speciesGrainId(species.speciesId, grain);
            const price = book.species[id];
            if (!price) throw new Error(`Default price book has no ${id}`);
            return {
              id,
              species_id: species.speciesId,
              grain,
              rate_cents_per_m3: price.rateCentsPerM3,
              density_kg_per_m3: price.densityKgPerM3,
              available: 1,
              image_url: null,
            };
          }),
        ),
      )
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    await trx
      .insertInto('price_settings')
      .values(priceBookSettings(book))
      .onConflict((oc) => oc.column('key').doNothing())
      .execute();
  });
}
