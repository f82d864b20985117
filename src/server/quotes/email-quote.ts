import type { Kysely } from 'kysely';
import type { BusinessDetails } from '#core/quotes/quote-view';
import type { Database } from '../db/schema';
import { AppError } from '../errors';
import type { MailLane } from '../mail/mail-lanes';
import { countMailSince, countMailTo, enqueueMail } from '../mail/outbox-repository';
import { markQuoteSent } from './accept-quote';
import { composeQuoteEmail } from './compose-quote-email';
import { makeQuotePdf } from './make-quote-pdf';
import type { QuoteEmailQueued } from '#core/quotes/quote-response-schema';
import type { PdfLog } from '../pdf/pdf-log';

/** Anyone holding a quote's link can ask for it by e-mail; this many a day reach the customer. */
export const QUOTE_EMAILS_PER_DAY = 5;
const DAY_MS = 86_400_000;

/** The outbox keys of a quote's e-mails to the customer and the business copy. */
export const quoteEmailKeyPrefix = (quoteNumber: string, businessCopy: boolean) =>
  `${businessCopy ? 'quote-copy' : 'quote'}:${quoteNumber}:`;

/**
 * Queues the quote e-mail to the customer on record, and a copy to the business when asked
 * (QUOTE-22). The recipient is never taken from the browser. Going through the outbox means
 * a mail server that is down delays the message but never loses it; the request id makes
 * a retried click a no-op.
 */
export async function emailQuote(options: {
  db: Kysely<Database>;
  token: string;
  sendBusinessCopy: boolean;
  requestId: string | undefined;
  /** A partner sends their quote to the client they name (PARTNER-16); customers get it at the address on record. */
  recipient?: { email: string; name: string };
  business: BusinessDetails;
  /** Quote e-mails one address may get in 24 hours, across all quotes, so the workshop's address is no spam relay. */
  perRecipientPerDay: number;
  /**
   * `anonymous` when no one signed in asked (ADR 040): sent after the workshop's own mail, and
   * carrying no text the requester typed but the customer's name, so the attached PDF leaves
   * the company name out.
   */
  lane: MailLane;
  now: Date;
  log: PdfLog;
}): Promise<QuoteEmailQueued> {
  const { db, business, now, lane } = options;
  const anonymous = lane === 'anonymous';
  const pdf = await makeQuotePdf({
    db,
    token: options.token,
    business,
    now,
    log: options.log,
    withoutTypedText: anonymous,
  });
  if (pdf.quote.status === 'expired')
    throw new AppError('conflict', 'This quote has expired. Please ask us for a new quote.');
  const keyPrefix = (businessCopy: boolean) => quoteEmailKeyPrefix(pdf.quote.quoteNumber, businessCopy);
  const sentToday = await countMailSince(db, {
    dedupeKeyPrefix: keyPrefix(false),
    since: new Date(now.getTime() - DAY_MS),
  });
  if (sentToday >= QUOTE_EMAILS_PER_DAY) {
    throw new AppError(
      'rate_limited',
      'This quote has already been e-mailed several times today. Please check your inbox and spam folder, or download the PDF.',
    );
  }
  // The cap is on the address the message goes to: a partner may name someone other than the lead.
  const to = options.recipient?.email ?? pdf.quote.leadInfo.email;
  const toCustomer = await countMailTo(db, { recipient: to, since: new Date(now.getTime() - DAY_MS) });
  if (toCustomer >= options.perRecipientPerDay) {
    throw new AppError(
      'rate_limited',
      'This e-mail address has been sent several quotes today. Please check your inbox and spam folder, or download the PDF.',
    );
  }
  const attempt = options.requestId ?? now.toISOString().slice(0, 16);
  const recipients = [{ to, businessCopy: false }];
  // A partner's copy goes to the partner, who deals with their client (white label), not to the workshop.
  if (options.sendBusinessCopy)
    recipients.push({ to: pdf.quote.partner?.contact?.email ?? business.email, businessCopy: true });
  let queued = 0;
  for (const recipient of recipients) {
    const { created } = await enqueueMail(db, {
      kind: recipient.businessCopy ? 'quote_business_copy' : 'quote',
      dedupeKey: `${keyPrefix(recipient.businessCopy)}${attempt}`,
      message: composeQuoteEmail({
        quote: pdf.quote,
        business,
        pdf,
        to: recipient.to,
        businessCopy: recipient.businessCopy,
        greetingName: options.recipient?.name,
      }),
      countsForRecipient: !recipient.businessCopy,
      lane,
      now,
    });
    if (created) queued += 1;
  }
  await markQuoteSent(db, pdf.quoteId);
  // A retried click finds its messages queued already: nothing new, and it says so.
  return { quoteNumber: pdf.quote.quoteNumber, queued };
}
