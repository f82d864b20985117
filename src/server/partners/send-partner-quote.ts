import type { Kysely } from 'kysely';
import type { BusinessDetails } from '#core/quotes/quote-view';
import type { Database } from '../db/schema';
import { AppError } from '../errors';
import { emailQuote } from '../quotes/email-quote';
import { findOwnedQuoteToken } from './partner-quote-repository';
import type { QuoteEmailQueued } from '#core/quotes/quote-response-schema';
import type { PartnerQuoteEmailPreview } from '#core/partner-area/partner-area-schemas';
import { quoteMoney } from '#core/quotes/money-summary';
import { composeQuoteEmail } from '../quotes/compose-quote-email';
import { makeQuotePdf } from '../quotes/make-quote-pdf';
import type { PdfLog } from '../pdf/pdf-log';

/**
 * PARTNER-16, POST /api/professional/send-quote: e-mails a quote the partner owns to the client
 * they name, through the outbox and within the customers' limit of 5 a day per quote.
 */
export async function sendPartnerQuote(options: {
  db: Kysely<Database>;
  partnerId: number;
  quoteId: number;
  client: { email: string; name: string };
  business: BusinessDetails;
  perRecipientPerDay: number;
  now: Date;
  log: PdfLog;
}): Promise<QuoteEmailQueued> {
  const token = await findOwnedQuoteToken(options.db, { partnerId: options.partnerId, quoteId: options.quoteId });
  if (!token) throw new AppError('not_found', 'Quote not found');
  return emailQuote({
    db: options.db,
    token,
    sendBusinessCopy: false,
    // Every click is a message of its own: a partner may send one quote to two people.
    requestId: `partner-${options.now.getTime()}`,
    recipient: options.client,
    business: options.business,
    perRecipientPerDay: options.perRecipientPerDay,
    // A signed-in partner's send is the workshop's lane (ADR 040), held to MAIL_HOURLY_CEILING.
    lane: 'workshop',
    now: options.now,
    log: options.log,
  });
}

/**
 * POST /api/professional/send-quote/preview: the message `sendPartnerQuote` would queue for the
 * same client, composed by the same function from the same PDF, so what the partner confirms is
 * what the client gets (PARTNER-16). Nothing is queued or marked sent.
 */
export async function previewPartnerQuote(options: {
  db: Kysely<Database>;
  partnerId: number;
  quoteId: number;
  client: { email: string; name: string };
  business: BusinessDetails;
  now: Date;
  log: PdfLog;
}): Promise<PartnerQuoteEmailPreview> {
  const token = await findOwnedQuoteToken(options.db, { partnerId: options.partnerId, quoteId: options.quoteId });
  if (!token) throw new AppError('not_found', 'Quote not found');
  const pdf = await makeQuotePdf({
    db: options.db,
    token,
    business: options.business,
    now: options.now,
    log: options.log,
  });
  if (pdf.quote.status === 'expired')
    throw new AppError('conflict', 'This quote has expired. Please make a new quote for your client.');
  const message = composeQuoteEmail({
    quote: pdf.quote,
    business: options.business,
    pdf,
    to: options.client.email,
    businessCopy: false,
    greetingName: options.client.name,
  });
  const lines = message.text.split('\n');
  const linkAt = lines.findIndex((line) => line.startsWith('View or accept your quote online'));
  const { subtotalCents, shippingCents, insuranceCents, discountCents, totalCents, vatCents } = pdf.quote.totals;
  return {
    to: message.to,
    subject: message.subject,
    lines: linkAt < 0 ? lines : lines.slice(0, linkAt + 1),
    // The PDF's own rows, so the preview adds up as the attachment does.
    attachment: {
      fileName: pdf.fileName,
      subtotalCents,
      shippingCents,
      insuranceCents,
      discountCents,
      totalCents,
      vatCents,
      rows: quoteMoney(pdf.quote).rows,
    },
  };
}
