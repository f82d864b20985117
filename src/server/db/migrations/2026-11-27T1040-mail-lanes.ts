import type { Kysely } from 'kysely';

// Frozen: never edit after it lands; later changes are new migrations. Imports no app code.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's table types
type AnyDb = Kysely<any>;

/**
 * ADR 040: mail goes out by lane (0: the workshop's, staff's and partners' mail; 1: mail an
 * anonymous visitor caused), and a proof-of-work solution is spent once. Rows queued before
 * this are the workshop's lane, as every row was sent in one queue until now.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('outbox')
    .addColumn('lane', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // The claim takes the lowest lane first among due rows; the burst gauge counts a lane's recent rows.
  await db.schema
    .createIndex('outbox_due_by_lane')
    .on('outbox')
    .columns(['status', 'lane', 'next_attempt_at'])
    .execute();
  await db.schema.createIndex('outbox_lane_created').on('outbox').columns(['lane', 'created_at']).execute();
  await db.schema
    .createTable('proof_of_work_spent')
    .addColumn('challenge', 'text', (c) => c.primaryKey())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('proof_of_work_spent_expires').on('proof_of_work_spent').column('expires_at').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('proof_of_work_spent').ifExists().execute();
  await db.schema.dropIndex('outbox_lane_created').ifExists().execute();
  await db.schema.dropIndex('outbox_due_by_lane').ifExists().execute();
  await db.schema.alterTable('outbox').dropColumn('lane').execute();
}
