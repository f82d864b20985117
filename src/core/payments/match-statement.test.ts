import { describe, expect, it } from 'vitest';
import { statementLineIdentities } from './line-identity';
import { LEFT_REASON_TEXT, SUGGESTION_REASON_TEXT } from './match-reasons';
import { editDistanceAtMostOne, type LineOutcome, matchStatement, type OpenInvoice } from './match-statement';
import type { StatementLine } from './statement-line';

const makeInvoice = (overrides: Partial<OpenInvoice> & Pick<OpenInvoice, 'id' | 'number'>): OpenInvoice => ({
  outstandingCents: 100_000,
  totalCents: 100_000,
  ...overrides,
});

/** The open invoices every case starts from. */
const OPEN: OpenInvoice[] = [
  makeInvoice({
    id: 'a',
    number: 'INV-000123',
    outstandingCents: 250_000,
    totalCents: 500_000,
    customerName: 'J Smith',
  }),
  makeInvoice({ id: 'b', number: 'INV-000124', outstandingCents: 120_050, totalCents: 120_050 }),
  makeInvoice({ id: 'c', number: 'INV-000125', outstandingCents: 999_999, totalCents: 999_999 }),
  makeInvoice({ id: 'd', number: 'INV-000200', outstandingCents: 50_000, customerName: 'Thandi Nkosi' }),
  makeInvoice({ id: 'e', number: 'INV-000201', outstandingCents: 50_000, customerName: 'Pieter van Wyk' }),
  makeInvoice({ id: 'p', number: 'INV-000300', outstandingCents: 0 }),
];

const makeLine = (overrides: Partial<StatementLine>): StatementLine => ({
  postedOn: '2026-12-01',
  amountCents: 250_000,
  description: 'ACB CREDIT',
  ...overrides,
});

const applied = (invoiceId: string, amountCents: number, outstandingAfterCents: number) => ({
  status: 'applied',
  invoiceId,
  amountCents,
  outstandingAfterCents,
});
const suggested = (invoiceId: string, reason: string) => ({ status: 'suggested', invoiceId, reason });
const left = (reason: string) => ({ status: 'left', reason });

/** An outcome without the figures a case does not name, to compare with the table. */
function shape(outcome: LineOutcome) {
  if (outcome.status === 'applied')
    return applied(outcome.invoiceId, outcome.amountCents, outcome.outstandingAfterCents);
  if (outcome.status === 'suggested') return suggested(outcome.invoiceId, outcome.reason);
  return left(outcome.reason);
}

