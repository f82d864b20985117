import { leadTimeText } from '#core/workshop/lead-time';
import { formatDate } from '#core/dates';
import { formatRand } from '#core/money';
import { includedLabel, NO_CHARGE } from '#core/pricing/included-at-no-charge';
import { quoteLineSummary } from '#core/quotes/quote-line-title';
import type { BusinessDetails, QuoteView } from '#core/quotes/quote-view';
import type { MailMessage } from '../mail/mail-message';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

const enZaDate = (iso: string) => formatDate(new Date(iso));

/**
 * Whose quote the e-mail presents: the workshop's own, or a partner's white-label quote with
 * the partner's name and contacts at the top and the workshop named small as the maker (PARTNER-20).
 * So that the workshop's address is no spam relay, the opening lines are never text a visitor typed. A partner's business name is
 * not: it belongs to an account staff approved, so a partner's quote opens with it, not the workshop's.
 */
function emailBrand(quote: QuoteView, business: BusinessDetails) {
  const opening = (name: string) => `${name}: quote ${quote.quoteNumber}`;
  if (!quote.partner) {
    return {
      name: business.name,
      contacts: `${business.email} · ${business.phone}`,
      replyTo: business.email,
      logoUrl: undefined,
      maker: undefined,
      opening: opening(business.name),
      subject: `Your ${business.name} quote ${quote.quoteNumber}`,
      thanks: `Thank you for configuring your solid wood surfaces with ${business.name}.`,
      whyYouGotIt: `This quote was requested on ${business.publicUrl} for this e-mail address. If you did not ask for it, you can ignore this message.`,
    };
  }
  const { businessName, contact } = quote.partner;
  return {
    name: businessName,
    contacts: contact ? `${contact.name} · ${contact.email} · ${contact.phone}` : '',
    // The partner deals with their client (PARTNER-07: direct client communication): a reply reaches them.
    replyTo: contact?.email,
    logoUrl: quote.partner.logo ? `${business.publicUrl}/api/quotes/${quote.token}/logo` : undefined,
    maker: `Made to order by ${business.name}`,
    opening: opening(businessName),
    // The client asked the partner, not the configurator (PARTNER-20): the message is the partner's quote to them.
    subject: `Your quote from ${businessName}: ${quote.quoteNumber}`,
    thanks: `Here is your quote from ${businessName} for solid wood surfaces made to your measurements.`,
    whyYouGotIt: `${businessName} prepared this quote for this e-mail address. If you did not expect it, you can ignore this message.`,
  };
}

