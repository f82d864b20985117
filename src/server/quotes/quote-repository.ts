import type { CompiledQuery, Insertable, Kysely, Selectable, Transaction } from 'kysely';
import type { PriceBook } from '#core/pricing/price-book';
import type { Database, QuoteTable } from '../db/schema';

/** The two large columns no view of a quote shows: the submitted surfaces, the price book it was priced with. */
type LargeColumn = 'surfaces_json' | 'price_book_json';

/**
 * A stored quote with its lead, as its page, PDF and acceptance read it: every column but the two
 * large ones the page never shows (the submitted surfaces; the price book it was priced with, read
 * on its own by `storedInsuranceBasisPoints`), which were most of the bytes each view read (ADR 039).
 */
export type QuoteRow = Omit<Selectable<QuoteTable>, LargeColumn> & {
  lead_full_name: string;
  lead_email: string;
  lead_phone: string;
  lead_company_name: string | null;
};

type QuoteColumn = Exclude<keyof QuoteTable, LargeColumn>;
const QUOTE_ROW_COLUMNS = [
  'id',
  'quote_number',
  'token',
  'status',
  'created_at',
  'valid_until',
  'accepted_at',
  'lead_id',
  'client_type',
  'delivery',
  'insurance',
  'discount_basis_points',
  'partner_id',
  'pricing_json',
  'total_cents',
  'client_price_mode',
  'client_markup_basis_points',
  'client_total_cents',
  'outcome',
  'outcome_note',
  'outcome_at',
  'lead_min_weeks',
  'lead_max_weeks',
  'advice_json',
  'billing_address',
  'billing_vat_number',
] as const satisfies readonly QuoteColumn[];
/** Fails the type check when a column added to the table is not read above (or left out on purpose in `QuoteRow`). */
const READS_EVERY_COLUMN: [Exclude<QuoteColumn, (typeof QUOTE_ROW_COLUMNS)[number]>] extends [never] ? true : never =
  true;
void READS_EVERY_COLUMN;

type Executor = Kysely<Database> | Transaction<Database>;

export async function insertQuote(db: Executor, quote: Insertable<QuoteTable>): Promise<number> {
  const row = await db.insertInto('quotes').values(quote).returning('id').executeTakeFirstOrThrow();
  return Number(row.id);
}

function quoteByTokenQuery(db: Executor, token: string) {
  return db
    .selectFrom('quotes')
    .innerJoin('leads', 'leads.id', 'quotes.lead_id')
    .select(QUOTE_ROW_COLUMNS.map((column) => `quotes.${column}` as const))
    .select([
      'leads.full_name as lead_full_name',
      'leads.email as lead_email',
      'leads.phone as lead_phone',
      'leads.company_name as lead_company_name',
    ])
    .where('quotes.token', '=', token);
}

/** The query below compiled once per database handle: the token is its one parameter. */
const compiledQuoteByToken = new WeakMap<Executor, CompiledQuery<QuoteRow>>();
const TOKEN_SLOT = 'the quote token';

/**
 * The quote page's one query. Kysely built and compiled it again for every view, a fifth of the
 * call (ADR 039): it is compiled once per handle and run with each token as its parameter.
 */
export async function findQuoteByToken(db: Executor, token: string): Promise<QuoteRow | undefined> {
  let compiled = compiledQuoteByToken.get(db);
  if (compiled === undefined) {
    compiled = quoteByTokenQuery(db, TOKEN_SLOT).compile();
    if (compiled.parameters.length !== 1 || compiled.parameters[0] !== TOKEN_SLOT)
      throw new Error('The quote query must take the token as its one parameter');
    compiledQuoteByToken.set(db, compiled);
  }
  const result = await db.executeQuery<QuoteRow>({ ...compiled, parameters: [token] });
  return result.rows[0];
}

/**
 * The insurance rate of the price book a quote was priced with (read only where it is printed: the price book is
 * large).
 */
export async function storedInsuranceBasisPoints(db: Executor, quoteId: number): Promise<number> {
  const { price_book_json } = await db
    .selectFrom('quotes')
    .select('price_book_json')
    .where('id', '=', quoteId)
    .executeTakeFirstOrThrow();
  return (JSON.parse(price_book_json) as Pick<PriceBook, 'insuranceBasisPoints'>).insuranceBasisPoints;
}

/** Moves a quote between statuses only from the expected ones; returns whether it moved. */
export async function updateQuoteStatus(
  db: Executor,
  options: { id: number; from: QuoteTable['status'][]; to: QuoteTable['status']; acceptedAt?: string },
): Promise<boolean> {
  const result = await db
    .updateTable('quotes')
    .set({ status: options.to, ...(options.acceptedAt ? { accepted_at: options.acceptedAt } : {}) })
    .where('id', '=', options.id)
    .where('status', 'in', options.from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** ADR 047: what the customer gave on accepting, for the tax invoices; an absent field keeps what is on record. */
export async function saveBillingDetails(
  db: Executor,
  options: { id: number; address: string | undefined; vatNumber: string | undefined },
): Promise<void> {
  const { id, address, vatNumber } = options;
  if (address === undefined && vatNumber === undefined) return;
  await db
    .updateTable('quotes')
    .set({
      ...(address === undefined ? {} : { billing_address: address }),
      ...(vatNumber === undefined ? {} : { billing_vat_number: vatNumber }),
    })
    .where('id', '=', id)
    .execute();
}
