import { StatementReadError } from './statement-line';

/** A row of a CSV file with the 1-based line of the file it starts on. */
export interface CsvRow {
  line: number;
  cells: string[];
}

/**
 * RFC 4180 rows, as banks write them: any one-character delimiter, fields quoted with `"` (a
 * doubled `""` inside is a quote), line breaks inside quotes kept, CRLF, LF or CR line ends, a
 * UTF-8 byte-order mark dropped. Rows whose cells are all blank are left out.
 */
export function csvRows(text: string, delimiter: string): CsvRow[] {
  const rows: CsvRow[] = [];
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let rowLine = 1;
  const endRow = () => {
    cells.push(cell);
    if (cells.some((value) => value.trim() !== '')) rows.push({ line: rowLine, cells });
    [cells, cell] = [[], ''];
  };
  for (let index = 0; index < source.length; index++) {
    const char = source[index];
    if (quoted) {
      if (char === '"' && source[index + 1] === '"') [cell, index] = [cell + '"', index + 1];
      else if (char === '"') quoted = false;
      else {
        if (char === '\n') line++;
        cell += char;
      }
    } else if (char === '"' && cell.trim() === '') [quoted, cell] = [true, ''];
    else if (char === delimiter) [cells, cell] = [[...cells, cell], ''];
    else if (char === '\r' || char === '\n') {
      if (char === '\r' && source[index + 1] === '\n') index++;
      endRow();
      line++;
      rowLine = line;
    } else cell += char;
  }
  if (quoted)
    throw new StatementReadError(
      'malformed',
      `A quoted field that starts on line ${rowLine} is never closed.`,
      rowLine,
    );
  if (cell !== '' || cells.length > 0) endRow();
  return rows;
}
