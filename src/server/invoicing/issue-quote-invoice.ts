import type { Transaction } from 'kysely';
import { depositAndFinal, invoiceAmounts } from '#core/invoicing/invoice-amounts';
import type { InvoiceSupplier } from '#core/invoicing/invoice-schemas';
import type { StoredOwnerSettings } from '#core/invoicing/owner-settings';
import { formatBasisPoints } from '#core/percent';
import type { Database } from '../db/schema';
import { workshopDay } from '../quotes/quote-number';
import { takeInvoiceNumber } from './invoice-number';
import { findInvoiceIdByKey, insertInvoice } from './invoice-repository';
import { readOwnerSettings } from './owner-settings-repository';

export const supplierOf = (settings: StoredOwnerSettings): InvoiceSupplier => ({
  registeredName: settings.registeredName,
  tradingName: settings.tradingName,
  vatNumber: settings.vatNumber,
  address: settings.address,
  bank: {
    accountHolder: settings.bankAccountHolder,
    bankName: settings.bankName,
    branchCode: settings.bankBranchCode,
    accountNumber: settings.bankAccountNumber,
    accountType: settings.bankAccountType,
  },
  paymentTerms: settings.paymentTerms,
});

/**
 * Who an invoice is to (ADR 047): the customer, at the billing address and VAT number they gave on
 * accepting; or for a partner's quote the partner's business, at its address and VAT number on record.
 */
async function recipientOf(trx: Transaction<Database>, quoteId: number) {
  const quote = await trx
    .selectFrom('quotes as q')
    .innerJoin('leads as l', 'l.id', 'q.lead_id')
    .leftJoin('partners as p', 'p.id', 'q.partner_id')
    .select([
      'q.quote_number',
      'q.total_cents',
      'q.partner_id',
      'l.full_name',
      'l.company_name',
      'l.email',
      'q.billing_address',
      'q.billing_vat_number',
      'p.business_name',
      'p.business_address',
      'p.vat_number',
      'p.contact_email',
    ])
    .where('q.id', '=', quoteId)
    .executeTakeFirstOrThrow();
  const partner = quote.partner_id !== null && quote.business_name !== null;
  return {
    quoteNumber: quote.quote_number,
    // The trade total for a partner's quote: what the workshop charges (PARTNER-21 to PARTNER-24).
    acceptedTotalCents: Number(quote.total_cents),
    partnerId: partner ? Number(quote.partner_id) : null,
    name: partner
      ? (quote.business_name ?? '')
      : quote.company_name
        ? `${quote.full_name}, ${quote.company_name}`
        : quote.full_name,
    address: (partner ? quote.business_address : quote.billing_address) ?? '',
    vatNumber: (partner ? quote.vat_number : quote.billing_vat_number) ?? '',
    email: partner ? (quote.contact_email ?? quote.email) : quote.email,
  };
}

/** The deposit invoice's total for a quote, when it has one: the final invoice is the rest of the accepted total. */
async function depositTotalOf(trx: Transaction<Database>, quoteId: number): Promise<number | null> {
  const row = await trx
    .selectFrom('invoices')
    .select('total_cents')
    .where('issue_key', '=', `deposit:${quoteId}`)
    .executeTakeFirst();
  return row ? Number(row.total_cents) : null;
}

/**
 * ADR 047: a quote's deposit invoice (on acceptance) or final invoice (when its job is ready),
 * once: a second call answers the first's id and `issued: false`. Runs in the caller's
 * transaction, which takes the number, so the acceptance or move and its invoice stand or fall
 * together. An amount of R 0.00 (a deposit share of 0 % or 100 %) issues nothing.
 */
export async function issueQuoteInvoice(
  trx: Transaction<Database>,
  options: { quoteId: number; kind: 'deposit' | 'final'; now: Date },
): Promise<{ id: number; issued: boolean } | null> {
  const { quoteId, kind, now } = options;
  const issueKey = `${kind}:${quoteId}`;
  const existing = await findInvoiceIdByKey(trx, issueKey);
  if (existing !== null) return { id: existing, issued: false };
  const [recipient, settings] = await Promise.all([recipientOf(trx, quoteId), readOwnerSettings(trx)]);
  const split = depositAndFinal({
    acceptedTotalCents: recipient.acceptedTotalCents,
    depositShareBasisPoints: settings.depositShareBasisPoints,
  });
  const depositTotal = kind === 'final' ? await depositTotalOf(trx, quoteId) : null;
  const amounts =
    kind === 'deposit' ? split.deposit : invoiceAmounts(recipient.acceptedTotalCents - (depositTotal ?? 0));
  if (amounts.totalCents <= 0) return null;
  const description =
    kind === 'deposit'
      ? `Deposit (${formatBasisPoints(settings.depositShareBasisPoints)}) on solid wood surfaces, quote ${recipient.quoteNumber}`
      : `${depositTotal === null ? 'Solid wood surfaces' : 'Balance for solid wood surfaces'}, quote ${recipient.quoteNumber}`;
  const number = await takeInvoiceNumber(trx, 'INV');
  const id = await insertInvoice(trx, {
    number,
    kind,
    issue_key: issueKey,
    quote_id: quoteId,
    credits_invoice_id: null,
    issued_at: now.toISOString(),
    issued_on: workshopDay(now),
    supplier_json: JSON.stringify(supplierOf(settings)),
    recipient_name: recipient.name,
    recipient_address: recipient.address,
    recipient_vat_number: recipient.vatNumber,
    recipient_email: recipient.email,
    partner_id: recipient.partnerId,
    description,
    quantity: 1,
    total_cents: amounts.totalCents,
    vat_cents: amounts.vatCents,
    exclusive_cents: amounts.exclusiveCents,
    reason: null,
  });
  return { id, issued: true };
}
