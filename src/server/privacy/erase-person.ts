import type { Kysely } from 'kysely';
import { isRealLeadEmail } from '#core/analytics/real-lead-email';
import type { ErasureReport, PersonFound } from '#core/privacy/privacy-schemas';
import { reclaimErasedBytes } from '../db/reclaim-erased-bytes';
import type { Database } from '../db/schema';
import { emlFilesOf } from '../mail/eml-file-transport';
import {
  anonymiseLead,
  clearQuoteNotes,
  deleteCachedPdfs,
  deleteSketches,
  findLeadIdsByEmail,
  findMailAbout,
  findQuotesOfLeads,
  findSketchIdsOfQuotes,
  logErasure,
  redactMail,
  retireQuoteLinks,
} from './erasure-repository';
import { keepInvoicesOfErasedRecipient } from '../invoicing/invoice-repository';
import { shredFiles } from './shred-files';

/** The tables an erasure deletes from or rewrites, whose freed space is reclaimed after it (ADR 041). */
const ERASED_TABLES = [
  'leads',
  'quotes',
  'quote_pdfs',
  'quote_history',
  'sketches',
  'quote_sketches',
  'outbox',
  'invoices',
] as const;

/**
 * A customer's right to be forgotten (POPIA; STAFF-10), in one transaction: their
 * leads lose every personal field, their quotes keep number, prices and totals for the books
 * but their links stop working and staff's notes on them go, their sketches and cached PDFs are
 * deleted and their e-mails' content redacted. Their tax invoices keep the name and address the
 * law requires until it no longer does (ADR 051). Counts and day summaries stay as they were.
 * Once it is committed, the e-mails' .eml copies in the data folder are shredded and the
 * database gives up the old bytes (ADR 041). The log says who, when and which record ids,
 * never what was erased.
 */
export async function erasePerson({
  db,
  dataDir,
  email,
  staffId,
  now,
}: {
  db: Kysely<Database>;
  /** Where the outbox writes its .eml files (OPS-12). */
  dataDir: string;
  email: string;
  staffId: number;
  now: Date;
}): Promise<ErasureReport & { erasureId: number | null }> {
  const erased = await db.transaction().execute(async (trx) => {
    const leadIds = await findLeadIdsByEmail(trx, email);
    const quotes = await findQuotesOfLeads(trx, leadIds);
    const quoteIds = quotes.map((quote) => quote.id);
    const sketchIds = await findSketchIdsOfQuotes(trx, quoteIds);
    const outboxIds = await findMailAbout(trx, { email, quoteNumbers: quotes.map((quote) => quote.quoteNumber) });
    const counts = {
      leads: leadIds.length,
      quotes: quoteIds.length,
      sketches: sketchIds.length,
      emails: outboxIds.length,
    };
    if (leadIds.length === 0 && outboxIds.length === 0)
      return {
        ...counts,
        quotePdfs: 0,
        notes: 0,
        invoicesKept: 0,
        invoicesKeptUntil: null,
        outboxIds,
        erasureId: null,
      };

    for (const leadId of leadIds) await anonymiseLead(trx, { leadId, wasRealEmail: isRealLeadEmail(email) });
    await retireQuoteLinks(trx, quoteIds);
    const invoices = await keepInvoicesOfErasedRecipient(trx, quoteIds);
    const notes = await clearQuoteNotes(trx, quoteIds);
    const quotePdfs = await deleteCachedPdfs(trx, quoteIds);
    await deleteSketches(trx, { sketchIds, quoteIds });
    await redactMail(trx, { outboxIds, now });
    const erasureId = await logErasure(trx, {
      staffId,
      now,
      records: { leads: leadIds, quotes: quoteIds, sketches: sketchIds, outbox: outboxIds },
    });
    return {
      ...counts,
      quotePdfs,
      notes,
      invoicesKept: invoices.kept,
      invoicesKeptUntil: invoices.keptUntil,
      outboxIds,
      erasureId,
    };
  });
  const { outboxIds, ...report } = erased;
  // Files cannot roll back with the transaction, so they go once it is committed.
  const emailFiles = await shredFiles(await emlFilesOf(dataDir, outboxIds));
  const storageReclaimed = report.erasureId === null ? true : await reclaimErasedBytes(db, ERASED_TABLES);
  return { ...report, emailFiles, storageReclaimed };
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
