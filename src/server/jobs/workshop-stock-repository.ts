import { createHash } from 'node:crypto';
import { PostgresAdapter, sql, type Kysely, type Transaction } from 'kysely';
import { AppError } from '../errors';
import { cuttingStockChange, offcutLineFor } from '#core/workshop/cutting-stock';
import type { BoardPlan } from '#core/workshop/plan-job';
import type { StockBoard } from '#core/workshop/stock-list';
import { DEFAULT_WORKSHOP_SETTINGS, type WorkshopSettings } from '#core/workshop/workshop-settings';
import type { Database } from '../db/schema';

type Executor = Kysely<Database> | Transaction<Database>;

const stockRows = (db: Executor) =>
  db
    .selectFrom('workshop_stock')
    .selectAll()
    .orderBy('species')
    .orderBy('rough_thickness_mm')
    .orderBy('length_mm')
    .orderBy('id')
    .execute();
type StockRow = Awaited<ReturnType<typeof stockRows>>[number];

const boardOf = (row: StockRow): StockBoard => ({
  species: row.species,
  roughThicknessMm: Number(row.rough_thickness_mm),
  lengthMm: Number(row.length_mm),
  widthMm: Number(row.width_mm),
  offcutCount: Number(row.offcut_count),
  ...(row.from_job_number ? { fromJobNumber: row.from_job_number } : {}),
});

/** The stock list as the planner reads it. */
export async function listStock(db: Executor): Promise<StockBoard[]> {
  return (await stockRows(db)).map(boardOf);
}

/**
 * The stock list with its revision, for the owner's screen: a hash of the stored lines, their ids
 * included, so any change (an owner's save, a job's cut) gives a new one, and the same rows always
 * the same one.
 */
export async function readStockList(db: Executor): Promise<{ boards: StockBoard[]; revision: string }> {
  const rows = await stockRows(db);
  const lines = rows.map((row) => [
    Number(row.id),
    row.species,
    Number(row.rough_thickness_mm),
    Number(row.length_mm),
    Number(row.width_mm),
    Number(row.offcut_count),
    row.from_job_number ?? null,
  ]);
  return {
    boards: rows.map(boardOf),
    revision: createHash('sha256').update(JSON.stringify(lines)).digest('base64url'),
  };
}

/**
 * The owner saves the whole list at once (OPS-15): what is on the screen is what is stored, but
 * only over the list that screen was made from. When the stored list has moved on since
 * `revision` was read (a job was cut, another owner saved), nothing changes and the owner is told
 * to reload (409). On PostgreSQL the table is locked first, so a cut committing meanwhile is either
 * seen here or waits for this save; SQLite runs one write transaction at a time.
 */
export async function replaceStock(
  db: Transaction<Database>,
  boards: readonly StockBoard[],
  revision: string,
): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter)
    await sql`lock table workshop_stock in share row exclusive mode`.execute(db);
  if ((await readStockList(db)).revision !== revision) {
    throw new AppError(
      'conflict',
      'The stock list changed since you opened it: a job was cut or another owner saved. Load the current list, then make your changes again.',
    );
  }
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
        from_job_number: board.fromJobNumber ?? null,
      })),
    )
    .execute();
}

const SETTING_KEYS = [
  'kerfMm',
  'trimAllowanceMm',
  'keptOffcutMinMm',
  'weeklyCapacityJobs',
  'minFingerJointPieceMm',
] as const satisfies readonly (keyof WorkshopSettings)[];
/**
 * A species that may be finger-jointed is a setting of its own, `fingerJoint:<species>` = 1 (the table holds numbers).
 */
const FINGER_JOINT_PREFIX = 'fingerJoint:';

/** The cutting settings, each falling back to its default until an owner saves it. */
export async function readWorkshopSettings(db: Executor): Promise<WorkshopSettings> {
  const rows = await db.selectFrom('workshop_settings').select(['key', 'value']).execute();
  const saved = new Map(rows.map((row) => [row.key, Number(row.value)]));
  const settings = { ...DEFAULT_WORKSHOP_SETTINGS };
  for (const key of SETTING_KEYS) settings[key] = saved.get(key) ?? settings[key];
  settings.fingerJointSpecies = rows
    .filter((row) => row.key.startsWith(FINGER_JOINT_PREFIX) && Number(row.value) === 1)
    .map((row) => row.key.slice(FINGER_JOINT_PREFIX.length))
    .sort();
  return settings;
}

