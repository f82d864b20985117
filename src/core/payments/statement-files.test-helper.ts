import type { CsvStatementMapping } from './csv-statement';

/**
 * Bank statement files for tests, in OFX and in three layouts in the manner of South African
 * banks' CSV exports, all made up: no real account, name or amount. Each renders the same
 * transactions, so one expectation holds for every format.
 */
export interface TestTransaction {
  postedOn: string;
  amountCents: number;
  description: string;
  reference?: string;
}

/** FNB-like: two rows about the account, then a header; one signed amount; dates year first. */
export const FNB_LIKE_MAPPING: CsvStatementMapping = {
  dateColumn: 'Date',
  dateFormat: 'YYYY/MM/DD',
  amountColumn: 'Amount',
  descriptionColumn: 'Description',
  referenceColumn: 'Reference',
  balanceColumn: 'Balance',
  hasHeader: true,
  delimiter: ',',
  decimalSeparator: '.',
  skipRows: 2,
};

/** Standard Bank-like: no header, columns by position, dates as YYYYMMDD, two description columns. */
export const STANDARD_BANK_LIKE_MAPPING: CsvStatementMapping = {
  dateColumn: 0,
  dateFormat: 'YYYYMMDD',
  amountColumn: 4,
  descriptionColumn: [1, 2],
  referenceColumn: 3,
  balanceColumn: 5,
  hasHeader: false,
  delimiter: ',',
  decimalSeparator: '.',
};

/** Absa-like: semicolons, decimal commas, rand signs, a debit and a credit column, day first, a footer. */
export const ABSA_LIKE_MAPPING: CsvStatementMapping = {
  dateColumn: 'transaction date',
  dateFormat: 'DD/MM/YYYY',
  creditColumn: 'Credit Amount',
  debitColumn: 'Debit Amount',
  descriptionColumn: 'Description',
  balanceColumn: 'Balance',
  hasHeader: true,
  delimiter: ';',
  decimalSeparator: ',',
};

const decimal = (cents: number) =>
  `${cents < 0 ? '-' : ''}${Math.floor(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;
/** `R 1 234,56` with a decimal comma, as the Absa-like layout writes it. */
const rand = (cents: number) =>
  `R ${decimal(Math.abs(cents))
    .replace(/\B(?=(\d{3})+(?!\d))/g, ' ')
    .replace('.', ',')}`;
const quoted = (text: string) => (/[",]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

/** Each line's running balance from an opening balance, in cents. */
function balances(transactions: readonly TestTransaction[], opening = 1_000_000): number[] {
  let balance = opening;
  return transactions.map((transaction) => (balance += transaction.amountCents));
}

export function fnbLikeCsv(transactions: readonly TestTransaction[]): string {
  const after = balances(transactions);
  const rows = transactions.map((t, index) =>
    [
      t.postedOn.replace(/-/g, '/'),
      decimal(t.amountCents),
      decimal(after[index] ?? 0),
      quoted(t.description),
      quoted(t.reference ?? ''),
    ].join(','),
  );
  return [
    'ACC-NO,62000000000,Cheque Account',
    'Opening Balance,10000.00',
    'Date,Amount,Balance,Description,Reference',
    ...rows,
    '',
  ].join('\r\n');
}

export function standardBankLikeCsv(transactions: readonly TestTransaction[]): string {
  const after = balances(transactions);
  const rows = transactions.map((t, index) => {
    const [first = '', ...rest] = t.description.split(' ');
    return [
      t.postedOn.replace(/-/g, ''),
      quoted(first),
      quoted(rest.join(' ')),
      quoted(t.reference ?? ''),
      decimal(t.amountCents),
      decimal(after[index] ?? 0),
    ].join(',');
  });
  return rows.join('\n');
}

export function absaLikeCsv(transactions: readonly TestTransaction[]): string {
  const after = balances(transactions);
  const rows = transactions.map((t, index) => {
    const description = [t.description, t.reference].filter(Boolean).join(' ');
    const [debit, credit] = t.amountCents < 0 ? [`(${rand(t.amountCents)})`, ''] : ['', rand(t.amountCents)];
    return [t.postedOn.split('-').reverse().join('/'), description, debit, credit, rand(after[index] ?? 0)].join(';');
  });
  return ['\uFEFFTransaction Date;Description;Debit Amount;Credit Amount;Balance', ...rows, ';Closing balance;;;'].join(
    '\n',
  );
}

/** SGML OFX 1.x: a colon header, then elements whose values are not closed; the reference in `MEMO`. */
export function sgmlOfx(transactions: readonly TestTransaction[]): string {
  const entries = transactions.map((t, index) =>
    [
      '<STMTTRN>',
      `<TRNTYPE>${t.amountCents < 0 ? 'DEBIT' : 'CREDIT'}`,
      `<DTPOSTED>${t.postedOn.replace(/-/g, '')}120000[+2:SAST]`,
      `<TRNAMT>${decimal(t.amountCents)}`,
      `<FITID>${t.postedOn.replace(/-/g, '')}${String(index).padStart(4, '0')}`,
      `<NAME>${t.description.replace(/&/g, '&amp;')}`,
      ...(t.reference ? [`<MEMO>${t.reference}`] : []),
      '</STMTTRN>',
    ].join('\n'),
  );
  const header =
    'OFXHEADER:100\nDATA:OFXSGML\nVERSION:102\nSECURITY:NONE\nENCODING:USASCII\nCHARSET:1252\nCOMPRESSION:NONE\nOLDFILEUID:NONE\nNEWFILEUID:NONE\n';
  const open = '<OFX>\n<BANKMSGSRSV1>\n<STMTTRNRS>\n<STMTRS>\n<CURDEF>ZAR\n<BANKTRANLIST>';
  return [header, open, ...entries, '</BANKTRANLIST>\n</STMTRS>\n</STMTTRNRS>\n</BANKMSGSRSV1>\n</OFX>\n'].join('\n');
}
