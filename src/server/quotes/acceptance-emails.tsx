import { leadTimeText } from '#core/workshop/lead-time';
import type { Kysely, Transaction } from 'kysely';
import { partnerPricingOf } from '#core/quotes/quote-response';
import type { BusinessDetails, QuoteView } from '#core/quotes/quote-view';
import type { Database } from '../db/schema';
import type { MailMessage } from '../mail/mail-message';
import { enqueueMail } from '../mail/outbox-repository';
import { Email, emailMessage, Heading, Lines, Link, List, Money, Paragraph, Rows } from '../mail/email-kit/email-kit';

/** The outbox keys of the acceptance e-mails, one per quote and recipient, so a retry never sends two. */
export const acceptanceEmailKey = (who: 'customer' | 'partner', quoteNumber: string) =>
  `accepted-${who}:${quoteNumber}:`;

/**
 * The customer's confirmation of their acceptance: the quote number, the figure they accepted
 * (the client price, PARTNER-21 to PARTNER-24) and what happens next, from whoever quoted them.
 */
export function composeAcceptanceConfirmation(quote: QuoteView, business: BusinessDetails): MailMessage {
  const from = quote.partner?.businessName ?? business.name;
  const contact = quote.partner
    ? quote.partner.contact
    : { name: business.name, email: business.email, phone: business.phone };
  const subject = `Quote ${quote.quoteNumber} accepted: what happens next`;
  return emailMessage(
    // A partner's client hears from the partner's business name (PARTNER-20), at the workshop's address.
    { to: quote.leadInfo.email, subject, fromName: quote.partner?.businessName, replyTo: contact?.email },
    <Email title={subject}>
      <Lines>
        {`Thank you, ${quote.leadInfo.fullName}. You accepted quote ${quote.quoteNumber} from ${from}.`}
        <>
          Accepted total (VAT included): <Money cents={quote.totals.totalCents} />
        </>
      </Lines>
      <Heading>What happens next</Heading>
      <List
        numbered
        items={[
          `${from} will contact you within two working days to confirm the measurements and the delivery date.`,
          `Once the details are confirmed, your order is made to measure in ${leadTimeText(quote.leadTime)}; you will hear when it is ready.`,
          ...(contact ? [`Questions in the meantime: ${contact.name}, ${contact.email}, ${contact.phone}.`] : []),
        ]}
      />
      <Paragraph>
        Your quote: <Link href={`${business.publicUrl}/quote/${quote.token}`} />
      </Paragraph>
    </Email>,
  );
}

/** The partner hears at once when their client accepts, with their margin (PARTNER-21 to PARTNER-24). */
export function composePartnerAcceptanceNotice(quote: QuoteView, business: BusinessDetails): MailMessage | undefined {
  const partnerEmail = quote.partner?.contact?.email;
  const figures = partnerPricingOf(quote);
  if (!partnerEmail || !figures) return undefined;
  const subject = `Your client accepted quote ${quote.quoteNumber}`;
  return emailMessage(
    { to: partnerEmail, subject, replyTo: business.email },
    <Email title={subject}>
      <Paragraph>
        {quote.leadInfo.fullName} accepted your quote {quote.quoteNumber}.
      </Paragraph>
      <Rows
        rows={[
          ['Client price', <Money cents={figures.clientTotalCents} />],
          ['Trade price', <Money cents={figures.tradeTotalCents} />],
          [
            'Your margin',
            <>
              <Money cents={figures.marginCents} /> ({figures.marginPercentage}%)
            </>,
          ],
        ]}
      />
      <Lines>
        {`Client: ${quote.leadInfo.fullName} <${quote.leadInfo.email}>, phone ${quote.leadInfo.phone}`}
        {`${business.name} has been told and will confirm production with you.`}
        <>
          Your dashboard: <Link href={`${business.publicUrl}/professional/dashboard`} />
        </>
      </Lines>
    </Email>,
  );
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
  if (notice)
    await enqueueMail(db, {
      kind: 'partner_quote_accepted',
      dedupeKey: acceptanceEmailKey('partner', quote.quoteNumber),
      message: notice,
      now,
    });
}
