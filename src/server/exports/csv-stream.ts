import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { FastifyReply } from 'fastify';
import { analyticsDay } from '#core/analytics/analytics-day';

/**
 * Rows → an RFC 4180 CSV stream (STAFF-10): CRLF line ends, fields quoted when they
 * hold a comma, quote or line break, a UTF-8 byte-order mark so spreadsheet programs read
 * the accents right, and a cell that starts with =, +, -, @ (or tab, CR) prefixed with `'`
 * so a spreadsheet never runs a customer's name as a formula (CSV injection).
 */
export function csvStream<Row>(columns: readonly { key: string; header: string }[], rows: AsyncIterable<Row>): Readable {
  const stringifier = stringify({
    bom: true,
    header: true,
    columns: columns.map(({ key, header }) => ({ key, header })),
    record_delimiter: 'windows',
    // csv-stringify quotes a field holding the whole CRLF delimiter only; a lone LF or CR must be quoted too.
    quoted_match: /[\r\n]/,
    escape_formulas: true,
    cast: { boolean: (value) => (value ? 'yes' : 'no') },
  });
  return Readable.from(rows).pipe(stringifier);
}

/**
 * Reads a table in pages by a rising key, so a large export holds one page in memory at a
 * time rather than the whole file (a portable stand-in for a cursor on both databases).
 */
export async function* pagesByKey<Row, Key>(readPage: (after: Key | undefined) => Promise<Row[]>, keyOf: (row: Row) => Key): AsyncGenerator<Row> {
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
