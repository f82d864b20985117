import { PostgresAdapter, sql, type Kysely, type RawBuilder } from 'kysely';

// Frozen: never edit after it lands; later changes are new migrations. Imports no app code.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's table types
type AnyDb = Kysely<any>;

const NEW_STAGES = sql`stage in ('accepted', 'materials_ordered', 'cutting', 'glue_up', 'finishing', 'ready_to_collect', 'out_for_delivery', 'collected', 'delivered')`;
const OLD_STAGES = sql`stage in ('accepted', 'materials_ordered', 'cutting', 'glue_up', 'finishing', 'ready', 'collected', 'delivered')`;

/** A job's `ready`, as the stage its quote's delivery chose. */
const READY_AS = sql`case when (select delivery from quotes where quotes.id = jobs.quote_id) = 'collect' then 'ready_to_collect' else 'out_for_delivery' end`;
const MOVED_AS = sql`case when (select q.delivery from jobs j join quotes q on q.id = j.quote_id where j.id = job_stage_moves.job_id) = 'collect' then 'ready_to_collect' else 'out_for_delivery' end`;

/**
 * OPS-13: `ready` becomes two stages, ready to collect and out for delivery, by the quote's
 * delivery. A job in `ready` (its customer already e-mailed) takes the one its delivery
 * chose, and its history says the same, so no move reads as a stage that no longer exists.
 */
export async function up(db: AnyDb): Promise<void> {
  await restage(db, NEW_STAGES, sql`case when stage = 'ready' then ${READY_AS} else stage end`);
  await sql`update job_stage_moves set to_stage = ${MOVED_AS} where to_stage = 'ready'`.execute(db);
  await sql`update job_stage_moves set from_stage = ${MOVED_AS} where from_stage = 'ready'`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  await restage(
    db,
    OLD_STAGES,
    sql`case when stage in ('ready_to_collect', 'out_for_delivery') then 'ready' else stage end`,
  );
  await sql`update job_stage_moves set to_stage = 'ready' where to_stage in ('ready_to_collect', 'out_for_delivery')`.execute(
    db,
  );
  await sql`update job_stage_moves set from_stage = 'ready' where from_stage in ('ready_to_collect', 'out_for_delivery')`.execute(
    db,
  );
}

/**
 * Each job's stage becomes `stageAs`, under the check `check`. PostgreSQL swaps the constraint
 * around the update. SQLite cannot alter a check, so the table is rebuilt with the same columns
 * and copied (SQLite's documented steps, foreign keys off meanwhile so the moves and cuts that
 * point at the jobs stay as they are).
 */
async function restage(db: AnyDb, check: RawBuilder<unknown>, stageAs: RawBuilder<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`alter table jobs drop constraint if exists jobs_stage_check`.execute(db);
    await sql`update jobs set stage = ${stageAs}`.execute(db);
    await sql`alter table jobs add constraint jobs_stage_check check (${check})`.execute(db);
    return;
  }
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await sql`create table jobs_rebuilt (
      id integer primary key autoincrement,
      job_number text not null unique,
      quote_id bigint not null unique references quotes (id),
      stage text not null check (${check}),
      version integer not null default 1,
      accepted_at text not null,
      promised_date text not null,
      updated_at text not null
    )`.execute(db);
    await sql`insert into jobs_rebuilt (id, job_number, quote_id, stage, version, accepted_at, promised_date, updated_at)
      select id, job_number, quote_id, ${stageAs}, version, accepted_at, promised_date, updated_at from jobs`.execute(
      db,
    );
    await sql`drop table jobs`.execute(db);
    await sql`alter table jobs_rebuilt rename to jobs`.execute(db);
    await sql`create index jobs_promised_date on jobs (promised_date, stage)`.execute(db);
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}
