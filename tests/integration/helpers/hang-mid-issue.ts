/**
 * A child process for the numbering test (ADR 047): opens the SQLite file it is given, takes an
 * invoice number inside a transaction, stores the invoice, says so on stdout and then waits,
 * transaction open, for the parent's kill -9.
 */
import { openSqlite } from '#server/db/database';
import { takeInvoiceNumber } from '#server/invoicing/invoice-number';
import { insertInvoice } from '#server/invoicing/invoice-repository';
import { loadInvoiceValues } from './invoice-values';

const [file, quoteId] = process.argv.slice(2);
const handle = openSqlite(file ?? '');
await handle.db.transaction().execute(async (trx) => {
  const number = await takeInvoiceNumber(trx, 'INV');
  await insertInvoice(trx, loadInvoiceValues({ number, quoteId: Number(quoteId), key: `killed:${process.pid}` }));
  process.stdout.write(`taken ${number}\n`);
  await new Promise(() => {});
});
