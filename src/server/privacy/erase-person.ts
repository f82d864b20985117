import type { Kysely } from 'kysely';
import { isRealLeadEmail } from '#core/analytics/real-lead-email';
import type { ErasureCounts, PersonFound } from '#core/privacy/privacy-schemas';
import type { Database } from '../db/schema';
import {
  anonymiseLead,
  deleteSketches,
  findLeadIdsByEmail,
  findMailAbout,
  findQuotesOfLeads,
  findSketchIdsOfQuotes,
  logErasure,
  redactMail,
  retireQuoteLinks,
} from './erasure-repository';

/**
 * A customer's right to be forgotten (POPIA; STAFF-10), in one transaction: their
 * leads lose every personal field, their quotes keep number, prices and totals for the books
 * but their links stop working, their sketches are deleted and their e-mails' content
 * redacted. Counts and day summaries stay as they were. The log says who, when and which
 * record ids, never what was erased.
 */
export async function erasePerson({
  db,
  email,
  staffId,
  now,
}: {
  db: Kysely<Database>;
  email: string;
  staffId: number;
  now: Date;
}): Promise<ErasureCounts & { erasureId: number | null }> {
  return db.transaction().execute(async (trx) => {
    const leadIds = await findLeadIdsByEmail(trx, email);
    const quotes = await findQuotesOfLeads(trx, leadIds);
    const quoteIds = quotes.map((quote) => quote.id);
    const sketchIds = await findSketchIdsOfQuotes(trx, quoteIds);
    const outboxIds = await findMailAbout(trx, { email, quoteNumbers: quotes.map((quote) => quote.quoteNumber) });
    const counts = { leads: leadIds.length, quotes: quoteIds.length, sketches: sketchIds.length, emails: outboxIds.length };
    if (leadIds.length === 0 && outboxIds.length === 0) return { ...counts, erasureId: null };

    for (const leadId of leadIds) await anonymiseLead(trx, { leadId, wasRealEmail: isRealLeadEmail(email) });
    await retireQuoteLinks(trx, quoteIds);
    await deleteSketches(trx, { sketchIds, quoteIds });
    await redactMail(trx, { outboxIds, now });
    const erasureId = await logErasure(trx, { staffId, now, records: { leads: leadIds, quotes: quoteIds, sketches: sketchIds, outbox: outboxIds } });
    return { ...counts, erasureId };
  });
}

/** What an erasure would touch, so staff can check they found the right person first. */
export async function findPerson({ db, email }: { db: Kysely<Database>; email: string }): Promise<PersonFound> {
  const leadIds = await findLeadIdsByEmail(db, email);
  const quotes = await findQuotesOfLeads(db, leadIds);
  const sketchIds = await findSketchIdsOfQuotes(
    db,
    quotes.map((quote) => quote.id),
  );
  const outboxIds = await findMailAbout(db, { email, quoteNumbers: quotes.map((quote) => quote.quoteNumber) });
  return {
    leads: leadIds.length,
    quotes: quotes.length,
    sketches: sketchIds.length,
    emails: outboxIds.length,
    quoteNumbers: quotes.map((quote) => quote.quoteNumber),
  };
}
