import type { MoneySummary } from '#core/quotes/money-summary';
import { quoteLineSummary } from '#core/quotes/quote-line-title';
import type { BusinessDetails, PartnerBranding, QuoteLineView } from '#core/quotes/quote-view';
import type { Database } from '../db/schema';
import type { Kysely } from 'kysely';
import type { MailLane } from '../mail/mail-lanes';
import { enqueueMail } from '../mail/outbox-repository';
import type { MailMessage } from '../mail/mail-message';
import { Button, Email, emailMessage, Heading, List, Paragraph, Rows } from '../mail/email-kit/email-kit';

export type WorkshopNoticeKind = 'new_quote' | 'quote_accepted';

/** The outbox keys of the workshop's notices, one per quote and kind, so a retry never sends two. */
export const workshopNoticeKey = (kind: WorkshopNoticeKind, quoteNumber: string) =>
  `workshop-${kind === 'new_quote' ? 'new' : 'accepted'}:${quoteNumber}:`;

/** What the workshop is told of a quote: enough to call the customer back. */
export interface WorkshopNoticeQuote {
  id: number;
  quoteNumber: string;
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  lines: QuoteLineView[];
  /** The workshop's figures: what it charges, a partner's trade price (PARTNER-21 to PARTNER-24). */
  money: MoneySummary;
  /** A partner's quote: the partner, whose client the customer is and who pays the workshop. */
  partner?: Pick<PartnerBranding, 'businessName' | 'contact'>;
}

/** 'Sipho Dlamini <sipho@acme.example>, phone 082 444 1212', or nothing when none is kept. */
const contactText = (contact: PartnerBranding['contact']) =>
  contact ? `, ${contact.name} <${contact.email}>, phone ${contact.phone}` : '';

/** The workshop's notice of a new quote or an acceptance (QUOTE-23). */
export function composeWorkshopNotice({
  kind,
  quote,
  business,
}: {
  kind: WorkshopNoticeKind;
  quote: WorkshopNoticeQuote;
  business: BusinessDetails;
}): MailMessage {
  // A partner's quote names the partner wherever it names the customer: the workshop deals with the partner.
  const { partner } = quote;
  const customer = partner ? `${quote.customerName}, a client of ${partner.businessName}` : quote.customerName;
  const headline =
    kind === 'new_quote'
      ? `New quote ${quote.quoteNumber}: ${quote.money.total.amount} for ${customer}`
      : `Quote ${quote.quoteNumber} accepted by ${customer}: ${quote.money.total.amount}`;
  return emailMessage(
    { to: business.email, subject: headline },
    <Email title={headline}>
      <Paragraph>
        <strong>{headline}</strong>
      </Paragraph>
      {partner && <Paragraph>{`Partner: ${partner.businessName}${contactText(partner.contact)}`}</Paragraph>}
      <Paragraph>{`${partner ? 'Client' : 'Customer'}: ${quote.customerName} <${quote.customerEmail}>, phone ${quote.customerPhone}`}</Paragraph>
      {/* What was quoted, as the customer's e-mail and the PDF name it. */}
      <Heading>Surfaces ({quote.lines.length})</Heading>
      <List items={quote.lines.map(quoteLineSummary)} />
      {/* The PDF's rows (PRICE-13), so the lines above and these add up to the total. */}
      <Rows rows={quote.money.rows.map((row) => [row.label, row.amount] as const)} />
      <Paragraph>
        <strong>
          {quote.money.total.label}: {quote.money.total.amount}
        </strong>
      </Paragraph>
      <Button href={`${business.publicUrl}/admin/quotes/${quote.id}`}>Open it in the back office</Button>
    </Email>,
  );
}

/**
 * Tells the workshop about every new quote and every acceptance (QUOTE-23), through the
 * outbox so a mail server that is down delays it but never loses it. `db` may be the
 * transaction that stores the quote, so the notice exists exactly when the quote does.
 */
export async function notifyWorkshop(
  db: Kysely<Database>,
  options: {
    kind: WorkshopNoticeKind;
    quote: WorkshopNoticeQuote;
    business: BusinessDetails;
    lane?: MailLane;
    now: Date;
  },
): Promise<void> {
  const { kind, quote, business } = options;
  await enqueueMail(db, {
    kind: kind === 'new_quote' ? 'workshop_new_quote' : 'workshop_quote_accepted',
    dedupeKey: workshopNoticeKey(kind, quote.quoteNumber),
    message: composeWorkshopNotice({ kind, quote, business }),
    lane: options.lane,
    now: options.now,
  });
}
