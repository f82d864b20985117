import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { effectiveStatus } from '../quotes/quote-view-from-row';
import type { PartnerQuoteList, PartnerQuoteSummary } from '#core/partner-area/partner-area-schemas';
import type { ClientPriceMode } from '#core/pricing/client-price';
import type { QuoteStatus } from '#core/quotes/quote-view';
import { divideRounded, toSafeNumber } from '#core/money';

const partnerQuotes = (db: Kysely<Database>, partnerId: number) =>
  db.selectFrom('quotes').innerJoin('leads', 'leads.id', 'quotes.lead_id').where('quotes.partner_id', '=', partnerId);

const summaryColumns = [
  'quotes.id',
  'quotes.quote_number',
  'quotes.token',
  'quotes.status',
  'quotes.valid_until',
  'quotes.created_at',
  'quotes.total_cents',
  'quotes.client_total_cents',
  'quotes.client_price_mode',
  'quotes.discount_basis_points',
  'leads.full_name',
  'leads.email',
  'leads.phone',
] as const;

type SummaryRow = {
  id: number;
  quote_number: string;
  token: string;
  status: QuoteStatus;
  valid_until: string;
  created_at: string;
  total_cents: number;
  client_total_cents: number | null;
  client_price_mode: ClientPriceMode;
  discount_basis_points: number;
  full_name: string;
  email: string;
  phone: string;
};

function toSummary(row: SummaryRow, now: Date): PartnerQuoteSummary {
  const clientTotal = Number(row.client_total_cents ?? row.total_cents);
  return {
    id: Number(row.id),
    quoteNumber: row.quote_number,
    token: row.token,
    status: effectiveStatus(row, now),
    createdAt: row.created_at,
    totalCents: clientTotal,
    clientTotalCents: clientTotal,
    tradeTotalCents: Number(row.total_cents),
    marginCents: clientTotal - Number(row.total_cents),
    clientPriceMode: row.client_price_mode,
    discountPercentage: row.discount_basis_points / 100,
    clientName: row.full_name,
    clientEmail: row.email,
    clientPhone: row.phone,
    customerName: row.full_name,
    customerEmail: row.email,
    totalPrice: clientTotal,
  };
}

/** `%term%` for LIKE, with the wildcards a partner might type taken literally. */
const likePattern = (term: string) => `%${term.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** A page of the partner's quotes, newest first, matching the search in number, client name or e-mail. */
export async function findPartnerQuotes(
  db: Kysely<Database>,
  options: { partnerId: number; search?: string; limit: number; offset: number; now: Date },
): Promise<{ quotes: PartnerQuoteSummary[]; matching: number }> {
  let query = partnerQuotes(db, options.partnerId);
  if (options.search) {
    const pattern = likePattern(options.search);
    query = query.where((eb) =>
      eb.or(
        ['quotes.quote_number', 'leads.full_name', 'leads.email'].map(
          (column) => sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`,
        ),
      ),
    );
  }
  const [rows, count] = await Promise.all([
    query
      .select(summaryColumns)
      .orderBy('quotes.created_at', 'desc')
      .orderBy('quotes.id', 'desc')
      .limit(options.limit)
      .offset(options.offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { quotes: rows.map((row) => toSummary(row, options.now)), matching: Number(count.n) };
}

/** Every quote of the partner, newest first, at most `limit` of them (the Clients tab groups them). */
export async function findAllPartnerQuotes(
  db: Kysely<Database>,
  options: { partnerId: number; limit: number; now: Date },
): Promise<PartnerQuoteSummary[]> {
  const rows = await partnerQuotes(db, options.partnerId)
    .select(summaryColumns)
    .orderBy('quotes.created_at', 'desc')
    .orderBy('quotes.id', 'desc')
    .limit(options.limit)
    .execute();
  return rows.map((row) => toSummary(row, options.now));
}

/**
 * Overview's figures (PARTNER-14, PARTNER-21 to PARTNER-24): quoted to clients over every quote, and its average; won
 * and the margin
 * only over quotes the client accepted or staff marked won, never one marked lost.
 */
export async function partnerQuoteTotals(db: Kysely<Database>, partnerId: number): Promise<PartnerQuoteList['totals']> {
  const won = sql<number>`case when (quotes.status = 'accepted' or quotes.outcome = 'won') and (quotes.outcome is null or quotes.outcome <> 'lost') then 1 else 0 end`;
  const client = sql<number>`coalesce(quotes.client_total_cents, quotes.total_cents)`;
  const row = await db
    .selectFrom('quotes')
    .select((eb) => [
      eb.fn.countAll<number>().as('n'),
      eb.fn.sum<number>(client).as('quoted'),
      eb.fn.sum<number>(won).as('won_count'),
      eb.fn.sum<number>(sql`${won} * ${client}`).as('won'),
      eb.fn.sum<number>(sql`${won} * (${client} - quotes.total_cents)`).as('margin'),
    ])
    .where('partner_id', '=', partnerId)
    .executeTakeFirstOrThrow();
  const count = Number(row.n);
  const quotedCents = Number(row.quoted ?? 0);
  return {
    count,
    quotedCents,
    // PARTNER-14: one rounding, half away from zero, as every amount (ADR 003).
    averageQuoteCents: count > 0 ? toSafeNumber(divideRounded(quotedCents, count)) : 0,
    wonCount: Number(row.won_count ?? 0),
    wonCents: Number(row.won ?? 0),
    marginOnWonCents: Number(row.margin ?? 0),
  };
}

/** The token of a quote the partner owns; anyone else's quote is as absent as a made-up id (ADR 007: 404). */
export async function findOwnedQuoteToken(
  db: Kysely<Database>,
  options: { partnerId: number; quoteId: number },
): Promise<string | undefined> {
  const row = await db
    .selectFrom('quotes')
    .select('token')
    .where('id', '=', options.quoteId)
    .where('partner_id', '=', options.partnerId)
    .executeTakeFirst();
  return row?.token;
}
