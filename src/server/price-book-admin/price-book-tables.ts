import type { Kysely, Transaction } from 'kysely';
import type { PriceBookContent } from '#core/price-book-admin/price-book-content';
import { priceBookSettings } from '../catalogue/price-setting-keys';
import { readPriceBook } from '../catalogue/price-book-repository';
import type { Database } from '../db/schema';

type Executor = Kysely<Database> | Transaction<Database>;

/**
 * The tables that mirror the current version (species, grains, settings), read by the
 * catalogue's joins and by reports. Rows are updated in place and never deleted: a grain
 * that leaves the book is made unavailable, a species retired.
 */
export async function writePriceBookTables(db: Executor, content: PriceBookContent): Promise<void> {
  for (const [index, species] of content.species.entries()) {
    await db
      .insertInto('species')
      .values({
        species_id: species.speciesId,
        name: species.name,
        description: species.description,
        sort_order: index,
        retired: species.retired ? 1 : 0,
      })
      .onConflict((oc) =>
        oc.column('species_id').doUpdateSet({
          name: species.name,
          description: species.description,
          sort_order: index,
          retired: species.retired ? 1 : 0,
        }),
      )
      .execute();
  }
  for (const grain of Object.values(content.book.species)) {
    const values = {
      rate_cents_per_m3: grain.rateCentsPerM3,
      density_kg_per_m3: grain.densityKgPerM3,
      available: grain.available ? 1 : 0,
    };
    await db
      .insertInto('species_grains')
      .values({ id: grain.id, species_id: grain.speciesId, grain: grain.grain, image_url: null, ...values })
      .onConflict((oc) => oc.column('id').doUpdateSet(values))
      .execute();
  }
  for (const setting of priceBookSettings(content.book)) {
    await db
      .insertInto('price_settings')
      .values(setting)
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: setting.value }))
      .execute();
  }
}

/** The content the tables hold, for the first version of a database made before versions. */
export async function readPriceBookTables(db: Executor): Promise<PriceBookContent> {
  const [species, book] = await Promise.all([
    db.selectFrom('species').selectAll().orderBy('sort_order').execute(),
    readPriceBook(db),
  ]);
  return {
    species: species.map((row) => ({
      speciesId: row.species_id,
      name: row.name,
      description: row.description,
      retired: row.retired === 1,
    })),
    book,
  };
}
