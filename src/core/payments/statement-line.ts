/**
 * One line of a bank statement as read from an OFX or CSV file: money in is positive, money out
 * negative, always integer cents (PRICE-15). Reading a file never throws: it answers a tagged
 * result whose error says, in words a person understands, what is wrong and where.
 */
export interface StatementLine {
  /** The day the bank posted it, `2026-12-06`. */
  postedOn: string;
  /** Credits (money in) positive, debits negative. */
  amountCents: number;
  description: string;
  reference?: string;
  /** The running balance after this line, where the file gives one. */
  balanceCents?: number;
  /** The bank's own id of the transaction (OFX `FITID`). */
  fitId?: string;
}

export type StatementErrorCode =
  | 'empty'
  | 'not_a_statement'
  | 'malformed'
  | 'bad_date'
  | 'bad_amount'
  | 'missing_column'
  /** A CSV file for which no column mapping was chosen yet. */
  | 'needs_mapping'
  /** A column mapping that does not say how to read a file. */
  | 'bad_mapping'
  | 'unreadable';

export interface StatementError {
  code: StatementErrorCode;
  message: string;
  /** The 1-based line of the file (CSV) or the transaction (OFX) where it went wrong. */
  line?: number;
}

export type StatementParseResult = { ok: true; lines: StatementLine[] } | { ok: false; error: StatementError };

/** Thrown inside the readers only, and turned into a `StatementParseResult` before it leaves them. */
export class StatementReadError extends Error {
  constructor(
    readonly code: StatementErrorCode,
    message: string,
    readonly line?: number,
  ) {
    super(message);
  }
}

/** Runs a reader and answers its lines, or its error as a tagged result: nothing is thrown out. */
export function readStatement(read: () => StatementLine[]): StatementParseResult {
  try {
    const lines = read();
    if (lines.length === 0) return { ok: false, error: { code: 'empty', message: 'The file holds no transactions.' } };
    return { ok: true, lines };
  } catch (error) {
    if (error instanceof StatementReadError) {
      const { code, message, line } = error;
      return { ok: false, error: line === undefined ? { code, message } : { code, message, line } };
    }
    return { ok: false, error: { code: 'unreadable', message: 'The file could not be read as a bank statement.' } };
  }
}

/** The most rand an amount may hold and stay an exact number of cents (a 13-digit rand part). */
const MAX_RAND_DIGITS = 13;

/**
 * An amount as banks write it, in exact integer cents, never through a float: `R 1 234,56`,
 * `-1,234.56`, `(1 234.56)`, `1234.5`, `250.00-`. `decimalSeparator` is the file's ('.' or ','); the
 * other one, spaces and apostrophes group the thousands. Null when it is not an amount.
 */
export function parseAmountCents(text: string, decimalSeparator: '.' | ',' = '.'): number | null {
  let rest = text.replace(/[\s\u00a0\u202f']/g, '');
  let negative = false;
  const bracketed = /^\((.*)\)$/.exec(rest);
  if (bracketed) [negative, rest] = [true, bracketed[1] ?? ''];
  if (rest.startsWith('-')) [negative, rest] = [!negative, rest.slice(1)];
  else if (rest.endsWith('-')) [negative, rest] = [!negative, rest.slice(0, -1)];
  else if (rest.startsWith('+')) rest = rest.slice(1);
  rest = rest.replace(/^(ZAR|R)/i, '');
  if (rest.startsWith('-') && !negative) [negative, rest] = [true, rest.slice(1)];
  const grouping = decimalSeparator === '.' ? ',' : '.';
  const match = new RegExp(`^(\\d{1,3}(?:\\${grouping}\\d{3})+|\\d+)?(?:\\${decimalSeparator}(\\d{1,2}))?$`).exec(rest);
  if (!match || (match[1] === undefined && match[2] === undefined)) return null;
  const rands = (match[1] ?? '0')
    .split(grouping)
    .join('')
    .replace(/^0+(?=\d)/, '');
  if (rands.length > MAX_RAND_DIGITS) return null;
  const cents = Number(rands) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
  return negative && cents !== 0 ? -cents : cents;
}

/** `year-month-day` when those numbers make a real calendar day, else null. */
export function calendarDay(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (year < 1900 || date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return null;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
