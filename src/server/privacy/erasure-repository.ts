import { randomBytes } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import { erasedLeadEmail } from '#core/privacy/erased-address';
import type { Database } from '../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

/** A LIKE pattern that matches `text` literally anywhere (`!` escapes the wildcards). */
const containsPattern = (text: string) => `%${text.toLowerCase().replace(/[!%_]/g, (char) => `!${char}`)}%`;

export async function findLeadIdsByEmail(db: Db, email: string): Promise<number[]> {
  const rows = await db
    .selectFrom('leads')
    .select('id')
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .orderBy('id')
    .execute();
  return rows.map((row) => Number(row.id));
}

export async function findQuotesOfLeads(
  db: Db,
  leadIds: readonly number[],
): Promise<{ id: number; quoteNumber: string }[]> {
  if (leadIds.length === 0) return [];
  const rows = await db
    .selectFrom('quotes')
    .select(['id', 'quote_number'])
    .where('lead_id', 'in', leadIds)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ id: Number(row.id), quoteNumber: row.quote_number }));
}

export async function findSketchIdsOfQuotes(db: Db, quoteIds: readonly number[]): Promise<string[]> {
  if (quoteIds.length === 0) return [];
  const linked = await db.selectFrom('quote_sketches').select('sketch_id').where('quote_id', 'in', quoteIds).execute();
  const legacy = await db.selectFrom('sketches').select('id').where('quote_id', 'in', quoteIds).execute();
  return [...new Set([...linked.map((row) => row.sketch_id), ...legacy.map((row) => row.id)])].sort();
}

/** Outbox rows that carry the person: addressed to them, or about one of their quotes. */
export async function findMailAbout(
  db: Db,
  { email, quoteNumbers }: { email: string; quoteNumbers: readonly string[] },
): Promise<number[]> {
  const needles = [email, ...quoteNumbers];
  const rows = await db
    .selectFrom('outbox')
    .select('id')
    .where((eb) =>
      eb.or(
        needles.map((needle) =>
          eb(sql<string>`lower(payload_json)`, 'like', sql<string>`${containsPattern(needle)} escape '!'`),
        ),
      ),
    )
    .orderBy('id')
    .execute();
  return rows.map((row) => Number(row.id));
}

/**
 * The lead keeps its row (quotes and counts point at it) but loses every personal field. Its
 * stand-in address stays a "real" or a "placeholder" one as the original was, so a day's
 * real-lead count comes out the same when the day is summarised again.
 */
export async function anonymiseLead(
  db: Db,
  { leadId, wasRealEmail }: { leadId: number; wasRealEmail: boolean },
): Promise<void> {
  await db
    .updateTable('leads')
    .set({
      full_name: 'Erased',
      email: erasedLeadEmail(leadId, wasRealEmail),
      phone: '',
      company_name: null,
    })
    .where('id', '=', leadId)
    .execute();
}

/**
 * A fresh secret token nobody was given: the customer's old link to the quote stops working. The
 * billing address and VAT number they gave on accepting go too (ADR 047).
 */
export async function retireQuoteLinks(db: Db, quoteIds: readonly number[]): Promise<void> {
  for (const id of quoteIds)
    await db
      .updateTable('quotes')
      .set({ token: randomBytes(32).toString('base64url'), billing_address: null, billing_vat_number: null })
      .where('id', '=', id)
      .execute();
}

export async function deleteSketches(
  db: Db,
  { sketchIds, quoteIds }: { sketchIds: readonly string[]; quoteIds: readonly number[] },
): Promise<void> {
  if (quoteIds.length > 0) await db.deleteFrom('quote_sketches').where('quote_id', 'in', quoteIds).execute();
  if (sketchIds.length > 0) {
    await db.deleteFrom('quote_sketches').where('sketch_id', 'in', sketchIds).execute();
    await db.deleteFrom('sketches').where('id', 'in', sketchIds).execute();
  }
}

/** The quote PDFs cached for these quotes (they print the name, company, phone and e-mail); how many went. */
export async function deleteCachedPdfs(db: Db, quoteIds: readonly number[]): Promise<number> {
  if (quoteIds.length === 0) return 0;
  const result = await db.deleteFrom('quote_pdfs').where('quote_id', 'in', quoteIds).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Staff's notes on these quotes (the outcome's note and the history's), which are free text
 * about the customer and often name them; the outcome itself stays for the figures (ANALYTICS-09).
 */
export async function clearQuoteNotes(db: Db, quoteIds: readonly number[]): Promise<number> {
  if (quoteIds.length === 0) return 0;
  const outcomes = await db
    .updateTable('quotes')
    .set({ outcome_note: null })
    .where('id', 'in', quoteIds)
    .where('outcome_note', 'is not', null)
    .executeTakeFirst();
  const history = await db
    .updateTable('quote_history')
    .set({ note: null })
    .where('quote_id', 'in', quoteIds)
    .where('note', 'is not', null)
    .executeTakeFirst();
  return Number(outcomes.numUpdatedRows) + Number(history.numUpdatedRows);
}

/**
 * A message's personal content goes; the row stays (its dedupe key keeps a quote e-mail from
 * being sent again). One not yet sent never will be.
 */
export async function redactMail(
  db: Db,
  { outboxIds, now }: { outboxIds: readonly number[]; now: Date },
): Promise<void> {
  if (outboxIds.length === 0) return;
  const payload = JSON.stringify({
    to: 'erased@erased.invalid',
    subject: 'Erased on request (POPIA)',
    text: '',
    html: '',
  });
  await db
    .updateTable('outbox')
    .set({ payload_json: payload, last_error: null, recipient: null })
    .where('id', 'in', outboxIds)
    .execute();
  await db
    .updateTable('outbox')
    .set({ status: 'failed', last_error: `Erased on request (POPIA) ${now.toISOString()}`, locked_until: null })
    .where('id', 'in', outboxIds)
    .where('status', 'in', ['pending', 'sending'])
    .execute();
}

export async function logErasure(
  db: Db,
  entry: { staffId: number; now: Date; records: Record<string, readonly (number | string)[]> },
): Promise<number> {
  const row = await db
    .insertInto('privacy_erasures')
    .values({
      erased_at: entry.now.toISOString(),
      staff_user_id: entry.staffId,
      records_json: JSON.stringify(entry.records),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}
