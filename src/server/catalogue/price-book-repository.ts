import type { Kysely, Transaction } from 'kysely';
import type { PriceBookVersionView } from '#core/price-book-admin/price-book-content';
import type { PriceBook, SpeciesGrainPrice } from '#core/pricing/price-book';
import type { Database } from '../db/schema';
import { currentVersionNumber, readCurrentVersion } from '../price-book-admin/price-book-version-repository';
import { FINISHES, PRICED_MODIFIERS, SCALAR_SETTING_KEYS, finishKey, modifierKey } from './price-setting-keys';

export async function readPriceBook(db: Kysely<Database> | Transaction<Database>): Promise<PriceBook> {
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
    finishCentsPerM2: Object.fromEntries(
      FINISHES.map((f) => [f, setting(finishKey(f))]),
    ) as PriceBook['finishCentsPerM2'],
    modifierCents: Object.fromEntries(
      PRICED_MODIFIERS.map((m) => [m, setting(modifierKey(m))]),
    ) as PriceBook['modifierCents'],
    bracketCents: setting(SCALAR_SETTING_KEYS.bracketCents),
    edgeSavingCentsPerMetre: setting(SCALAR_SETTING_KEYS.edgeSavingCentsPerMetre),
    shippingCentsPerKg: setting(SCALAR_SETTING_KEYS.shippingCentsPerKg),
    shippingFlatCents: setting(SCALAR_SETTING_KEYS.shippingFlatCents),
    insuranceBasisPoints: setting(SCALAR_SETTING_KEYS.insuranceBasisPoints),
    vatPercent: setting(SCALAR_SETTING_KEYS.vatPercent),
  };
}

/** Every species' name in the price book, retired ones too: old quotes and old counts still name them. */
export async function readSpeciesNames(
  db: Kysely<Database> | Transaction<Database>,
): Promise<{ speciesId: string; name: string }[]> {
  const rows = await db.selectFrom('species').select(['species_id', 'name']).orderBy('sort_order').execute();
  return rows.map((row) => ({ speciesId: row.species_id, name: row.name }));
}

/**
 * How long a process may price with a version another process has replaced: after this the
 * store asks the database for the current version number (one indexed read) and reloads
 * only when it moved. docs/operations.md "The price book" states the bound: a save is used everywhere
 * within about a second.
 */
export const PRICE_BOOK_RECHECK_MS = 1_000;

/**
 * The current version of the price book, read on every priced request, so it is kept in
 * memory and checked against the database at most once per `recheckMs`.
 */
export function createPriceBookStore(
  db: Kysely<Database>,
  { recheckMs = PRICE_BOOK_RECHECK_MS }: { recheckMs?: number } = {},
) {
  let cached: { current: PriceBookVersionView; checkedAt: number } | undefined;
  let refreshing: Promise<PriceBookVersionView> | undefined;

  async function refresh(): Promise<PriceBookVersionView> {
    if (cached && (await currentVersionNumber(db)) === cached.current.version) {
      cached.checkedAt = Date.now();
      return cached.current;
    }
    const current = await readCurrentVersion(db);
    if (!current) throw new Error('The price book has no version; the seed did not run');
    cached = { current, checkedAt: Date.now() };
    return current;
  }

  /** The version in memory while it needs no check against the database. */
  function fresh(): PriceBookVersionView | undefined {
    return cached && Date.now() - cached.checkedAt < recheckMs ? cached.current : undefined;
  }

  return {
    async current(): Promise<PriceBookVersionView> {
      const known = fresh();
      if (known) return known;
      refreshing ??= refresh().finally(() => {
        refreshing = undefined;
      });
      return refreshing;
    },
    async get(): Promise<PriceBook> {
      return (await this.current()).book;
    },
    /** For the process that saved: its next read goes to the database. */
    invalidate() {
      cached = undefined;
    },
  };
}

export type PriceBookStore = ReturnType<typeof createPriceBookStore>;
