import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { FastifyReply } from 'fastify';
import { analyticsDay } from '#core/analytics/analytics-day';

/** What a spreadsheet may run as a formula when a cell starts with it (the full-width forms too). */
const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;
/** A phone number as typed: digits, spaces, brackets, dots and dashes, perhaps a leading + or -. */
const PHONE_AS_TYPED = /^[+-]?[\d ().-]*\d[\d ().-]*$/;

/**
 * One cell (STAFF-10). A phone number ('+27 82 555 0142', '082 555 0142') is written quoted
 * and as typed, so a spreadsheet shows it with no apostrophe before it: digits, spaces,
 * brackets, dots and dashes run nothing. Anything else that starts with =, +, -, @ (or tab, CR)
 * is prefixed with `'`, so a spreadsheet never runs a customer's name as a formula (CSV
 * injection): '=1+1' and '+2+cmd|…' are formulas even though a digit follows the sign.
 */
export function csvCell(
  value: string,
  { column }: { column?: string | number },
): string | { value: string; quoted: true } {
  if (column === 'phone' && PHONE_AS_TYPED.test(value)) return { value, quoted: true };
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/**
 * Rows → an RFC 4180 CSV stream (STAFF-10): CRLF line ends, fields quoted when they
 * hold a comma, quote or line break, a UTF-8 byte-order mark so spreadsheet programs read
 * the accents right, and every cell written by `csvCell`.
 */
export function csvStream<Row>(
  columns: readonly { key: string; header: string }[],
  rows: AsyncIterable<Row>,
): Readable {
  const stringifier = stringify({
    bom: true,
    header: true,
    columns: columns.map(({ key, header }) => ({ key, header })),
    record_delimiter: 'windows',
    // csv-stringify quotes a field holding the whole CRLF delimiter only; a lone LF or CR must be quoted too.
    quoted_match: /[\r\n]/,
    cast: { boolean: (value) => (value ? 'yes' : 'no'), string: csvCell },
  });
  return Readable.from(rows).pipe(stringifier);
}

/**
 * Reads a table in pages by a rising key, so a large export holds one page in memory at a
 * time rather than the whole file (a portable stand-in for a cursor on both databases).
 */
export async function* pagesByKey<Row, Key>(
  readPage: (after: Key | undefined) => Promise<Row[]>,
  keyOf: (row: Row) => Key,
): AsyncGenerator<Row> {
  let after: Key | undefined;
  for (;;) {
    const page = await readPage(after);
    yield* page;
    const last = page.at(-1);
    if (last === undefined) return;
    after = keyOf(last);
  }
}

export const EXPORT_PAGE_SIZE = 500;

/** Sends a CSV stream as a download named `<name>-<today>.csv`, never cached. */
export function sendCsv(reply: FastifyReply, name: string, stream: Readable) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}-${analyticsDay(new Date())}.csv"`)
    .header('cache-control', 'no-store')
    .send(stream);
}
