import type { Kysely } from 'kysely';
import type { PriceBook, SpeciesGrainPrice } from '../../core/pricing/price-book';
import type { Database, SpeciesTable } from '../db/schema';
import { FINISHES, PRICED_MODIFIERS, SCALAR_SETTING_KEYS, finishKey, modifierKey } from './price-setting-keys';

export async function listSpecies(db: Kysely<Database>): Promise<SpeciesTable[]> {
  return db.selectFrom('species').selectAll().orderBy('sort_order').execute();
}

export async function readPriceBook(db: Kysely<Database>): Promise<PriceBook> {
  const [grains, settings] = await Promise.all([
    db.selectFrom('species_grains').selectAll().orderBy('id').execute(),
    db.selectFrom('price_settings').selectAll().execute(),
  ]);
  const values = new Map(settings.map((row) => [row.key, Number(row.value)]));
  const setting = (key: string): number => {
    const value = values.get(key);
    if (value === undefined) throw new Error(`Price book setting ${key} is missing; the seed did not run`);
    return value;
  };
  const species: Record<string, SpeciesGrainPrice> = {};
  for (const row of grains) {
    species[row.id] = {
      id: row.id,
      speciesId: row.species_id,
      grain: row.grain,
      rateCentsPerM3: Number(row.rate_cents_per_m3),
      densityKgPerM3: row.density_kg_per_m3,
      available: row.available === 1,
    };
  }
  return {
    species,
    finishCentsPerM2: Object.fromEntries(FINISHES.map((f) => [f, setting(finishKey(f))])) as PriceBook['finishCentsPerM2'],
    modifierCents: Object.fromEntries(PRICED_MODIFIERS.map((m) => [m, setting(modifierKey(m))])) as PriceBook['modifierCents'],
    bracketCents: setting(SCALAR_SETTING_KEYS.bracketCents),
    edgeSavingCentsPerMetre: setting(SCALAR_SETTING_KEYS.edgeSavingCentsPerMetre),
    shippingCentsPerKg: setting(SCALAR_SETTING_KEYS.shippingCentsPerKg),
    shippingFlatCents: setting(SCALAR_SETTING_KEYS.shippingFlatCents),
    insuranceBasisPoints: setting(SCALAR_SETTING_KEYS.insuranceBasisPoints),
    vatPercent: setting(SCALAR_SETTING_KEYS.vatPercent),
  };
}

/**
 * The price book changes rarely (staff edits) but is read on every priced request, so it
 * is cached for a few seconds; `invalidate` is for the process that made an edit.
 */
export function createPriceBookStore(db: Kysely<Database>, maxAgeMs = 10_000) {
  let cached: { book: PriceBook; loadedAt: number } | undefined;
  let loading: Promise<PriceBook> | undefined;
  return {
    async get(): Promise<PriceBook> {
      if (cached && Date.now() - cached.loadedAt < maxAgeMs) return cached.book;
      loading ??= readPriceBook(db)
        .then((book) => {
          cached = { book, loadedAt: Date.now() };
          return book;
        })
        .finally(() => {
          loading = undefined;
        });
      return loading;
    },
    invalidate() {
      cached = undefined;
    },
  };
}

export type PriceBookStore = ReturnType<typeof createPriceBookStore>;
