import type { FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import type { BusinessDetails } from '#core/quotes/quote-view';
import type { Database } from '../db/schema';
import { AppError } from '../errors';
import type { PdfLog } from '../pdf/pdf-log';
import { NO_LINES_ERROR, renderQuotePdf } from '../pdf/quote-pdf';
import { loadQuote } from './load-quote';
import { storedInsuranceBasisPoints } from './quote-repository';
import { woodImagesForPdf } from '../wood-images/wood-images-for-pdf';
import { findCachedPdf, quotePdfVersion, storeCachedPdf } from './quote-pdf-cache';

/**
 * The PDF of a stored quote, made on the server from the stored record (QUOTE-16), so
 * the download and the e-mail attachment are the same document.
 */
export async function makeQuotePdf(options: {
  db: Kysely<Database>;
  token: string;
  business: BusinessDetails;
  now: Date;
  log: PdfLog;
  /**
   * For an e-mail an anonymous request sends (ADR 040): of the text the requester typed only the
   * customer's name is printed (the e-mail address and phone number are checked formats), so
   * the company name is left out. Rendered afresh, so the cached download keeps it.
   */
  withoutTypedText?: boolean;
}) {
  const loaded = await loadQuote(options.db, options.token, options.now);
  const quoteId = Number(loaded.row.id);
  const { companyName: _companyName, ...leadInfo } = loaded.view.leadInfo;
  const stored = options.withoutTypedText ? { ...loaded.view, leadInfo } : loaded.view;
  // The PDF names the insurance rate, the one the quote was priced with (PRICE-13).
  const view = stored.insurance
    ? { ...stored, insuranceBasisPoints: await storedInsuranceBasisPoints(options.db, quoteId) }
    : stored;
  // Rendered once per version and served from the cache after: a PDF costs
  // tens of milliseconds of CPU, a cached one a read.
  const woodImages = await woodImagesForPdf(options.db, view.lines);
  const version = quotePdfVersion(view, options.business, woodImages.revision);
  const cached = options.withoutTypedText ? undefined : await findCachedPdf(options.db, quoteId, version);
  if (cached) return { quoteId, quote: view, ...cached };
  const result = await renderQuotePdf({
    quote: view,
    business: options.business,
    woodImage: woodImages.source,
    log: options.log,
  });
  if (!result.ok) {
    // QUOTE-21's refusal of a quote with no surfaces is the customer's to read; anything else is
    // our fault: a 500 whose cause is logged, not shown.
    if (result.error === NO_LINES_ERROR) throw new AppError('unprocessable', NO_LINES_ERROR);
    throw new AppError('internal', 'Something went wrong on our side. Please try again.', { detail: result.error });
  }
  if (!options.withoutTypedText)
    await storeCachedPdf(options.db, {
      quoteId,
      version,
      fileName: result.fileName,
      bytes: result.bytes,
      now: options.now,
    });
  return { quoteId, quote: view, bytes: result.bytes, fileName: result.fileName };
}

/** A quote's PDF as a download that is never cached (the customer's and the partner's PDF calls). */
export function sendPdfDownload(reply: FastifyReply, pdf: { fileName: string; bytes: Uint8Array }): FastifyReply {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${pdf.fileName}"`)
    .header('cache-control', 'no-store')
    .send(pdf.bytes);
}
