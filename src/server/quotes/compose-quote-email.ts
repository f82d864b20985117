import { formatDate } from '../../core/dates';
import { formatRand } from '../../core/money';
import type { BusinessDetails, QuoteView } from '../../core/quotes/quote-view';
import type { MailMessage } from '../mail/mail-message';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

const enZaDate = (iso: string) => formatDate(new Date(iso));

/** The quote e-mail: HTML and plain text, the PDF attached, and a link to the quote page. */
export function composeQuoteEmail(options: {
  quote: QuoteView;
  business: BusinessDetails;
  pdf: { bytes: Buffer; fileName: string };
  to: string;
  businessCopy: boolean;
}): MailMessage {
  const { quote, business } = options;
  const link = `${business.publicUrl}/quote/${quote.token}`;
  const total = formatRand(quote.totals.totalCents);
  const validUntil = enZaDate(quote.validUntil);
  const surfaces = quote.lines.map((line) => `${line.price.quantity} × ${line.woodName}: ${formatRand(line.price.lineTotalCents)}`);
  const greeting = options.businessCopy ? `Copy of quote ${quote.quoteNumber} sent to ${quote.leadInfo.fullName} <${quote.leadInfo.email}>.` : `Dear ${quote.leadInfo.fullName},`;
  const text = [
    greeting,
    '',
    `Thank you for configuring your solid wood surfaces with ${business.name}. Your quote ${quote.quoteNumber} is attached as a PDF.`,
    '',
    ...surfaces,
    `Total (VAT included): ${total}`,
    `Valid until: ${validUntil}`,
    'Delivery: 3 to 4 weeks from quote confirmation and payment.',
    '',
    `View or accept your quote online: ${link}`,
    '',
    business.name,
    `${business.email} · ${business.phone}`,
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:Helvetica,Arial,sans-serif;color:#2b2118;max-width:600px;margin:0 auto">
<div style="background:#111;color:#fff;padding:16px 20px;font-size:20px;font-weight:bold">${escapeHtml(business.name)}</div>
<div style="padding:20px">
<p>${escapeHtml(greeting)}</p>
<p>Thank you for configuring your solid wood surfaces with ${escapeHtml(business.name)}. Your quote <strong>${escapeHtml(quote.quoteNumber)}</strong> is attached as a PDF.</p>
<ul>${surfaces.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>
<p style="font-size:18px"><strong>Total (VAT included): ${escapeHtml(total)}</strong></p>
<p>Valid until ${escapeHtml(validUntil)}. Delivery 3 to 4 weeks from quote confirmation and payment.</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#7a4b22;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">View or accept your quote</a></p>
<p style="color:#6b5b4b;font-size:13px">${escapeHtml(business.name)} · ${escapeHtml(business.email)} · ${escapeHtml(business.phone)}</p>
</div></body></html>`;
  return {
    to: options.to,
    subject: `${options.businessCopy ? '[Copy] ' : ''}Your ${business.name} quote ${quote.quoteNumber}`,
    text,
    html,
    attachments: [{ fileName: options.pdf.fileName, contentType: 'application/pdf', contentBase64: options.pdf.bytes.toString('base64') }],
  };
}
