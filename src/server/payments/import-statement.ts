import { createHash } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { type CsvStatementMapping, csvStatementMappingSchema } from '#core/payments/csv-statement';
import { statementLineIdentities } from '#core/payments/line-identity';
import { type MatchedLine, matchStatement, type OpenInvoice } from '#core/payments/match-statement';
import { parseStatementFile } from '#core/payments/statement-file';
import type { StatementLine } from '#core/payments/statement-line';
import type { BankStatementView } from '#core/payments/statement-schemas';
import type { StaffActor } from '../back-office/staff-actor';
import type { Database } from '../db/schema';
import { AppError } from '../errors';
import { listInvoiceRows, summaryOf } from '../invoicing/invoice-repository';
import { recordPaymentIn } from '../invoicing/record-payment';
import {
  appliedIdentities,
  findMapping,
  insertStatement,
  insertStatementLines,
  saveMapping,
} from './statement-repository';
import { showStatement } from './show-statement';

/** More lines than a month of any workshop's account: a larger file is refused rather than half read. */
export const MAX_STATEMENT_LINES = 5000;

/** What staff sent: the file and how to read it when it is CSV. */
export interface StatementUpload {
  fileName: string;
  bytes: Buffer;
  mappingId?: number;
  /** A mapping's JSON, to use (and save under `bankName`, when given). */
  mappingJson?: string;
  bankName?: string;
}

/**
 * ADR 047: reads an uploaded statement, matches its lines to the invoices, and in one
 * transaction stores the statement and its lines and records the exact matches as payments.
 * A file that cannot be read is refused (400) with what is wrong, and nothing is stored.
 */
export async function importStatement(options: {
  db: Kysely<Database>;
  upload: StatementUpload;
  actor: StaffActor;
  now: Date;
}): Promise<BankStatementView> {
  const { db, upload, actor, now } = options;
  const mapping = await mappingOf(db, upload);
  const text = decodeText(upload.bytes);
  const parsed = parseStatementFile({ fileName: upload.fileName, text, mapping: mapping?.mapping });
  if (!parsed.ok) {
    const where = parsed.error.line === undefined ? '' : ` (line ${parsed.error.line})`;
    throw new AppError('bad_request', `${parsed.error.message}${where}`, { fields: { statement: parsed.error.code } });
  }
  if (parsed.lines.length > MAX_STATEMENT_LINES)
    throw new AppError('bad_request', `A statement may hold at most ${MAX_STATEMENT_LINES} lines: split the file.`);
  const id = await db.transaction().execute(async (trx) => {
    const matched = await matchLines(trx, parsed.lines);
    const mappingId =
      upload.bankName && mapping
        ? await saveMapping(trx, { bankName: upload.bankName, mappingJson: JSON.stringify(mapping.mapping), now })
        : mapping?.id;
    const statementId = await insertStatement(trx, {
      file_name: upload.fileName.slice(0, 200),
      file_sha256: createHash('sha256').update(upload.bytes).digest('hex'),
      mapping_id: mappingId ?? null,
      imported_at: now.toISOString(),
      staff_user_id: actor.staffUserId,
      staff_name: actor.name,
    });
    for (const line of matched) {
      if (line.status === 'applied') await applyLine(trx, { line, invoiceId: line.invoiceId, actor, now });
    }
    await insertStatementLines(
      trx,
      matched.map((line, position) => lineRow(statementId, position, line)),
    );
    return statementId;
  });
  return showStatement(db, id);
}

/** The saved mapping named by id, or the one sent with the file; none for an OFX file. */
async function mappingOf(
  db: Kysely<Database>,
  upload: StatementUpload,
): Promise<{ id?: number; mapping: CsvStatementMapping } | undefined> {
  if (upload.mappingJson !== undefined) {
    let json: unknown;
    try {
      json = JSON.parse(upload.mappingJson);
    } catch {
      throw new AppError('bad_request', 'The column mapping is not valid JSON.', { fields: { mapping: 'Not JSON' } });
    }
    const checked = csvStatementMappingSchema.safeParse(json);
    if (!checked.success) {
      const message = `The column mapping is not valid: ${checked.error.issues[0]?.message}`;
      throw new AppError('bad_request', message, { fields: { mapping: message } });
    }
    return { mapping: checked.data };
  }
  if (upload.mappingId === undefined) return undefined;
  const saved = await findMapping(db, upload.mappingId);
  if (!saved)
    throw new AppError('bad_request', 'No bank’s column mapping is saved under that id.', {
      fields: { mappingId: 'Unknown' },
    });
  return { id: Number(saved.id), mapping: csvStatementMappingSchema.parse(JSON.parse(saved.mapping_json)) };
}

/** UTF-8 text (a byte-order mark and all), or Windows-1252 as older bank exports write it; a binary file is refused. */
function decodeText(bytes: Buffer): string {
  if (bytes.includes(0))
    throw new AppError('bad_request', 'This is not a bank statement: choose an OFX or CSV file.', {
      fields: { statement: 'not_a_statement' },
    });
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/** The invoices a line may pay (paid ones too, so a second payment reads as an over-payment) against what each owes. */
async function matchLines(trx: Transaction<Database>, lines: StatementLine[]): Promise<MatchedLine<number>[]> {
  const summaries = (await listInvoiceRows(trx, {}))
    .map(summaryOf)
    .filter((invoice) => invoice.status !== 'credit_note' && invoice.status !== 'credited');
  const openInvoices: OpenInvoice<number>[] = summaries.map((invoice) => ({
    id: invoice.id,
    number: invoice.number,
    outstandingCents: Math.max(0, invoice.owingCents),
    totalCents: invoice.totalCents,
    customerName: invoice.recipientName,
  }));
  const applied = await appliedIdentities(trx, statementLineIdentities(lines));
  return matchStatement({ lines, openInvoices, appliedLineIds: applied }).lines;
}

/** Records a line as a payment of an invoice, carrying the line's identity (unique among payments). */
export async function applyLine(
  trx: Transaction<Database>,
  options: { line: { line: StatementLine; lineId: string }; invoiceId: number; actor: StaffActor; now: Date },
): Promise<void> {
  const { line, lineId } = options.line;
  await recordPaymentIn(trx, {
    invoiceId: options.invoiceId,
    payment: {
      amountCents: line.amountCents,
      paidOn: line.postedOn,
      method: 'eft',
      reference: (line.reference || line.description).slice(0, 120),
    },
    actor: options.actor,
    now: options.now,
    statementLineIdentity: lineId,
  });
}

function lineRow(statementId: number, position: number, matched: MatchedLine<number>) {
  const { line } = matched;
  return {
    statement_id: statementId,
    position,
    identity: matched.lineId,
    posted_on: line.postedOn,
    amount_cents: line.amountCents,
    description: line.description.slice(0, 500),
    reference: (line.reference ?? '').slice(0, 200),
    status: matched.status,
    invoice_id: matched.status === 'left' ? null : matched.invoiceId,
    reason: matched.status === 'applied' ? null : matched.reason,
  };
}
