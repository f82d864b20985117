import type { Kysely } from 'kysely';
import type { StatementLineView } from '#core/payments/statement-schemas';
import type { StaffActor } from '../back-office/staff-actor';
import type { Database } from '../db/schema';
import { AppError } from '../errors';
import { applyLine } from './import-statement';
import { invoicesOf, lineView } from './show-statement';
import { appliedIdentities, findStatementLine, markLineApplied } from './statement-repository';

/**
 * ADR 047: a person confirms a suggested line (or picks the invoice a left line paid): it is
 * recorded as a payment of that invoice. A line already applied, from this import or another, is
 * refused (409): its identity is unique among payments.
 */
export async function applyStatementLine(options: {
  db: Kysely<Database>;
  statementId: number;
  lineId: number;
  invoiceId: number;
  actor: StaffActor;
  now: Date;
}): Promise<StatementLineView> {
  const { db, statementId, lineId, invoiceId, actor, now } = options;
  return db.transaction().execute(async (trx) => {
    const row = await findStatementLine(trx, statementId, lineId);
    if (!row) throw new AppError('not_found', 'Statement line not found');
    if (row.status === 'applied' || (await appliedIdentities(trx, [row.identity])).size > 0) {
      throw new AppError(
        'conflict',
        'This statement line was already applied as a payment; it is never applied twice.',
      );
    }
    if (Number(row.amount_cents) <= 0) throw new AppError('conflict', 'This line is money out, not a payment.');
    const line = {
      postedOn: row.posted_on,
      amountCents: Number(row.amount_cents),
      description: row.description,
      reference: row.reference,
    };
    await applyLine(trx, { line: { line, lineId: row.identity }, invoiceId, actor, now });
    await markLineApplied(trx, lineId, invoiceId);
    const applied = { ...row, status: 'applied' as const, invoice_id: invoiceId, reason: null };
    return lineView(applied, await invoicesOf(trx, [applied]));
  });
}
