import type { Transaction } from 'kysely';
import type { ReactNode } from 'react';
import type { InvoiceDetail } from '#core/invoicing/invoice-schemas';
import { formatDate } from '#core/dates';
import type { BusinessDetails } from '#core/quotes/quote-view';
import type { Database } from '../db/schema';
import { AppError } from '../errors';
import { Email, emailMessage, Heading, Lines, Money, Paragraph, Rows } from '../mail/email-kit/email-kit';
import type { MailMessage } from '../mail/mail-message';
import { enqueueMail } from '../mail/outbox-repository';
import { invoiceTitle, renderInvoicePdf } from '../pdf/invoice-pdf';
import { showInvoice } from './show-invoice';

/**
 * The account, the reference and the terms, and whom to ask: what the invoice e-mail and its
 * reminders end with (ADR 047). A fragment of the kit's blocks, so the text part reads it too.
 */
export function howToPay(invoice: InvoiceDetail, business: BusinessDetails): ReactNode {
  const { supplier } = invoice;
  return (
    <>
      <Heading>How to pay</Heading>
      <Rows
        rows={[
          ['Bank', supplier.bank.bankName],
          ['Account holder', supplier.bank.accountHolder],
          ['Account number', supplier.bank.accountNumber],
          ['Branch code', supplier.bank.branchCode],
          ['Account type', supplier.bank.accountType],
          ['Reference', invoice.reference],
        ]}
      />
      <Paragraph>{`Please use the reference ${invoice.reference} exactly, so we can match your payment.`}</Paragraph>
      {supplier.paymentTerms ? <Paragraph>{`Payment terms: ${supplier.paymentTerms}`}</Paragraph> : null}
      <Paragraph>{`Questions: ${business.name}, ${business.email}, ${business.phone}.`}</Paragraph>
    </>
  );
}

/** The invoice's PDF as an e-mail attachment. */
export const invoiceAttachment = (pdf: { bytes: Buffer; fileName: string }) => ({
  fileName: pdf.fileName,
  contentType: 'application/pdf',
  contentBase64: pdf.bytes.toString('base64'),
});

/**
 * ADR 047: the tax invoice to its recipient, the PDF attached, with what to pay, into which
 * account and with which reference (the invoice number), so the payment can be matched.
 */
export function composeInvoiceEmail(
  invoice: InvoiceDetail,
  business: BusinessDetails,
  pdf: { bytes: Buffer; fileName: string },
): MailMessage {
  const { supplier } = invoice;
  const from = supplier.tradingName || business.name;
  const subject = `${invoiceTitle(invoice)} ${invoice.number} from ${from}`;
  const what = invoice.kind === 'deposit' ? 'the deposit' : 'the balance';
  return emailMessage(
    {
      to: invoice.recipient.email,
      subject,
      replyTo: business.email,
      attachments: [invoiceAttachment(pdf)],
    },
    <Email title={subject}>
      <Paragraph>{`Dear ${invoice.recipient.name},`}</Paragraph>
      <Lines>
        {`Attached is our tax invoice ${invoice.number} of ${formatDate(new Date(invoice.issuedAt))} for ${what} on quote ${invoice.quoteNumber}.`}
        <>
          Amount due (VAT included): <Money cents={invoice.owingCents} />
        </>
      </Lines>
      {howToPay(invoice, business)}
    </Email>,
  );
}

/** Queues a newly issued invoice's e-mail in the transaction that issued it; the number keys it, so it goes once. */
export async function queueInvoiceEmail(
  trx: Transaction<Database>,
  options: { invoiceId: number; business: BusinessDetails; now: Date },
): Promise<void> {
  const invoice = await showInvoice({ db: trx, id: options.invoiceId });
  if (!invoice.recipient.email) return;
  const pdf = await renderInvoicePdf({ invoice, business: options.business });
  if (!pdf.ok)
    throw new AppError('internal', 'The invoice could not be made. Please try again.', { detail: pdf.error });
  await enqueueMail(trx, {
    kind: 'invoice',
    dedupeKey: `invoice:${invoice.number}`,
    message: composeInvoiceEmail(invoice, options.business, pdf),
    now: options.now,
  });
}
