import { formatRand } from '#core/money';
import { quoteLineSummary } from '#core/quotes/quote-line-title';
import type { BusinessDetails, QuoteLineView } from '#core/quotes/quote-view';
import type { Database } from '../db/schema';
import type { Kysely } from 'kysely';
import { enqueueMail } from '../mail/outbox-repository';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

export type WorkshopNoticeKind = 'new_quote' | 'quote_accepted';

/** The outbox keys of the workshop's notices, one per quote and kind, so a retry never sends two. */
export const workshopNoticeKey = (kind: WorkshopNoticeKind, quoteNumber: string) => `workshop-${kind === 'new_quote' ? 'new' : 'accepted'}:${quoteNumber}:`;

/**
 * Tells the workshop about every new quote and every acceptance (QUOTE-23), through the
 * outbox so a mail server that is down delays it but never loses it. `db` may be the
 * transaction that stores the quote, so the notice exists exactly when the quote does.
 */
export async function notifyWorkshop(
  db: Kysely<Database>,
  options: {
    kind: WorkshopNoticeKind;
    quote: { id: number; quoteNumber: string; customerName: string; customerEmail: string; customerPhone: string; totalCents: number; lines: QuoteLineView[] };
    business: BusinessDetails;
    now: Date;
  },
): Promise<void> {
  const { kind, quote, business } = options;
  const link = `${business.publicUrl}/admin/quotes/${quote.id}`;
  const headline =
    kind === 'new_quote'
      ? `New quote ${quote.quoteNumber}: ${formatRand(quote.totalCents)} for ${quote.customerName}`
      : `Quote ${quote.quoteNumber} accepted by ${quote.customerName}: ${formatRand(quote.totalCents)}`;
  const lines = [
    headline,
    '',
    `Customer: ${quote.customerName} <${quote.customerEmail}>, phone ${quote.customerPhone}`,
    // What was quoted, as the customer's e-mail and the PDF name it.
    `Surfaces (${quote.lines.length}):`,
    ...quote.lines.map(quoteLineSummary),
    `Total (VAT included): ${formatRand(quote.totalCents)}`,
    '',
    `Open it in the back office: ${link}`,
  ];
  await enqueueMail(db, {
    kind: kind === 'new_quote' ? 'workshop_new_quote' : 'workshop_quote_accepted',
    dedupeKey: workshopNoticeKey(kind, quote.quoteNumber),
    message: {
      to: business.email,
      subject: headline,
      text: lines.join('\n'),
      html: `<!doctype html><html><body style="font-family:Helvetica,Arial,sans-serif">${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}</body></html>`,
    },
    now: options.now,
  });
}
