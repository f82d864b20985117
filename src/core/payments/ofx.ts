import {
  calendarDay,
  parseAmountCents,
  readStatement,
  StatementReadError,
  type StatementLine,
  type StatementParseResult,
} from './statement-line';

/**
 * Reads an OFX bank statement, SGML OFX 1.x (a text header, then tags whose values run to the
 * next tag, unclosed) or XML OFX 2.x, into statement lines: each `<STMTTRN>` of the bank or card
 * statement, with `DTPOSTED`, `TRNAMT`, `NAME` and `MEMO` (the description), `REFNUM` or
 * `CHECKNUM` (the reference) and `FITID`. Never throws; see `StatementParseResult`.
 */
export function parseOfxStatement(text: string): StatementParseResult {
  return readStatement(() => {
    const body = ofxBody(text);
    const transactions = [...body.matchAll(/<STMTTRN>([\s\S]*?)<\/STMTTRN>/gi)].map((match) => match[1] ?? '');
    if (transactions.length === 0 && /<STMTTRN>/i.test(body)) {
      throw new StatementReadError('malformed', 'The file has a transaction (<STMTTRN>) that is never closed.');
    }
    return transactions.map((transaction, index) => statementLineOf(leafValues(transaction), index + 1));
  });
}

/** The part of the file from `<OFX>` on, once it is known to be an OFX file at all. */
function ofxBody(text: string): string {
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const start = source.search(/<OFX>/i);
  const looksLikeOfx = /^\s*OFXHEADER\s*:/i.test(source) || /<\?OFX\b/i.test(source) || start >= 0;
  if (!looksLikeOfx)
    throw new StatementReadError(
      'not_a_statement',
      'This is not an OFX file: it has neither an OFX header nor an <OFX> element.',
    );
  if (start < 0) throw new StatementReadError('malformed', 'The OFX file has a header but no <OFX> element.');
  if (!/<\/OFX>/i.test(source))
    throw new StatementReadError(
      'malformed',
      'The OFX file ends before its closing </OFX>: it may have been cut short.',
    );
  return source.slice(start);
}

/**
 * Each element that holds text, by its upper-case name: in SGML its value runs to the next `<`
 * (no closing tag), in XML to its closing tag; both are read the same way. The first one wins.
 */
function leafValues(transaction: string): Map<string, string> {
  const values = new Map<string, string>();
  for (const match of transaction.matchAll(/<([A-Za-z0-9.]+)>([^<]*)/g)) {
    const name = (match[1] ?? '').toUpperCase();
    const value = decodeEntities((match[2] ?? '').trim());
    if (value !== '' && !values.has(name)) values.set(name, value);
  }
  return values;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, entity: string) => {
    if (entity.startsWith('#')) {
      const code =
        entity[1] === 'x' || entity[1] === 'X' ? Number.parseInt(entity.slice(2), 16) : Number(entity.slice(1));
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[entity.toLowerCase()] ?? whole;
  });
}

function statementLineOf(values: Map<string, string>, number: number): StatementLine {
  const posted = values.get('DTPOSTED');
  if (posted === undefined)
    throw new StatementReadError('malformed', `Transaction ${number} has no posting date (DTPOSTED).`, number);
  const postedOn = ofxDay(posted);
  if (postedOn === null)
    throw new StatementReadError(
      'bad_date',
      `Transaction ${number}: "${posted}" is not an OFX date (YYYYMMDD…).`,
      number,
    );
  const amountText = values.get('TRNAMT');
  if (amountText === undefined)
    throw new StatementReadError('malformed', `Transaction ${number} has no amount (TRNAMT).`, number);
  // OFX writes a decimal point; some banks write a decimal comma, with no thousands separator either way.
  const amountCents = parseAmountCents(amountText, /^[^.]*,\d{1,2}$/.test(amountText) ? ',' : '.');
  if (amountCents === null)
    throw new StatementReadError('bad_amount', `Transaction ${number}: "${amountText}" is not an amount.`, number);
  const name = values.get('NAME') ?? values.get('PAYEE') ?? '';
  const memo = values.get('MEMO') ?? '';
  const description = (memo === '' || memo === name ? name : name === '' ? memo : `${name} ${memo}`).replace(
    /\s+/g,
    ' ',
  );
  const reference = values.get('REFNUM') ?? values.get('CHECKNUM');
  const fitId = values.get('FITID');
  return { postedOn, amountCents, description, ...(reference ? { reference } : {}), ...(fitId ? { fitId } : {}) };
}

/** `20261206`, `20261206120000.000[+2:SAST]` → `2026-12-06`: the day as the bank wrote it. */
function ofxDay(text: string): string | null {
  const match = /^(\d{4})(\d{2})(\d{2})/.exec(text);
  return match ? calendarDay(Number(match[1]), Number(match[2]), Number(match[3])) : null;
}
