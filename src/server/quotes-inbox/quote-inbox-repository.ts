import { sql, type Kysely, type Transaction } from 'kysely';
import {
  INBOX_PAGE_SIZE,
  type InboxPage,
  type InboxQuery,
  type QuoteSketchEntry,
} from '#core/back-office/quotes-inbox';
import type { Database } from '../db/schema';
import { effectiveStatus } from '../quotes/quote-view-from-row';
import type { QuoteRow } from '../quotes/quote-repository';

/** `%`, `_` and the escape itself match literally in a search. */
const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
/** The end of a local day as an ISO instant bound; days are the workshop's (UTC+2, no daylight saving). */
const startOfDay = (day: string) => new Date(`${day}T00:00:00+02:00`).toISOString();
const endOfDay = (day: string) => new Date(new Date(`${day}T00:00:00+02:00`).getTime() + 86_400_000).toISOString();

function inboxQuery(db: Kysely<Database>, query: InboxQuery, now: Date) {
  const nowText = now.toISOString();
  let q = db
    .selectFrom('quotes')
    .innerJoin('leads', 'leads.id', 'quotes.lead_id')
    .leftJoin('partners', 'partners.id', 'quotes.partner_id');
  if (query.search) {
    const pattern = likePattern(query.search);
    q = q.where((eb) =>
      eb.or([
        eb(sql`lower(quotes.quote_number)`, 'like', sql`${pattern} escape '\\'`),
        eb(sql`lower(leads.full_name)`, 'like', sql`${pattern} escape '\\'`),
        eb(sql`lower(leads.email)`, 'like', sql`${pattern} escape '\\'`),
        eb(sql`lower(coalesce(leads.company_name, ''))`, 'like', sql`${pattern} escape '\\'`),
      ]),
    );
  }
  switch (query.status) {
    case undefined:
      break;
    case 'won':
    case 'lost':
      q = q.where('quotes.outcome', '=', query.status);
      break;
    case 'accepted':
      q = q.where('quotes.status', '=', 'accepted');
      break;
    case 'expired':
      q = q.where((eb) =>
        eb.or([
          eb('quotes.status', '=', 'expired'),
          eb.and([eb('quotes.status', 'in', ['draft', 'sent']), eb('quotes.valid_until', '<', nowText)]),
        ]),
      );
      break;
    case 'draft':
    case 'sent':
      q = q.where('quotes.status', '=', query.status).where('quotes.valid_until', '>=', nowText);
      break;
  }
  if (query.from) q = q.where('quotes.created_at', '>=', startOfDay(query.from));
  if (query.to) q = q.where('quotes.created_at', '<', endOfDay(query.to));
  return q;
}

/** One page of the quotes inbox, newest first, with the number of all that match. */
export async function listInboxQuotes(db: Kysely<Database>, query: InboxQuery, now: Date): Promise<InboxPage> {
  const [countRow, rows] = await Promise.all([
    inboxQuery(db, query, now)
      .select((eb) => eb.fn.countAll().as('count'))
      .executeTakeFirstOrThrow(),
    inboxQuery(db, query, now)
      .select([
        'quotes.id',
        'quotes.quote_number',
        'quotes.total_cents',
        'quotes.client_total_cents',
        'quotes.status',
        'quotes.outcome',
        'quotes.created_at',
        'quotes.valid_until',
        'leads.full_name',
        'leads.email',
        'leads.company_name',
        'partners.business_name as partner_name',
      ])
      .orderBy('quotes.created_at', 'desc')
      .orderBy('quotes.id', 'desc')
      .limit(INBOX_PAGE_SIZE)
      .offset((query.page - 1) * INBOX_PAGE_SIZE)
      .execute(),
  ]);
  return {
    quotes: rows.map((row) => ({
      id: Number(row.id),
      quoteNumber: row.quote_number,
      customerName: row.full_name,
      customerEmail: row.email,
      companyName: row.company_name,
      partnerName: row.partner_name,
      totalCents: Number(row.total_cents),
      clientTotalCents: Number(row.client_total_cents ?? row.total_cents),
      status: effectiveStatus(row, now),
      outcome: row.outcome,
      createdAt: row.created_at,
      validUntil: row.valid_until,
    })),
    total: Number(countRow.count),
    page: query.page,
    pageSize: INBOX_PAGE_SIZE,
  };
}

export async function findInboxQuote(
  db: Kysely<Database>,
  id: number,
): Promise<(QuoteRow & { partner_name: string | null }) | undefined> {
  return db
    .selectFrom('quotes')
    .innerJoin('leads', 'leads.id', 'quotes.lead_id')
    .leftJoin('partners', 'partners.id', 'quotes.partner_id')
    .selectAll('quotes')
    .select([
      'leads.full_name as lead_full_name',
      'leads.email as lead_email',
      'leads.phone as lead_phone',
      'leads.company_name as lead_company_name',
      'partners.business_name as partner_name',
    ])
    .where('quotes.id', '=', id)
    .executeTakeFirst();
}

export async function listQuoteSketches(db: Kysely<Database>, quoteId: number): Promise<QuoteSketchEntry[]> {
  const rows = await db
    .selectFrom('quote_sketches')
    .innerJoin('sketches', 'sketches.id', 'quote_sketches.sketch_id')
    .select(['sketches.id', 'sketches.file_name', 'sketches.mime_type', 'sketches.size_bytes'])
    .where('quote_sketches.quote_id', '=', quoteId)
    .orderBy('sketches.created_at')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    fileName: row.file_name,
    mimeType: row.mime_type,
    sizeBytes: Number(row.size_bytes),
  }));
}

/** A sketch's bytes, only through a quote it went with. */
export async function findQuoteSketch(db: Kysely<Database>, quoteId: number, sketchId: string) {
  return db
    .selectFrom('quote_sketches')
    .innerJoin('sketches', 'sketches.id', 'quote_sketches.sketch_id')
    .select(['sketches.file_name', 'sketches.mime_type', 'sketches.bytes'])
    .where('quote_sketches.quote_id', '=', quoteId)
    .where('quote_sketches.sketch_id', '=', sketchId)
    .executeTakeFirst();
}

export async function setQuoteOutcome(
  db: Kysely<Database> | Transaction<Database>,
  options: { id: number; outcome: 'won' | 'lost'; note: string | null; at: string },
): Promise<void> {
  await db
    .updateTable('quotes')
    .set({ outcome: options.outcome, outcome_note: options.note, outcome_at: options.at })
    .where('id', '=', options.id)
    .execute();
}
