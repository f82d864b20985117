import type { Kysely, Transaction } from 'kysely';
import type { JobStage } from '#core/workshop/job-schemas';
import type { Database } from '../db/schema';

type Executor = Kysely<Database> | Transaction<Database>;

export interface JobRecord {
  id: number;
  jobNumber: string;
  quoteNumber: string;
  stage: JobStage;
  version: number;
  acceptedAt: string;
  promisedDate: string;
  customerName: string;
  customerEmail: string;
  partnerName: string | null;
  /** The partner's contact, told instead of their client when the job moves (OPS-18). */
  partnerContact: { name: string; email: string } | null;
  delivery: 'shipping' | 'collect';
  surfacesJson: string;
  quoteId: number;
  /** What the quote's invoices add up to (the trade total for a partner's quote, ADR 047). */
  acceptedTotalCents: number;
}

/** A job for the quote, once: accepting and marking won may both arrive (OPS-13). True when this call made it. */
export async function insertJobOnce(
  db: Executor,
  job: {
    quoteId: number;
    jobNumber: string;
    acceptedAt: string;
    promisedDate: string;
    now: string;
    actor: { staffUserId: number | null; name: string | null };
  },
): Promise<boolean> {
  const inserted = await db
    .insertInto('jobs')
    .values({
      job_number: job.jobNumber,
      quote_id: job.quoteId,
      stage: 'accepted',
      accepted_at: job.acceptedAt,
      promised_date: job.promisedDate,
      updated_at: job.now,
    })
    .onConflict((conflict) => conflict.column('quote_id').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) return false;
  await insertStageMove(db, { jobId: Number(inserted.id), from: null, to: 'accepted', at: job.now, actor: job.actor });
  return true;
}

export async function insertStageMove(
  db: Executor,
  move: {
    jobId: number;
    from: JobStage | null;
    to: JobStage;
    at: string;
    actor: { staffUserId: number | null; name: string | null };
  },
): Promise<void> {
  await db
    .insertInto('job_stage_moves')
    .values({
      job_id: move.jobId,
      from_stage: move.from,
      to_stage: move.to,
      moved_at: move.at,
      staff_user_id: move.actor.staffUserId,
      staff_name: move.actor.name,
    })
    .execute();
}

function jobsQuery(db: Executor) {
  return db
    .selectFrom('jobs')
    .innerJoin('quotes', 'quotes.id', 'jobs.quote_id')
    .innerJoin('leads', 'leads.id', 'quotes.lead_id')
    .leftJoin('partners', 'partners.id', 'quotes.partner_id')
    .select([
      'jobs.id',
      'jobs.job_number',
      'jobs.stage',
      'jobs.version',
      'jobs.accepted_at',
      'jobs.promised_date',
      'jobs.quote_id',
      'quotes.quote_number',
      'quotes.total_cents',
      'quotes.surfaces_json',
      'quotes.delivery',
      'leads.full_name',
      'leads.email',
      'partners.business_name',
      'partners.contact_name',
      'partners.contact_email',
    ]);
}

type JobQueryRow = Awaited<ReturnType<ReturnType<typeof jobsQuery>['executeTakeFirstOrThrow']>>;

function toRecord(row: JobQueryRow): JobRecord {
  return {
    id: Number(row.id),
    jobNumber: row.job_number,
    quoteNumber: row.quote_number,
    stage: row.stage,
    version: Number(row.version),
    acceptedAt: row.accepted_at,
    promisedDate: row.promised_date,
    customerName: row.full_name,
    customerEmail: row.email,
    partnerName: row.business_name ?? null,
    partnerContact: row.contact_email ? { name: row.contact_name ?? '', email: row.contact_email } : null,
    delivery: row.delivery,
    surfacesJson: row.surfaces_json,
    quoteId: Number(row.quote_id),
    acceptedTotalCents: Number(row.total_cents),
  };
}

/** Jobs promised from `from` to `to` (inclusive, YYYY-MM-DD), soonest first. */
export async function listJobRecords(
  db: Executor,
  range: { from?: string; to?: string; stages?: readonly JobStage[]; partnerId?: number } = {},
): Promise<JobRecord[]> {
  let query = jobsQuery(db);
  if (range.partnerId !== undefined) query = query.where('quotes.partner_id', '=', range.partnerId);
  if (range.from) query = query.where('jobs.promised_date', '>=', range.from);
  if (range.to) query = query.where('jobs.promised_date', '<=', range.to);
  if (range.stages) query = query.where('jobs.stage', 'in', [...range.stages]);
  const rows = await query.orderBy('jobs.promised_date').orderBy('jobs.id').execute();
  return rows.map(toRecord);
}

export async function findJobRecord(db: Executor, id: number): Promise<JobRecord | undefined> {
  const row = await jobsQuery(db).where('jobs.id', '=', id).executeTakeFirst();
  return row ? toRecord(row) : undefined;
}

/** Moves the job only from the version the mover saw; false when another move got there first. */
export async function updateJobStage(
  db: Executor,
  move: { id: number; version: number; stage: JobStage; now: string },
): Promise<boolean> {
  const result = await db
    .updateTable('jobs')
    .set((eb) => ({ stage: move.stage, version: eb('version', '+', 1), updated_at: move.now }))
    .where('id', '=', move.id)
    .where('version', '=', move.version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function listStageMoves(db: Executor, jobId: number) {
  return db
    .selectFrom('job_stage_moves')
    .select(['from_stage', 'to_stage', 'moved_at', 'staff_name'])
    .where('job_id', '=', jobId)
    .orderBy('moved_at')
    .orderBy('id')
    .execute();
}
