import { z } from 'zod';
import { type CsvRow, csvRows } from './csv-rows';
import {
  calendarDay,
  parseAmountCents,
  readStatement,
  StatementReadError,
  type StatementLine,
  type StatementParseResult,
} from './statement-line';

/** How a bank writes its dates; the mapping names one. */
export const STATEMENT_DATE_FORMATS = [
  'YYYY-MM-DD',
  'YYYY/MM/DD',
  'DD/MM/YYYY',
  'DD-MM-YYYY',
  'MM/DD/YYYY',
  'YYYYMMDD',
  'DD MMM YYYY',
] as const;
export type StatementDateFormat = (typeof STATEMENT_DATE_FORMATS)[number];

/** A column by its header (when the file has one) or by its 0-based position. */
const columnSchema = z.union([z.string().trim().min(1).max(100), z.number().int().min(0).max(200)]);
export type StatementColumn = z.infer<typeof columnSchema>;

/**
 * How one bank's CSV statement is read, chosen once per bank and saved by the caller: where the
 * date, the amount (one signed column, or a credit and a debit column), the description (one
 * column or several, joined), the reference and the balance are; how dates and decimals are
 * written; and how many rows come before the header or the first transaction.
 */
export const csvStatementMappingSchema = z
  .object({
    dateColumn: columnSchema,
    dateFormat: z.enum(STATEMENT_DATE_FORMATS),
    amountColumn: columnSchema.optional(),
    creditColumn: columnSchema.optional(),
    debitColumn: columnSchema.optional(),
    descriptionColumn: z.union([columnSchema, z.array(columnSchema).min(1).max(4)]),
    referenceColumn: columnSchema.optional(),
    balanceColumn: columnSchema.optional(),
    hasHeader: z.boolean(),
    delimiter: z.enum([',', ';', '\t', '|']),
    decimalSeparator: z.enum(['.', ',']),
    skipRows: z.number().int().min(0).max(50).default(0),
  })
  .superRefine((mapping, context) => {
    const split = mapping.creditColumn !== undefined || mapping.debitColumn !== undefined;
    if (
      (mapping.amountColumn === undefined) === !split ||
      (split && (mapping.creditColumn === undefined || mapping.debitColumn === undefined))
    ) {
      context.addIssue({
        code: 'custom',
        path: ['amountColumn'],
        message: 'Name either one amount column, or both a credit and a debit column.',
      });
    }
    if (!mapping.hasHeader && columnsOf(mapping).some((column) => typeof column === 'string')) {
      context.addIssue({
        code: 'custom',
        path: ['hasHeader'],
        message: 'A file without a header row names its columns by position (0, 1, 2 …).',
      });
    }
  });
export type CsvStatementMapping = z.input<typeof csvStatementMappingSchema>;

function columnsOf(mapping: CsvStatementMapping): StatementColumn[] {
  const description = Array.isArray(mapping.descriptionColumn)
    ? mapping.descriptionColumn
    : [mapping.descriptionColumn];
  const optional = [
    mapping.amountColumn,
    mapping.creditColumn,
    mapping.debitColumn,
    mapping.referenceColumn,
    mapping.balanceColumn,
  ];
  return [mapping.dateColumn, ...description, ...optional.filter((column) => column !== undefined)];
}

/** Reads a CSV bank statement with a bank's mapping. Never throws; see `StatementParseResult`. */
export function parseCsvStatement(text: string, mappingInput: CsvStatementMapping): StatementParseResult {
  const parsed = csvStatementMappingSchema.safeParse(mappingInput);
  if (!parsed.success)
    return {
      ok: false,
      error: { code: 'bad_mapping', message: `The column mapping is not valid: ${parsed.error.issues[0]?.message}` },
    };
  const mapping = parsed.data;
  return readStatement(() => {
    const rows = csvRows(text, mapping.delimiter).slice(mapping.skipRows);
    const header = mapping.hasHeader ? rows.shift() : undefined;
    const width = header?.cells.length ?? rows[0]?.cells.length ?? 0;
    const at = columnFinder(header, width);
    const columns = {
      date: at(mapping.dateColumn),
      description: (Array.isArray(mapping.descriptionColumn)
        ? mapping.descriptionColumn
        : [mapping.descriptionColumn]
      ).map(at),
      amount: optionalColumn(at, mapping.amountColumn),
      credit: optionalColumn(at, mapping.creditColumn),
      debit: optionalColumn(at, mapping.debitColumn),
      reference: optionalColumn(at, mapping.referenceColumn),
      balance: optionalColumn(at, mapping.balanceColumn),
    };
    return rows.flatMap((row) => statementLineOf(row, columns, mapping));
  });
}

type ColumnIndexes = {
  date: number;
  description: number[];
  amount?: number;
  credit?: number;
  debit?: number;
  reference?: number;
  balance?: number;
};

function optionalColumn(
  at: (column: StatementColumn) => number,
  column: StatementColumn | undefined,
): number | undefined {
  return column === undefined ? undefined : at(column);
}