describe('matchStatement: one line against the open invoices', () => {
  it.each([
    // Exact references: applied at once when the amount is at most what is owed.
    { name: 'exact reference, full amount', line: { reference: 'INV-000123' }, expected: applied('a', 250_000, 0) },
    {
      name: 'exact, in the description, lower case with a space',
      line: { description: 'ACB CREDIT inv 000123 J SMITH' },
      expected: applied('a', 250_000, 0),
    },
    { name: 'exact, digits in groups', line: { reference: 'INV 000 123' }, expected: applied('a', 250_000, 0) },
    { name: 'exact, without its zeros', line: { reference: 'inv-123' }, expected: applied('a', 250_000, 0) },
    { name: 'exact, with an extra zero', line: { reference: 'INV0000123' }, expected: applied('a', 250_000, 0) },
    { name: 'exact, the bare number in full', line: { reference: '000123' }, expected: applied('a', 250_000, 0) },
    {
      name: 'exact, with a phone number after it',
      line: { description: 'INV000123 0821234567' },
      expected: applied('a', 250_000, 0),
    },
    {
      name: 'exact, "invoice" written out',
      line: { description: 'Invoice #000124', amountCents: 120_050 },
      expected: applied('b', 120_050, 0),
    },
    {
      name: 'part payment',
      line: { reference: 'INV000123', amountCents: 100_000 },
      expected: applied('a', 100_000, 150_000),
    },
    { name: 'a single cent', line: { reference: 'INV000123', amountCents: 1 }, expected: applied('a', 1, 249_999) },
    // Over-payments wait for a person.
    {
      name: 'over-payment by a cent',
      line: { reference: 'INV000123', amountCents: 250_001 },
      expected: suggested('a', 'over_payment'),
    },
    {
      name: 'over-payment of the whole total',
      line: { reference: 'INV000123', amountCents: 500_000 },
      expected: suggested('a', 'over_payment'),
    },
    // Near references wait for a person.
    { name: 'two digits swapped', line: { reference: 'INV000132' }, expected: suggested('a', 'near_reference') },
    {
      name: 'one digit missing',
      line: { reference: 'INV 13', amountCents: 250_000 },
      expected: suggested('a', 'near_reference'),
    },
    {
      name: 'one digit too many',
      line: { reference: 'INV0001253', amountCents: 999_999 },
      expected: suggested('c', 'near_reference'),
    },
    {
      name: 'one digit wrong, the amount says which',
      line: { reference: 'INV000128', amountCents: 120_050 },
      expected: suggested('b', 'near_reference'),
    },
    {
      name: 'a bare number one digit off',
      line: { description: 'PAYMENT 000215', amountCents: 7 },
      expected: suggested('c', 'near_reference'),
    },
    // No reference, or a wrong one: the amount may still point to one invoice.
    {
      name: 'no reference, amount owed by one invoice',
      line: { description: 'ADT CASH DEP', amountCents: 120_050 },
      expected: suggested('b', 'amount_matches'),
    },
    {
      name: 'wrong reference, amount owed by one invoice',
      line: { reference: 'INV000999', amountCents: 999_999 },
      expected: suggested('c', 'amount_matches'),
    },
    {
      name: 'amount owed by two, the name says which',
      line: { description: 'CREDIT NKOSI THANDI', amountCents: 50_000 },
      expected: suggested('d', 'amount_matches'),
    },
    {
      name: 'amount owed by two, nothing says which',
      line: { description: 'CASH DEPOSIT', amountCents: 50_000 },
      expected: left('no_match'),
    },
    {
      name: 'wrong reference, no amount owed',
      line: { reference: 'INV000999', amountCents: 77_700 },
      expected: left('no_match'),
    },
    { name: 'nothing at all', line: { description: 'INTEREST', amountCents: 312 }, expected: left('no_match') },
    {
      name: 'a number too long to be a reference',
      line: { description: 'INV 1234567890123', amountCents: 312 },
      expected: left('no_match'),
    },
    {
      name: "a credit note's number is not a reference",
      line: { description: 'REVERSAL CN-000123', amountCents: 312 },
      expected: left('no_match'),
    },
    {
      name: "a job's number is not a reference",
      line: { description: 'J000123 DEPOSIT', amountCents: 312 },
      expected: left('no_match'),
    },
    {
      name: 'a paid invoice paid again',
      line: { reference: 'INV000300', amountCents: 312 },
      expected: suggested('p', 'over_payment'),
    },
    // Two invoices named in one line.
    {
      name: 'two references in one line',
      line: { description: 'INV000123 INV000124', amountCents: 370_050 },
      expected: suggested('a', 'several_references'),
    },
    {
      name: 'two references, the amount owed by one',
      line: { description: 'INV000123 / INV000124', amountCents: 120_050 },
      expected: suggested('b', 'several_references'),
    },
    // Money out is never a payment.
    {
      name: 'a debit with a reference',
      line: { reference: 'INV000123', amountCents: -250_000 },
      expected: left('debit'),
    },
    { name: 'a zero line', line: { reference: 'INV000123', amountCents: 0 }, expected: left('debit') },
  ])('$name', ({ line, expected }) => {
    const [result] = matchStatement({ lines: [makeLine(line)], openInvoices: OPEN, appliedLineIds: [] }).lines;
    expect(result && shape(result)).toEqual(expected);
  });

  it('keeps the invoice number, the identity and what was owed in the answer', () => {
    const line = makeLine({ reference: 'INV000123', amountCents: 300_000 });
    const { lines } = matchStatement({ lines: [line], openInvoices: OPEN, appliedLineIds: [] });
    expect(lines).toEqual([
      {
        status: 'suggested',
        invoiceId: 'a',
        invoiceNumber: 'INV-000123',
        reason: 'over_payment',
        outstandingCents: 250_000,
        line,
        lineId: statementLineIdentities([line])[0],
      },
    ]);
  });
});

