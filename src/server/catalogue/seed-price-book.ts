import type { Kysely } from 'kysely';
import { DEFAULT_SPECIES, buildDefaultPriceBook, speciesGrainId } from '#core/catalogue/default-price-book';
import { WOOD_DESCRIPTIONS } from '#core/catalogue/wood-profiles';
import type { Database } from '../db/schema';
import { readPriceBookTables } from '../price-book-admin/price-book-tables';
import { currentVersionNumber } from '../price-book-admin/price-book-version-repository';
import { priceBookSettings } from './price-setting-keys';

/**
 * Seeds the default price book (PRICE-18 to PRICE-24). Only missing rows are inserted, so a staff
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
  await seedFirstPriceBookVersion(db, new Date());
}

/**
 * The first version of the price book (PRICE-33): what the tables hold once seeded, so a
 * database made before versions keeps any edit made to its tables. Two servers starting at
 * once insert it once.
 */
export async function seedFirstPriceBookVersion(db: Kysely<Database>, now: Date): Promise<void> {
  if ((await currentVersionNumber(db)) !== undefined) return;
  const content = await readPriceBookTables(db);
  await db
    .insertInto('price_book_versions')
    .values({
      version: 1,
      created_at: now.toISOString(),
      staff_user_id: null,
      staff_name: null,
      reason: 'Default price book',
      restored_from: null,
      content_json: JSON.stringify(content),
      changes_json: '[]',
    })
    .onConflict((oc) => oc.column('version').doNothing())
    .execute();
}
