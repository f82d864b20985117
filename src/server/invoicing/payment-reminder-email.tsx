import type { InvoiceDetail } from '#core/invoicing/invoice-schemas';
import { formatDate } from '#core/dates';
import type { BusinessDetails } from '#core/quotes/quote-view';
import { Email, emailMessage, Lines, Money, Paragraph } from '../mail/email-kit/email-kit';
import type { MailMessage } from '../mail/mail-message';
import { invoiceTitle } from '../pdf/invoice-pdf';
import { howToPay, invoiceAttachment } from './invoice-email';

/**
 * ADR 047: a payment reminder for an invoice still owing, to the invoice's recipient, with what
 * is owing now (after part payments), the account and the reference, the invoice attached again.
 * It names the quote number, so an erasure (STAFF-10) finds and redacts it.
 */
export function composePaymentReminderEmail(
  invoice: InvoiceDetail,
  business: BusinessDetails,
  pdf: { bytes: Buffer; fileName: string },
): MailMessage {
  const from = invoice.supplier.tradingName || business.name;
  const subject = `Payment reminder: ${invoiceTitle(invoice)} ${invoice.number} from ${from}`;
  const deposit = invoice.kind === 'deposit';
  return emailMessage(
    { to: invoice.recipient.email, subject, replyTo: business.email, attachments: [invoiceAttachment(pdf)] },
    <Email title={subject}>
      <Paragraph>{`Dear ${invoice.recipient.name},`}</Paragraph>
      <Lines>
        {`A friendly reminder: our tax invoice ${invoice.number} of ${formatDate(new Date(invoice.issuedAt))} for ${deposit ? 'the deposit' : 'the balance'} on quote ${invoice.quoteNumber} is not yet paid in full.`}
        <>
          Still owing (VAT included): <Money cents={invoice.owingCents} />
        </>
      </Lines>
      <Paragraph>
        {deposit
          ? 'We start cutting your order once the deposit is paid.'
          : 'Your order is ready; we hand it over once the balance is paid.'}
      </Paragraph>
      <Paragraph>If you paid in the last few days, thank you: please ignore this reminder.</Paragraph>
      {howToPay(invoice, business)}
    </Email>,
  );
}
