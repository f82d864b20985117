import { leadTimePromise } from '#core/workshop/lead-time';
import { formatDate } from '#core/dates';
import { includedLabel, NO_CHARGE } from '#core/pricing/included-at-no-charge';
import { quoteMoney } from '#core/quotes/money-summary';
import { quoteLineSummary } from '#core/quotes/quote-line-title';
import type { BusinessDetails, QuoteView } from '#core/quotes/quote-view';
import { Fragment } from 'react';
import type { MailMessage } from '../mail/mail-message';
import {
  Button,
  Email,
  emailMessage,
  Headline,
  Lines,
  Link,
  List,
  Money,
  Paragraph,
  Rows,
  Text,
} from '../mail/email-kit/email-kit';

const enZaDate = (iso: string) => formatDate(new Date(iso));

/**
 * Whose quote the e-mail presents: the workshop's own, or a partner's white-label quote (PARTNER-20): from the
 * partner's business name (at the workshop's address), the partner's name and contacts at the top, the partner
 * named as the maker, and the workshop named nowhere.
 * So that the workshop's address is no spam relay, the opening lines are never text a visitor typed. A partner's
 * business name is
 * not: it belongs to an account staff approved, so a partner's quote opens with it, not the workshop's.
 */
function emailBrand(quote: QuoteView, business: BusinessDetails) {
  const opening = (name: string) => `${name}: quote ${quote.quoteNumber}`;
  if (!quote.partner) {
    return {
      name: business.name,
      contacts: `${business.email} · ${business.phone}`,
      replyTo: business.email,
      fromName: undefined,
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
    fromName: businessName,
    logoUrl: quote.partner.logo ? `${business.publicUrl}/api/quotes/${quote.token}/logo` : undefined,
    maker: `Made to order by ${businessName}`,
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
  const money = quoteMoney(quote);
  const total = money.total.cents;
  const validUntil = enZaDate(quote.validUntil);
  // The workshop's copy is what it calls the customer back from, so it carries the phone number.
  const greeting = options.businessCopy
    ? `Copy of quote ${quote.quoteNumber} sent to ${quote.leadInfo.fullName} <${quote.leadInfo.email}>, phone ${quote.leadInfo.phone}.`
    : `Dear ${options.greetingName ?? quote.leadInfo.fullName},`;
  const subject = `${options.businessCopy ? '[Copy] ' : ''}${brand.subject}`;
  // No spam relay: the opening lines are the sender's own words, never text a visitor typed,
  // so the message cannot be made to open as someone else's. The message opens with the quote
  // itself (its number, total and validity: the sender's own words and figures); why it came to
  // this address closes it, where it no longer hides the quote in a phone's preview line (QUOTE-24).
  return emailMessage(
    {
      to: options.to,
      // The client's copy comes from whoever quoted; the workshop's copy from the workshop, as always.
      fromName: options.businessCopy ? undefined : brand.fromName,
      // The customer's reply goes to whoever quoted; the copy is already theirs.
      replyTo: options.businessCopy ? undefined : brand.replyTo,
      subject,
      attachments: [
        {
          fileName: options.pdf.fileName,
          contentType: 'application/pdf',
          contentBase64: options.pdf.bytes.toString('base64'),
        },
      ],
    },
    <Email title={subject} band={{ name: brand.name, logoUrl: brand.logoUrl }}>
      <Headline kicker={brand.opening}>
        <strong>
          Total (VAT included): <Money cents={total} />
        </strong>
        , valid until {validUntil}.
      </Headline>
      {/* The text part carries the same link, in words, after the quote's lines. */}
      <Button href={link} inText={false}>
        View or accept your quote
      </Button>
      <Paragraph>{greeting}</Paragraph>
      <Paragraph>
        {brand.thanks} Your quote <strong>{quote.quoteNumber}</strong> is attached as a PDF.
      </Paragraph>
      <List
        items={quote.lines.map((line) => (
          // The PDF's item title: the surface type as well as the wood.
          <>
            {quoteLineSummary(line)}
            {line.price.components
              // PRICE-09: the free edge profiling reads as in the PDF, included at no charge with its worth.
              .filter((component) => component.isSavings && component.cents > 0)
              .map((component) => (
                <Fragment key={component.key}>
                  <br />
                  <Text tone="good">
                    {includedLabel(component)}: {NO_CHARGE}
                  </Text>
                </Fragment>
              ))}
          </>
        ))}
      />
      {/* The PDF's rows, which add up to the total (PRICE-13): shipping and insurance as well as the lines. */}
      <Rows
        rows={money.rows.map(
          (row) => [row.label, row.kind === 'discount' ? <Text tone="good">{row.amount}</Text> : row.amount] as const,
        )}
      />
      <Lines>
        <Text tone="large">
          <strong>
            {money.total.label}: {money.total.amount}
          </strong>
        </Text>
        {money.vat.text}
        {`Valid until: ${validUntil}`}
        {`Delivery: ${leadTimePromise(quote.leadTime)}.`}
      </Lines>
      <Paragraph>
        View or accept your quote online: <Link href={link} />
      </Paragraph>
      <Lines tone="muted">
        {brand.name}
        {brand.contacts || null}
      </Lines>
      {brand.maker ? <Paragraph tone="fine">{brand.maker}</Paragraph> : null}
      <Paragraph tone="fine" ruleAbove>
        {brand.whyYouGotIt}
      </Paragraph>
    </Email>,
  );
}
