import type { Kysely, Transaction } from 'kysely';
import type { StockBoard } from '#core/workshop/stock-list';
import { DEFAULT_WORKSHOP_SETTINGS, type WorkshopSettings } from '#core/workshop/workshop-settings';
import type { Database } from '../db/schema';

type Executor = Kysely<Database> | Transaction<Database>;

export async function listStock(db: Executor): Promise<StockBoard[]> {
  const rows = await db.selectFrom('workshop_stock').selectAll().orderBy('species').orderBy('rough_thickness_mm').orderBy('length_mm').orderBy('id').execute();
  return rows.map((row) => ({
    species: row.species,
    roughThicknessMm: Number(row.rough_thickness_mm),
    lengthMm: Number(row.length_mm),
    widthMm: Number(row.width_mm),
    offcutCount: Number(row.offcut_count),
  }));
}

/** The owner saves the whole list at once (OPS-15): what is on the screen is what is stored. */
export async function replaceStock(db: Transaction<Database>, boards: readonly StockBoard[]): Promise<void> {
  await db.deleteFrom('workshop_stock').execute();
  if (boards.length === 0) return;
  await db
    .insertInto('workshop_stock')
    .values(
      boards.map((board) => ({
        species: board.species,
        rough_thickness_mm: board.roughThicknessMm,
        length_mm: board.lengthMm,
        width_mm: board.widthMm,
        offcut_count: board.offcutCount ?? 0,
      })),
    )
    .execute();
}

const SETTING_KEYS = ['kerfMm', 'trimAllowanceMm', 'keptOffcutMinMm', 'weeklyCapacityJobs'] as const satisfies readonly (keyof WorkshopSettings)[];

/** The cutting settings, each falling back to its default until an owner saves it. */
export async function readWorkshopSettings(db: Executor): Promise<WorkshopSettings> {
  const rows = await db.selectFrom('workshop_settings').select(['key', 'value']).execute();
  const saved = new Map(rows.map((row) => [row.key, Number(row.value)]));
  const settings = { ...DEFAULT_WORKSHOP_SETTINGS };
  for (const key of SETTING_KEYS) settings[key] = saved.get(key) ?? settings[key];
  return settings;
}

export async function saveWorkshopSettings(db: Executor, settings: WorkshopSettings): Promise<void> {
  for (const key of SETTING_KEYS) {
    await db
      .insertInto('workshop_settings')
      .values({ key, value: settings[key] })
      .onConflict((conflict) => conflict.column('key').doUpdateSet({ value: settings[key] }))
      .execute();
  }
}
