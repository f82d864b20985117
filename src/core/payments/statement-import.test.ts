import { describe, expect, it } from 'vitest';
import { type MatchedLine, matchStatement, type OpenInvoice } from './match-statement';
import { looksLikeOfx, parseStatementFile } from './statement-file';
import {
  ABSA_LIKE_MAPPING,
  absaLikeCsv,
  FNB_LIKE_MAPPING,
  fnbLikeCsv,
  STANDARD_BANK_LIKE_MAPPING,
  sgmlOfx,
  standardBankLikeCsv,
  type TestTransaction,
} from './statement-files.test-helper';

/** The invoices open before the statement arrives. */
const OPEN: OpenInvoice[] = [
  { id: 'a', number: 'INV-000123', outstandingCents: 250_000, totalCents: 500_000 },
  { id: 'b', number: 'INV-000124', outstandingCents: 120_050, totalCents: 240_100 },
  { id: 'c', number: 'INV-000125', outstandingCents: 999_999, totalCents: 999_999 },
  { id: 'd', number: 'INV-000200', outstandingCents: 50_000, totalCents: 100_000, customerName: 'Thandi Nkosi' },
  { id: 'e', number: 'INV-000201', outstandingCents: 50_000, totalCents: 100_000, customerName: 'Pieter van Wyk' },
];

/** One statement, with each case the payment rules name, and what each line should become. */
const CASES: { transaction: TestTransaction; first: string; again: string }[] = [
  {
    transaction: { postedOn: '2026-12-01', amountCents: 250_000, description: 'J SMITH', reference: 'INV000123' },
    first: 'applied a',
    again: 'left already_applied',
  },
  {
    transaction: { postedOn: '2026-12-01', amountCents: -15_000, description: 'POS PURCHASE' },
    first: 'left debit',
    again: 'left debit',
  },
  {
    transaction: { postedOn: '2026-12-02', amountCents: 60_000, description: 'T NKOSI', reference: 'inv 000124' },
    first: 'applied b',
    again: 'left already_applied',
  },
  {
    transaction: { postedOn: '2026-12-03', amountCents: 60_050, description: 'T NKOSI', reference: 'INV-000124' },
    first: 'applied b',
    again: 'left already_applied',
  },
  {
    transaction: { postedOn: '2026-12-03', amountCents: 10_000, description: 'T NKOSI', reference: 'INV000124' },
    first: 'suggested b over_payment',
    again: 'suggested b over_payment',
  },
  {
    transaction: { postedOn: '2026-12-04', amountCents: 999_999, description: 'A CORP', reference: 'INV000152' },
    first: 'suggested c near_reference',
    again: 'suggested c near_reference',
  },
  {
    transaction: { postedOn: '2026-12-05', amountCents: 77_700, description: 'UNKNOWN', reference: 'INV000999' },
    first: 'left no_match',
    again: 'left no_match',
  },
  {
    transaction: { postedOn: '2026-12-05', amountCents: 50_000, description: 'PIETER VAN WYK CASH DEP' },
    first: 'suggested e amount_matches',
    again: 'suggested e amount_matches',
  },
];
const TRANSACTIONS = CASES.map((entry) => entry.transaction);

const FILES = [
  { format: 'OFX (SGML)', fileName: 'statement.ofx', text: sgmlOfx(TRANSACTIONS) },
  { format: 'FNB-like CSV', fileName: 'statement.csv', text: fnbLikeCsv(TRANSACTIONS), mapping: FNB_LIKE_MAPPING },
  {
    format: 'Standard Bank-like CSV',
    fileName: 'statement.csv',
    text: standardBankLikeCsv(TRANSACTIONS),
    mapping: STANDARD_BANK_LIKE_MAPPING,
  },
  { format: 'Absa-like CSV', fileName: 'statement.csv', text: absaLikeCsv(TRANSACTIONS), mapping: ABSA_LIKE_MAPPING },
];

const summary = (line: MatchedLine) =>
  line.status === 'applied'
    ? `applied ${line.invoiceId}`
    : line.status === 'suggested'
      ? `suggested ${line.invoiceId} ${line.reason}`
      : `left ${line.reason}`;

function read(file: (typeof FILES)[number]) {
  const result = parseStatementFile(file);
  if (!result.ok) throw new Error(result.error.message);
  return result.lines;
}

describe.each(FILES)('importing a statement: $format', (file) => {
  it('reads every transaction, amounts and days exact', () => {
    expect(read(file).map(({ postedOn, amountCents }) => ({ postedOn, amountCents }))).toEqual(
      TRANSACTIONS.map(({ postedOn, amountCents }) => ({ postedOn, amountCents })),
    );
  });

  it('applies exact references and part payments, suggests near, over and amount-only ones, and leaves the rest', () => {
    const result = matchStatement({ lines: read(file), openInvoices: OPEN, appliedLineIds: [] });
    expect(result.lines.map(summary)).toEqual(CASES.map((entry) => entry.first));
    expect(Object.fromEntries(result.outstandingCents)).toEqual({ a: 0, b: 0, c: 999_999, d: 50_000, e: 50_000 });
  });

  it('applies nothing twice when the same file is imported again', () => {
    const first = matchStatement({ lines: read(file), openInvoices: OPEN, appliedLineIds: [] });
    const appliedIds = first.lines.flatMap((line) => (line.status === 'applied' ? [line.lineId] : []));
    const owing = OPEN.map((invoice) => ({
      ...invoice,
      outstandingCents: first.outstandingCents.get(invoice.id) ?? 0,
    }));
    const again = matchStatement({ lines: read(file), openInvoices: owing, appliedLineIds: appliedIds });
    expect(again.lines.map(summary)).toEqual(CASES.map((entry) => entry.again));
    expect(again.lines.map((line) => line.lineId)).toEqual(first.lines.map((line) => line.lineId));
  });
});

describe('parseStatementFile', () => {
  it('asks for a mapping for a CSV file without one', () => {
    expect(parseStatementFile({ fileName: 'statement.csv', text: fnbLikeCsv(TRANSACTIONS) })).toEqual({
      ok: false,
      error: {
        code: 'needs_mapping',
        message: 'This is a CSV statement: choose the bank’s column mapping to read it.',
      },
    });
  });

  it.each([
    ['statement.OFX', 'anything', true],
    ['export.qfx', '', true],
    ['download', 'OFXHEADER:100\nDATA:OFXSGML', true],
    ['download', '\uFEFF<?xml version="1.0"?>\n<?OFX OFXHEADER="200"?><OFX></OFX>', true],
    ['download', '  <OFX><BANKMSGSRSV1>', true],
    ['statement.csv', 'Date,Amount\n', false],
    ['statement.csv', '<html>', false],
  ])('knows %s starting %j for OFX: %s', (fileName, text, ofx) => {
    expect(looksLikeOfx(fileName, text)).toBe(ofx);
  });
});
