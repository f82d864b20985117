import { describe, expect, it } from 'vitest';
import { csvStatementMappingSchema, parseCsvStatement, parseStatementDate } from './csv-statement';
import { ABSA_LIKE_MAPPING, FNB_LIKE_MAPPING, STANDARD_BANK_LIKE_MAPPING } from './statement-files.test-helper';

// Three layouts in the manner of South African banks' CSV exports (their mappings in the test
// helper), written out by hand here for the details each one shows: made up, no real data.

/** FNB-like: two rows about the account, then a header; one signed amount; dates year first. */
const FNB_LIKE = [
  'ACC-NO,62000000000,Cheque Account',
  'Opening Balance,"10,000.00"',
  'Date,Amount,Balance,Description,Reference',
  '2026/12/01,"2,500.00","12,500.00",FT J SMITH,INV000123',
  '2026/12/01,-150.00,"12,350.00",POS PURCHASE HARDWARE,',
  '2026/12/02,1200.50,"13,550.50",ADT CASH DEP,inv 000124',
  '',
].join('\r\n');

/** Standard Bank-like: no header, columns by position, dates as YYYYMMDD, two description columns. */
const STANDARD_BANK_LIKE = [
  '20261201,IB PAYMENT FROM,J SMITH,INV-000123,2500.00,12500.00',
  '20261201,CHEQUE CARD PURCHASE,"TIMBER, BOARD & CO",,-150.00,12350.00',
  '20261203,IB PAYMENT FROM,"A ""BIG"" CORP",INV 000125,9999.99,22349.99',
].join('\n');

/** Absa-like: semicolons, decimal commas, rand signs, a debit and a credit column, day first, a footer. */
const ABSA_LIKE = [
  '\uFEFFTransaction Date;Description;Debit Amount;Credit Amount;Balance',
  '01/12/2026;ACB CREDIT J SMITH INV000123;;R 2 500,00;R 12 500,00',
  '01/12/2026;DEBIT ORDER INSURANCE;(R 150,00);;R 12 350,00',
  '02/12/2026;ACB CREDIT REFUND;-R 20,00;R 20,00;R 12 350,00',
  ';Closing balance;;;R 12 350,00',
].join('\n');

describe('parseCsvStatement: three bank layouts', () => {
  it('reads an FNB-like file after its account rows', () => {
    expect(parseCsvStatement(FNB_LIKE, FNB_LIKE_MAPPING)).toEqual({
      ok: true,
      lines: [
        {
          postedOn: '2026-12-01',
          amountCents: 250_000,
          description: 'FT J SMITH',
          reference: 'INV000123',
          balanceCents: 1_250_000,
        },
        { postedOn: '2026-12-01', amountCents: -15_000, description: 'POS PURCHASE HARDWARE', balanceCents: 1_235_000 },
        {
          postedOn: '2026-12-02',
          amountCents: 120_050,
          description: 'ADT CASH DEP',
          reference: 'inv 000124',
          balanceCents: 1_355_050,
        },
      ],
    });
  });

  it('reads a Standard Bank-like file by position, with quoted commas and quotes', () => {
    const result = parseCsvStatement(STANDARD_BANK_LIKE, STANDARD_BANK_LIKE_MAPPING);
    expect(result).toEqual({
      ok: true,
      lines: [
        {
          postedOn: '2026-12-01',
          amountCents: 250_000,
          description: 'IB PAYMENT FROM J SMITH',
          reference: 'INV-000123',
          balanceCents: 1_250_000,
        },
        {
          postedOn: '2026-12-01',
          amountCents: -15_000,
          description: 'CHEQUE CARD PURCHASE TIMBER, BOARD & CO',
          balanceCents: 1_235_000,
        },
        {
          postedOn: '2026-12-03',
          amountCents: 999_999,
          description: 'IB PAYMENT FROM A "BIG" CORP',
          reference: 'INV 000125',
          balanceCents: 2_234_999,
        },
      ],
    });
  });

  it('reads an Absa-like file: credit minus debit, whatever sign the debit has, and skips the footer', () => {
    const result = parseCsvStatement(ABSA_LIKE, ABSA_LIKE_MAPPING);
    expect(
      result.ok && result.lines.map(({ postedOn, amountCents, balanceCents }) => [postedOn, amountCents, balanceCents]),
    ).toEqual([
      ['2026-12-01', 250_000, 1_250_000],
      ['2026-12-01', -15_000, 1_235_000],
      ['2026-12-02', 0, 1_235_000],
    ]);
  });
});