/** The quote e-mail: HTML and plain text, the PDF attached, and a link to the quote page. */
export function composeQuoteEmail(options: {
  quote: QuoteView;
  business: BusinessDetails;
  pdf: { bytes: Buffer; fileName: string };
  to: string;
  businessCopy: boolean;
  /** Whom to greet, when not the customer on record (a partner names their client). */
  greetingName?: string;
}): MailMessage {
  const { quote, business } = options;
  const brand = emailBrand(quote, business);
  const link = `${business.publicUrl}/quote/${quote.token}`;
  const total = formatRand(quote.totals.totalCents);
  const validUntil = enZaDate(quote.validUntil);
  // The PDF's item title: the surface type as well as the wood.
  // PRICE-09: the free edge profiling reads as in the PDF, included at no charge with its worth.
  const surfaces = quote.lines.map((line) => ({
    summary: quoteLineSummary(line),
    included: line.price.components
      .filter((component) => component.isSavings && component.cents > 0)
      .map((component) => `${includedLabel(component)}: ${NO_CHARGE}`),
  }));
  const discount = quote.totals.discountCents > 0 ? `Partner discount: -${formatRand(quote.totals.discountCents)}` : undefined;
  // The workshop's copy is what it calls the customer back from, so it carries the phone number.
  const greeting = options.businessCopy
    ? `Copy of quote ${quote.quoteNumber} sent to ${quote.leadInfo.fullName} <${quote.leadInfo.email}>, phone ${quote.leadInfo.phone}.`
    : `Dear ${options.greetingName ?? quote.leadInfo.fullName},`;
  // No spam relay: the opening lines are the sender's own words, never text a visitor typed,
  // so the message cannot be made to open as someone else's.
  const { opening, whyYouGotIt } = brand;
  // The message opens with the quote itself (its number, total and validity: the sender's own
  // words and figures); why it came to this address closes it, where it no longer hides the quote
  // in a phone's preview line (QUOTE-24).
  const headline = `Total (VAT included): ${total}, valid until ${validUntil}.`;
  const text = [
    opening,
    headline,
    '',
    greeting,
    '',
    `${brand.thanks} Your quote ${quote.quoteNumber} is attached as a PDF.`,
    '',
    ...surfaces.flatMap(({ summary, included }) => [summary, ...included.map((text) => `  ${text}`)]),
    ...(discount ? [discount] : []),
    `Total (VAT included): ${total}`,
    `Valid until: ${validUntil}`,
    `Delivery: ${leadTimeText(quote.leadTime)} from quote confirmation and payment.`,
    '',
    `View or accept your quote online: ${link}`,
    '',
    brand.name,
    ...(brand.contacts ? [brand.contacts] : []),
    ...(brand.maker ? ['', brand.maker] : []),
    '',
    whyYouGotIt,
  ].join('\n');
  const logo = brand.logoUrl
    ? `<img src="${escapeHtml(brand.logoUrl)}" alt="" height="40" style="height:40px;vertical-align:middle;margin-right:12px;background:#fff;padding:4px;border-radius:4px">`
    : '';
  // A phone shows the message at its own width (viewport, fluid width) with text it can read
  // without zooming: 16 px body, nothing under 13 px.
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="x-apple-disable-message-reformatting"><title>${escapeHtml(brand.subject)}</title></head>
<body style="margin:0;padding:0;background:#f6f1ea;-webkit-text-size-adjust:100%;text-size-adjust:100%">
<div style="width:100%;max-width:600px;margin:0 auto;background:#fff;font-family:Helvetica,Arial,sans-serif;color:#2b2118;font-size:16px;line-height:1.5">
<div style="background:#111;color:#fff;padding:16px 20px;font-size:20px;font-weight:bold;word-wrap:break-word">${logo}${escapeHtml(brand.name)}</div>
<div style="padding:20px">
<p style="margin:0 0 4px;color:#6b5b4b;font-size:14px">${escapeHtml(opening)}</p>
<p style="margin:0 0 16px;font-size:20px"><strong>Total (VAT included): ${escapeHtml(total)}</strong><br><span style="font-size:15px;color:#4a3b2e">Valid until ${escapeHtml(validUntil)}</span></p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#7a4b22;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;font-size:16px;font-weight:bold">View or accept your quote</a></p>
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(brand.thanks)} Your quote <strong>${escapeHtml(quote.quoteNumber)}</strong> is attached as a PDF.</p>
<ul style="padding-left:20px">${surfaces.map(({ summary, included }) => `<li>${escapeHtml(summary)}${included.map((text) => `<br><span style="color:#2f6338">${escapeHtml(text)}</span>`).join('')}</li>`).join('')}</ul>
${discount ? `<p style="color:#15803d">${escapeHtml(discount)}</p>` : ''}
<p style="font-size:18px"><strong>Total (VAT included): ${escapeHtml(total)}</strong></p>
<p>Valid until ${escapeHtml(validUntil)}. Delivery ${escapeHtml(leadTimeText(quote.leadTime))} from quote confirmation and payment.</p>
<p style="word-break:break-all;font-size:14px">Or open <a href="${escapeHtml(link)}" style="color:#7a4b22">${escapeHtml(link)}</a></p>
<p style="color:#6b5b4b;font-size:14px">${escapeHtml([brand.name, brand.contacts].filter(Boolean).join(' · '))}</p>
${brand.maker ? `<p style="color:#6b5b4b;font-size:13px">${escapeHtml(brand.maker)}</p>` : ''}
<p style="color:#6b5b4b;font-size:13px;border-top:1px solid #e7ddd0;padding-top:12px">${escapeHtml(whyYouGotIt)}</p>
</div></div></body></html>`;
  return {
    to: options.to,
    // The customer's reply goes to whoever quoted; the copy is already theirs.
    ...(!options.businessCopy && brand.replyTo ? { replyTo: brand.replyTo } : {}),
    subject: `${options.businessCopy ? '[Copy] ' : ''}${brand.subject}`,
    text,
    html,
    attachments: [{ fileName: options.pdf.fileName, contentType: 'application/pdf', contentBase64: options.pdf.bytes.toString('base64') }],
  };
}