describe('matchStatement: a whole file', () => {
  // Newest first, as some banks write them: the matcher takes them by day.
  const STATEMENT: StatementLine[] = [
    makeLine({ postedOn: '2026-12-03', amountCents: 50_000, reference: 'INV000123', balanceCents: 300_000 }),
    makeLine({ postedOn: '2026-12-02', amountCents: 150_000, reference: 'INV000123', balanceCents: 250_000 }),
    makeLine({ postedOn: '2026-12-02', amountCents: -20_000, description: 'BANK FEES', balanceCents: 100_000 }),
    makeLine({ postedOn: '2026-12-01', amountCents: 100_000, reference: 'INV000123', balanceCents: 120_000 }),
    makeLine({ postedOn: '2026-12-01', amountCents: 120_050, description: 'ADT CASH DEP', balanceCents: 20_000 }),
  ];

  it('lets later part payments see what the earlier ones left, and suggests the over-payment', () => {
    const result = matchStatement({ lines: STATEMENT, openInvoices: OPEN, appliedLineIds: [] });
    expect(result.lines.map(shape)).toEqual([
      suggested('a', 'over_payment'),
      applied('a', 150_000, 0),
      left('debit'),
      applied('a', 100_000, 150_000),
      suggested('b', 'amount_matches'),
    ]);
    expect(result.outstandingCents.get('a')).toBe(0);
    expect(result.outstandingCents.get('b')).toBe(120_050);
  });

  it('applies nothing twice when the same file is imported again', () => {
    const first = matchStatement({ lines: STATEMENT, openInvoices: OPEN, appliedLineIds: [] });
    const appliedIds = first.lines.filter((line) => line.status === 'applied').map((line) => line.lineId);
    const afterFirst = OPEN.map((invoice) => ({
      ...invoice,
      outstandingCents: first.outstandingCents.get(invoice.id) ?? invoice.outstandingCents,
    }));
    const again = matchStatement({
      lines: STATEMENT.map((line) => ({ ...line })),
      openInvoices: afterFirst,
      appliedLineIds: appliedIds,
    });
    expect(again.lines.map(shape)).toEqual([
      suggested('a', 'over_payment'),
      left('already_applied'),
      left('debit'),
      left('already_applied'),
      suggested('b', 'amount_matches'),
    ]);
    expect(again.outstandingCents).toEqual(first.outstandingCents);
  });

  it('tells apart two identical lines on one day by their balances, and applies both', () => {
    const twin = { postedOn: '2026-12-01', amountCents: 50_000, description: 'ACB CREDIT', reference: 'INV000123' };
    const lines = [makeLine({ ...twin, balanceCents: 50_000 }), makeLine({ ...twin, balanceCents: 100_000 })];
    const result = matchStatement({ lines, openInvoices: OPEN, appliedLineIds: [] });
    expect(result.lines.map(shape)).toEqual([applied('a', 50_000, 200_000), applied('a', 50_000, 150_000)]);
    expect(new Set(result.lines.map((line) => line.lineId)).size).toBe(2);
  });

  it('tells apart identical lines in a file with no balances, yet knows them again in the same file', () => {
    const twin = makeLine({ amountCents: 50_000, reference: 'INV000123' });
    const first = matchStatement({ lines: [twin, { ...twin }], openInvoices: OPEN, appliedLineIds: [] });
    expect(first.lines.map(shape)).toEqual([applied('a', 50_000, 200_000), applied('a', 50_000, 150_000)]);
    const again = matchStatement({
      lines: [twin, { ...twin }],
      openInvoices: OPEN,
      appliedLineIds: first.lines.map((line) => line.lineId),
    });
    expect(again.lines.map(shape)).toEqual([left('already_applied'), left('already_applied')]);
  });

  it('counts a line applied from an earlier, overlapping file as applied', () => {
    const earlier = [STATEMENT[3]];
    const [firstId] = matchStatement({ lines: earlier, openInvoices: OPEN, appliedLineIds: [] }).lines.map(
      (line) => line.lineId,
    );
    const later = matchStatement({ lines: STATEMENT, openInvoices: OPEN, appliedLineIds: [firstId] });
    expect(later.lines.map(shape)[3]).toEqual(left('already_applied'));
  });
});

describe('statementLineIdentities', () => {
  const line = makeLine({ balanceCents: 10 });

  it('is the same for the same line read again, whatever the spaces in its description', () => {
    expect(statementLineIdentities([line])).toEqual(
      statementLineIdentities([{ ...line, description: '  ACB   CREDIT ' }]),
    );
  });

  it.each([
    { name: 'day', change: { postedOn: '2026-12-02' } },
    { name: 'amount', change: { amountCents: 250_001 } },
    { name: 'description', change: { description: 'ACB CREDIT 2' } },
    { name: 'balance', change: { balanceCents: 11 } },
    { name: 'missing balance', change: { balanceCents: undefined } },
  ])('changes with the $name', ({ change }) => {
    expect(statementLineIdentities([{ ...line, ...change }])).not.toEqual(statementLineIdentities([line]));
  });

  it('is a SHA-256 in hex', () => {
    expect(statementLineIdentities([line])[0]).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('editDistanceAtMostOne', () => {
  it.each([
    ['000123', '000123', true],
    ['000128', '000123', true],
    ['000132', '000123', true],
    ['001023', '000123', true], // the 1 and a 0 swapped
    ['010203', '000123', false],
    ['00123', '000123', true],
    ['0001234', '000123', true],
    ['000321', '000123', false],
    ['0123', '000123', false],
    ['', '1', true],
  ])('%s ~ %s: %s', (a, b, near) => {
    expect(editDistanceAtMostOne(a, b)).toBe(near);
  });
});

describe('reason texts', () => {
  it('has a sentence for every reason', () => {
    for (const text of [...Object.values(SUGGESTION_REASON_TEXT), ...Object.values(LEFT_REASON_TEXT)])
      expect(text).toMatch(/^[A-Z].+\.$/);
    expect(Object.keys(SUGGESTION_REASON_TEXT)).toHaveLength(4);
    expect(Object.keys(LEFT_REASON_TEXT)).toHaveLength(3);
  });
});
