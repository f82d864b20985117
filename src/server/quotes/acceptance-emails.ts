import { leadTimeText } from '#core/workshop/lead-time';
import type { Kysely, Transaction } from 'kysely';
import { formatRand } from '#core/money';
import { partnerPricingOf } from '#core/quotes/quote-response';
import type { BusinessDetails, QuoteView } from '#core/quotes/quote-view';
import type { Database } from '../db/schema';
import type { MailMessage } from '../mail/mail-message';
import { enqueueMail } from '../mail/outbox-repository';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

const message = (to: string, subject: string, lines: string[], replyTo?: string): MailMessage => ({
  to,
  ...(replyTo ? { replyTo } : {}),
  subject,
  text: lines.join('\n'),
  html: `<!doctype html><html><body style="font-family:Helvetica,Arial,sans-serif">${lines.map((line) => (line ? `<p>${escapeHtml(line)}</p>` : '')).join('')}</body></html>`,
});

/** The outbox keys of the acceptance e-mails, one per quote and recipient, so a retry never sends two. */
export const acceptanceEmailKey = (who: 'customer' | 'partner', quoteNumber: string) => `accepted-${who}:${quoteNumber}:`;

/**
 * The customer's confirmation of their acceptance: the quote number, the figure they accepted
 * (the client price, PARTNER-21 to PARTNER-24) and what happens next, from whoever quoted them.
 */
export function composeAcceptanceConfirmation(quote: QuoteView, business: BusinessDetails): MailMessage {
  const from = quote.partner?.businessName ?? business.name;
  const contact = quote.partner ? quote.partner.contact : { name: business.name, email: business.email, phone: business.phone };
  const lines = [
    `Thank you, ${quote.leadInfo.fullName}. You accepted quote ${quote.quoteNumber} from ${from}.`,
    `Accepted total (VAT included): ${formatRand(quote.totals.totalCents)}`,
    '',
    'What happens next:',
    `1. ${from} will contact you within two working days to confirm the measurements and the delivery date.`,
    `2. Once the details are confirmed, your order is made to measure in ${leadTimeText(quote.leadTime)}; you will hear when it is ready.`,
    ...(contact ? [`3. Questions in the meantime: ${contact.name}, ${contact.email}, ${contact.phone}.`] : []),
    '',
    `Your quote: ${business.publicUrl}/quote/${quote.token}`,
  ];
  return message(quote.leadInfo.email, `Quote ${quote.quoteNumber} accepted: what happens next`, lines, contact?.email);
}

/** The partner hears at once when their client accepts, with their margin (PARTNER-21 to PARTNER-24). */
export function composePartnerAcceptanceNotice(quote: QuoteView, business: BusinessDetails): MailMessage | undefined {
  const partnerEmail = quote.partner?.contact?.email;
  const figures = partnerPricingOf(quote);
  if (!partnerEmail || !figures) return undefined;
  const lines = [
    `${quote.leadInfo.fullName} accepted your quote ${quote.quoteNumber}.`,
    '',
    `Client price: ${formatRand(figures.clientTotalCents)}`,
    `Trade price: ${formatRand(figures.tradeTotalCents)}`,
    `Your margin: ${formatRand(figures.marginCents)} (${figures.marginPercentage}%)`,
    '',
    `Client: ${quote.leadInfo.fullName} <${quote.leadInfo.email}>, phone ${quote.leadInfo.phone}`,
    `${business.name} has been told and will confirm production with you.`,
    `Your dashboard: ${business.publicUrl}/professional/dashboard`,
  ];
  return message(partnerEmail, `Your client accepted quote ${quote.quoteNumber}`, lines, business.email);
}

/** Queued in the acceptance's transaction, so the e-mails exist exactly when the acceptance does. */
export async function queueAcceptanceEmails(
  db: Kysely<Database> | Transaction<Database>,
  options: { quote: QuoteView; business: BusinessDetails; now: Date },
): Promise<void> {
  const { quote, business, now } = options;
  await enqueueMail(db, {
    kind: 'quote_accepted_confirmation',
    dedupeKey: acceptanceEmailKey('customer', quote.quoteNumber),
    message: composeAcceptanceConfirmation(quote, business),
    now,
  });
  const notice = composePartnerAcceptanceNotice(quote, business);
  if (notice) await enqueueMail(db, { kind: 'partner_quote_accepted', dedupeKey: acceptanceEmailKey('partner', quote.quoteNumber), message: notice, now });
}
