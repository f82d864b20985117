import type { Kysely } from 'kysely';

// Frozen: never edit after it lands; later changes are new migrations. Imports no app code.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's table types
type AnyDb = Kysely<any>;

/**
 * OPS-19: the lead time a quote promised, in weeks, fixed when it was made from the queue
 * ahead of it; the PDF, the e-mails and the job's promised date read it. Null on older
 * quotes, which promised QUOTE-09's 3–4 weeks.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('quotes').addColumn('lead_min_weeks', 'integer').execute();
  await db.schema.alterTable('quotes').addColumn('lead_max_weeks', 'integer').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('quotes').dropColumn('lead_max_weeks').execute();
  await db.schema.alterTable('quotes').dropColumn('lead_min_weeks').execute();
}