export async function saveWorkshopSettings(db: Executor, settings: WorkshopSettings): Promise<void> {
  const values = [
    ...SETTING_KEYS.map((key) => ({ key, value: settings[key] })),
    ...settings.fingerJointSpecies.map((species) => ({ key: `${FINGER_JOINT_PREFIX}${species}`, value: 1 })),
  ];
  await db.deleteFrom('workshop_settings').where('key', 'like', `${FINGER_JOINT_PREFIX}%`).execute();
  for (const { key, value } of values) {
    await db
      .insertInto('workshop_settings')
      .values({ key, value })
      .onConflict((conflict) => conflict.column('key').doUpdateSet({ value }))
      .execute();
  }
}

/**
 * OPS-16, ADR 029: a job's boards are cut, once. Records the plan as cut, takes the offcuts
 * it uses off the stock list (never below zero; a line used up goes) and puts its kept
 * leftovers on as offcuts of the job. False, changing nothing, when the job was cut before.
 * Runs in the stage move's transaction, so a stale move (409) leaves the stock as it was.
 */
export async function takeStockForCutting(
  trx: Transaction<Database>,
  cut: { jobId: number; jobNumber: string; plan: BoardPlan; now: string },
): Promise<boolean> {
  const recorded = await trx
    .insertInto('job_stock_cuts')
    .values({ job_id: cut.jobId, cut_at: cut.now, plan_json: JSON.stringify(cut.plan) })
    .onConflict((conflict) => conflict.column('job_id').doNothing())
    .returning('job_id')
    .executeTakeFirst();
  if (!recorded) return false;
  const change = cuttingStockChange(cut.plan, cut.jobNumber);
  for (const use of change.used) {
    const lines = await trx
      .selectFrom('workshop_stock')
      .select(['id', 'species', 'rough_thickness_mm', 'length_mm', 'width_mm', 'offcut_count'])
      .where('species', '=', use.species)
      .where('rough_thickness_mm', '=', use.roughThicknessMm)
      .where('length_mm', '=', use.lengthMm)
      .where('offcut_count', '>', 0)
      .orderBy('id')
      .execute();
    const line = offcutLineFor(
      lines.map((row) => ({
        id: Number(row.id),
        species: row.species,
        roughThicknessMm: Number(row.rough_thickness_mm),
        lengthMm: Number(row.length_mm),
        widthMm: Number(row.width_mm),
        offcutCount: Number(row.offcut_count),
      })),
      use,
    );
    if (!line) continue;
    await trx
      .updateTable('workshop_stock')
      .set((eb) => ({ offcut_count: eb('offcut_count', '-', 1) }))
      .where('id', '=', line.id)
      .where('offcut_count', '>', 0)
      .execute();
    await trx.deleteFrom('workshop_stock').where('id', '=', line.id).where('offcut_count', '=', 0).execute();
  }
  if (change.kept.length > 0) {
    await trx
      .insertInto('workshop_stock')
      .values(
        change.kept.map((line) => ({
          species: line.species,
          rough_thickness_mm: line.roughThicknessMm,
          length_mm: line.lengthMm,
          width_mm: line.widthMm,
          offcut_count: line.offcutCount ?? 0,
          from_job_number: cut.jobNumber,
        })),
      )
      .execute();
  }
  return true;
}

/** The board plan a job was cut on, once it has been (OPS-16); undefined before. */
export async function findCutPlan(db: Executor, jobId: number): Promise<BoardPlan | undefined> {
  const row = await db.selectFrom('job_stock_cuts').select('plan_json').where('job_id', '=', jobId).executeTakeFirst();
  return row ? (JSON.parse(row.plan_json) as BoardPlan) : undefined;
}

/** The owner's stock list, saved whole in one transaction over the revision it was read at. */
export function replaceStockList(db: Kysely<Database>, boards: readonly StockBoard[], revision: string): Promise<void> {
  return db.transaction().execute((trx) => replaceStock(trx, boards, revision));
}

/** The workshop's settings, saved whole in one transaction. */
export function replaceWorkshopSettings(db: Kysely<Database>, settings: WorkshopSettings): Promise<void> {
  return db.transaction().execute((trx) => saveWorkshopSettings(trx, settings));
}
