import type { Insertable, Kysely, Transaction } from 'kysely';
import { pastRetention, retentionHorizon } from '#core/invoicing/invoice-retention';
import type { BankStatementLineTable, BankStatementTable, Database } from '../db/schema';

type Executor = Kysely<Database> | Transaction<Database>;

export async function findMapping(db: Executor, id: number) {
  return db.selectFrom('bank_statement_mappings').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function listMappings(db: Executor) {
  return db
    .selectFrom('bank_statement_mappings')
    .select(['id', 'bank_name', 'saved_at'])
    .orderBy('bank_name')
    .execute();
}

/** Saves a bank's mapping under its name, replacing the one saved before; answers its id. */
export async function saveMapping(
  db: Executor,
  values: { bankName: string; mappingJson: string; now: Date },
): Promise<number> {
  const row = await db
    .insertInto('bank_statement_mappings')
    .values({ bank_name: values.bankName, mapping_json: values.mappingJson, saved_at: values.now.toISOString() })
    .onConflict((oc) =>
      oc.column('bank_name').doUpdateSet({ mapping_json: values.mappingJson, saved_at: values.now.toISOString() }),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function insertStatement(
  trx: Transaction<Database>,
  values: Insertable<BankStatementTable>,
): Promise<number> {
  const row = await trx.insertInto('bank_statements').values(values).returning('id').executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function insertStatementLines(
  trx: Transaction<Database>,
  rows: Insertable<BankStatementLineTable>[],
): Promise<void> {
  // In chunks: SQLite bounds the parameters of one statement.
  for (let start = 0; start < rows.length; start += 200)
    await trx
      .insertInto('bank_statement_lines')
      .values(rows.slice(start, start + 200))
      .execute();
}

export async function findStatement(db: Executor, id: number) {
  return db.selectFrom('bank_statements').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function statementLines(db: Executor, statementId: number) {
  return db
    .selectFrom('bank_statement_lines')
    .selectAll()
    .where('statement_id', '=', statementId)
    .orderBy('position')
    .execute();
}

export async function findStatementLine(db: Executor, statementId: number, lineId: number) {
  return db
    .selectFrom('bank_statement_lines')
    .selectAll()
    .where('statement_id', '=', statementId)
    .where('id', '=', lineId)
    .executeTakeFirst();
}

export async function markLineApplied(db: Executor, lineId: number, invoiceId: number): Promise<void> {
  await db
    .updateTable('bank_statement_lines')
    .set({ status: 'applied', invoice_id: invoiceId, reason: null })
    .where('id', '=', lineId)
    .execute();
}

/** Which of these statement line identities a payment already carries. */
export async function appliedIdentities(db: Executor, identities: readonly string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (let start = 0; start < identities.length; start += 500) {
    const rows = await db
      .selectFrom('invoice_payments')
      .select('statement_line_identity')
      .where('statement_line_identity', 'in', identities.slice(start, start + 500))
      .execute();
    for (const row of rows) if (row.statement_line_identity) found.add(row.statement_line_identity);
  }
  return found;
}

/**
 * Bank statement lines are the workshop's accounting records, kept as long as the tax law keeps them and no longer
 * (ADR 051): lines posted before the retention's start go, then any statement left with none. At most `limit`
 * lines a run; the payments they made keep their own record.
 */
export async function deleteStatementLinesPastRetention(db: Executor, today: string, limit = 1_000): Promise<number> {
  const candidates = await db
    .selectFrom('bank_statement_lines')
    .select(['id', 'posted_on'])
    .where('posted_on', '<', retentionHorizon(today))
    .limit(limit)
    .execute();
  const ids = candidates.filter((line) => pastRetention(line.posted_on, today)).map((line) => line.id);
  if (ids.length === 0) return 0;
  await db.deleteFrom('bank_statement_lines').where('id', 'in', ids).execute();
  await db
    .deleteFrom('bank_statements')
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('bank_statement_lines as l')
            .select('l.id')
            .whereRef('l.statement_id', '=', 'bank_statements.id'),
        ),
      ),
    )
    .execute();
  return ids.length;
}
