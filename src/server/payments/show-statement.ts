import type { Kysely, Transaction } from 'kysely';
import { LEFT_REASON_TEXT, SUGGESTION_REASON_TEXT } from '#core/payments/match-reasons';
import type { BankStatementView, StatementLineView } from '#core/payments/statement-schemas';
import type { Database } from '../db/schema';
import { AppError } from '../errors';
import { findInvoiceRow, summaryOf } from '../invoicing/invoice-repository';
import { findStatement, statementLines } from './statement-repository';

type Executor = Kysely<Database> | Transaction<Database>;
type LineRow = Awaited<ReturnType<typeof statementLines>>[number];
type InvoiceOfLine = StatementLineView['invoice'];

const REASON_TEXT: Record<string, string> = { ...SUGGESTION_REASON_TEXT, ...LEFT_REASON_TEXT };

/** An imported statement with each line's outcome and the invoice it paid or may pay, as it stands now. */
export async function showStatement(db: Executor, id: number): Promise<BankStatementView> {
  const statement = await findStatement(db, id);
  if (!statement) throw new AppError('not_found', 'Statement not found');
  const rows = await statementLines(db, id);
  const invoices = await invoicesOf(db, rows);
  const lines = rows.map((row) => lineView(row, invoices));
  const count = (status: StatementLineView['status']) => lines.filter((line) => line.status === status).length;
  return {
    id: Number(statement.id),
    fileName: statement.file_name,
    importedAt: statement.imported_at,
    counts: { applied: count('applied'), suggested: count('suggested'), left: count('left') },
    lines,
  };
}

export function lineView(row: LineRow, invoices: Map<number, InvoiceOfLine>): StatementLineView {
  return {
    id: Number(row.id),
    postedOn: row.posted_on,
    amountCents: Number(row.amount_cents),
    description: row.description,
    reference: row.reference,
    status: row.status,
    invoice: row.invoice_id === null ? null : (invoices.get(Number(row.invoice_id)) ?? null),
    reasonCode: row.reason,
    reason: row.reason === null ? null : (REASON_TEXT[row.reason] ?? row.reason),
  };
}

/** The invoices the lines name, each with what it owes now. */
export async function invoicesOf(db: Executor, rows: readonly LineRow[]): Promise<Map<number, InvoiceOfLine>> {
  const ids = [...new Set(rows.flatMap((row) => (row.invoice_id === null ? [] : [Number(row.invoice_id)])))];
  const found = new Map<number, InvoiceOfLine>();
  for (const id of ids) {
    const row = await findInvoiceRow(db, id);
    if (!row) continue;
    const summary = summaryOf(row);
    found.set(id, {
      id,
      number: summary.number,
      recipientName: summary.recipientName,
      totalCents: summary.totalCents,
      owingCents: summary.owingCents,
    });
  }
  return found;
}