/** The index of a named or numbered column, or a `missing_column` error that lists what the file has. */
function columnFinder(header: CsvRow | undefined, width: number) {
  const names = header?.cells.map((cell) => cell.trim()) ?? [];
  return (column: StatementColumn): number => {
    const index =
      typeof column === 'number' ? column : names.findIndex((name) => name.toLowerCase() === column.toLowerCase());
    if (index >= 0 && index < width) return index;
    const has = header
      ? `its columns are ${names.map((name) => `"${name}"`).join(', ')}`
      : `its rows have ${width} columns`;
    const wanted = typeof column === 'number' ? `column ${column + 1}` : `column named "${column}"`;
    throw new StatementReadError('missing_column', `The file has no ${wanted}: ${has}.`);
  };
}

function statementLineOf(
  row: CsvRow,
  columns: ColumnIndexes,
  mapping: z.output<typeof csvStatementMappingSchema>,
): StatementLine[] {
  const cell = (index: number | undefined) => (index === undefined ? '' : (row.cells[index] ?? '').trim());
  const dateText = cell(columns.date);
  // A row with no date is a bank's subtotal, footer or note, not a transaction.
  if (dateText === '') return [];
  const postedOn = parseStatementDate(dateText, mapping.dateFormat);
  if (postedOn === null) {
    throw new StatementReadError(
      'bad_date',
      `Line ${row.line}: "${dateText}" is not a date written ${mapping.dateFormat}.`,
      row.line,
    );
  }
  const amount = (index: number | undefined, what: string) => {
    const text = cell(index);
    if (text === '') return null;
    const cents = parseAmountCents(text, mapping.decimalSeparator);
    if (cents === null)
      throw new StatementReadError(
        'bad_amount',
        `Line ${row.line}: the ${what} "${text}" is not an amount in rand.`,
        row.line,
      );
    return cents;
  };
  const amountCents = signedAmount(amount, columns, row.line);
  const balanceCents = amount(columns.balance, 'balance');
  const description = columns.description.map(cell).filter(Boolean).join(' ').replace(/\s+/g, ' ');
  const reference = cell(columns.reference);
  return [
    {
      postedOn,
      amountCents,
      description,
      ...(reference ? { reference } : {}),
      ...(balanceCents === null ? {} : { balanceCents }),
    },
  ];
}

/** One signed column as it is, or credit minus debit (a debit is money out whichever sign the bank gives it). */
function signedAmount(
  amount: (index: number | undefined, what: string) => number | null,
  columns: ColumnIndexes,
  line: number,
): number {
  if (columns.amount !== undefined) {
    const cents = amount(columns.amount, 'amount');
    if (cents === null) throw new StatementReadError('bad_amount', `Line ${line} has no amount.`, line);
    return cents;
  }
  const credit = amount(columns.credit, 'credit');
  const debit = amount(columns.debit, 'debit');
  if (credit === null && debit === null)
    throw new StatementReadError(
      'bad_amount',
      `Line ${line} has no amount in either the credit or the debit column.`,
      line,
    );
  return Math.abs(credit ?? 0) - Math.abs(debit ?? 0);
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** Where year, month and day sit in each format, as one pattern. */
const DATE_PATTERNS: Record<
  StatementDateFormat,
  { pattern: RegExp; order: ['y' | 'm' | 'd', 'y' | 'm' | 'd', 'y' | 'm' | 'd'] }
> = {
  'YYYY-MM-DD': { pattern: /^(\d{4})-(\d{1,2})-(\d{1,2})$/, order: ['y', 'm', 'd'] },
  'YYYY/MM/DD': { pattern: /^(\d{4})\/(\d{1,2})\/(\d{1,2})$/, order: ['y', 'm', 'd'] },
  'DD/MM/YYYY': { pattern: /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/, order: ['d', 'm', 'y'] },
  'DD-MM-YYYY': { pattern: /^(\d{1,2})-(\d{1,2})-(\d{4})$/, order: ['d', 'm', 'y'] },
  'MM/DD/YYYY': { pattern: /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/, order: ['m', 'd', 'y'] },
  YYYYMMDD: { pattern: /^(\d{4})(\d{2})(\d{2})$/, order: ['y', 'm', 'd'] },
  'DD MMM YYYY': { pattern: /^(\d{1,2})[ -]([A-Za-z]{3})[a-z]*[ -](\d{4})$/, order: ['d', 'm', 'y'] },
};

/** A statement's date in a known format as `2026-12-06`; null when it is not a real day in that format. */
export function parseStatementDate(text: string, format: StatementDateFormat): string | null {
  const { pattern, order } = DATE_PATTERNS[format];
  // A bank that adds a time of day (`2026-12-06 00:00:00`) still means that day.
  const match = pattern.exec(text.trim().replace(/[ T]\d{1,2}:\d{2}(:\d{2})?$/, ''));
  if (!match) return null;
  const part = (name: 'y' | 'm' | 'd') => match[order.indexOf(name) + 1] ?? '';
  const monthText = part('m');
  const month = /^\d+$/.test(monthText) ? Number(monthText) : MONTHS.indexOf(monthText.toLowerCase()) + 1;
  return calendarDay(Number(part('y')), month, Number(part('d')));
}