describe('parseCsvStatement: clear errors', () => {
  it.each([
    {
      name: 'a column the file does not have',
      text: FNB_LIKE,
      mapping: { ...FNB_LIKE_MAPPING, amountColumn: 'Value' },
      error: {
        code: 'missing_column',
        message:
          'The file has no column named "Value": its columns are "Date", "Amount", "Balance", "Description", "Reference".',
      },
    },
    {
      name: 'a column past the end of the rows',
      text: STANDARD_BANK_LIKE,
      mapping: { ...STANDARD_BANK_LIKE_MAPPING, balanceColumn: 9 },
      error: { code: 'missing_column', message: 'The file has no column 10: its rows have 6 columns.' },
    },
    {
      name: 'a date in another format',
      text: FNB_LIKE,
      mapping: { ...FNB_LIKE_MAPPING, dateFormat: 'DD/MM/YYYY' },
      error: { code: 'bad_date', message: 'Line 4: "2026/12/01" is not a date written DD/MM/YYYY.', line: 4 },
    },
    {
      name: 'a day that does not exist',
      text: 'Date,Amount,Description\n2026-02-30,10.00,X',
      mapping: {
        ...FNB_LIKE_MAPPING,
        dateFormat: 'YYYY-MM-DD',
        skipRows: 0,
        referenceColumn: undefined,
        balanceColumn: undefined,
      },
      error: { code: 'bad_date', message: 'Line 2: "2026-02-30" is not a date written YYYY-MM-DD.', line: 2 },
    },
    {
      name: 'an amount that is not one',
      text: 'Date,Amount,Description\n2026-12-01,ten rand,X',
      mapping: {
        ...FNB_LIKE_MAPPING,
        dateFormat: 'YYYY-MM-DD',
        skipRows: 0,
        referenceColumn: undefined,
        balanceColumn: undefined,
      },
      error: { code: 'bad_amount', message: 'Line 2: the amount "ten rand" is not an amount in rand.', line: 2 },
    },
    {
      name: 'a decimal comma in a file mapped with decimal points',
      text: ABSA_LIKE,
      mapping: { ...ABSA_LIKE_MAPPING, decimalSeparator: '.' },
      error: { code: 'bad_amount', message: 'Line 2: the credit "R 2 500,00" is not an amount in rand.', line: 2 },
    },
    {
      name: 'a row with neither credit nor debit',
      text: 'Date;Description;Debit Amount;Credit Amount;Balance\n01/12/2026;NOTE;;;R 1,00',
      mapping: { ...ABSA_LIKE_MAPPING, dateColumn: 'Date' },
      error: { code: 'bad_amount', message: 'Line 2 has no amount in either the credit or the debit column.', line: 2 },
    },
    {
      name: 'a quote never closed',
      text: 'Date,Amount,Description\n2026-12-01,10.00,"X',
      mapping: { ...FNB_LIKE_MAPPING, skipRows: 0 },
      error: { code: 'malformed', message: 'A quoted field that starts on line 2 is never closed.', line: 2 },
    },
    {
      name: 'a header and nothing else',
      text: 'Date,Amount,Balance,Description,Reference\n',
      mapping: { ...FNB_LIKE_MAPPING, skipRows: 0 },
      error: { code: 'empty', message: 'The file holds no transactions.' },
    },
    {
      name: 'a mapping with both kinds of amount',
      text: FNB_LIKE,
      mapping: { ...FNB_LIKE_MAPPING, creditColumn: 'Amount', debitColumn: 'Amount' },
      error: {
        code: 'bad_mapping',
        message: 'The column mapping is not valid: Name either one amount column, or both a credit and a debit column.',
      },
    },
  ] as const)('$name', ({ text, mapping, error }) => {
    expect(parseCsvStatement(text, mapping)).toEqual({ ok: false, error });
  });

  it('reads a file whose lines are CR only, and one with a line break inside a quoted description', () => {
    const text = 'Date,Amount,Description\r2026-12-01,10.00,"TWO\nLINES"\r2026-12-02,5.00,ONE';
    const result = parseCsvStatement(text, {
      ...FNB_LIKE_MAPPING,
      dateFormat: 'YYYY-MM-DD',
      skipRows: 0,
      referenceColumn: undefined,
      balanceColumn: undefined,
    });
    expect(result.ok && result.lines.map((line) => line.description)).toEqual(['TWO LINES', 'ONE']);
  });
});

describe('csvStatementMappingSchema', () => {
  it('accepts each bank mapping above, as saved and read back', () => {
    for (const mapping of [FNB_LIKE_MAPPING, STANDARD_BANK_LIKE_MAPPING, ABSA_LIKE_MAPPING]) {
      const saved = JSON.parse(JSON.stringify(mapping)) as unknown;
      expect(csvStatementMappingSchema.safeParse(saved).success).toBe(true);
    }
  });

  it.each([
    { name: 'no amount at all', change: { amountColumn: undefined }, path: 'amountColumn' },
    {
      name: 'a credit column without a debit column',
      change: { amountColumn: undefined, creditColumn: 'In' },
      path: 'amountColumn',
    },
    { name: 'names without a header row', change: { hasHeader: false }, path: 'hasHeader' },
    { name: 'an unknown date format', change: { dateFormat: 'D.M.YY' }, path: 'dateFormat' },
    { name: 'an unknown delimiter', change: { delimiter: ':' }, path: 'delimiter' },
  ])('refuses $name', ({ change, path }) => {
    const result = csvStatementMappingSchema.safeParse({ ...FNB_LIKE_MAPPING, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toContain(path);
  });
});

describe('parseStatementDate', () => {
  it.each([
    ['2026-12-06', 'YYYY-MM-DD', '2026-12-06'],
    ['2026/12/6', 'YYYY/MM/DD', '2026-12-06'],
    ['06/12/2026', 'DD/MM/YYYY', '2026-12-06'],
    ['6-12-2026', 'DD-MM-YYYY', '2026-12-06'],
    ['12/06/2026', 'MM/DD/YYYY', '2026-12-06'],
    ['20261206', 'YYYYMMDD', '2026-12-06'],
    ['06 Dec 2026', 'DD MMM YYYY', '2026-12-06'],
    ['6 December 2026', 'DD MMM YYYY', '2026-12-06'],
    ['2026-12-06 00:00:00', 'YYYY-MM-DD', '2026-12-06'],
    ['29/02/2028', 'DD/MM/YYYY', '2028-02-29'],
    ['29/02/2026', 'DD/MM/YYYY', null],
    ['13/13/2026', 'DD/MM/YYYY', null],
    ['06 Dek 2026', 'DD MMM YYYY', null],
    ['2026-12-06', 'DD/MM/YYYY', null],
  ] as const)('%s as %s → %s', (text, format, day) => {
    expect(parseStatementDate(text, format)).toBe(day);
  });
});
