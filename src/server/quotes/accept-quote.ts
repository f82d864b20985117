import type { Kysely } from 'kysely';
import { BILLING_ADDRESS_NEEDED, type AcceptQuoteBody } from '#core/invoicing/billing-details';
import type { BusinessDetails, QuoteView } from '#core/quotes/quote-view';
import { recordQuoteEvent } from '../analytics/record-quote-event';
import type { Database } from '../db/schema';
import { AppError } from '../errors';
import { queueAcceptanceEmails } from './acceptance-emails';
import { loadQuote } from './load-quote';
import { recordQuoteHistory } from './quote-history-repository';
import { createJobForQuote } from '../jobs/create-job-for-quote';
import { issueDepositInvoice } from '../invoicing/issue-job-invoices';
import { notifyWorkshop } from './notify-workshop';
import { moneySummary } from '#core/quotes/money-summary';
import { saveBillingDetails, updateQuoteStatus, type QuoteRow } from './quote-repository';
import { quoteBillingOf } from './quote-billing';
import type { StoredPricing } from './quote-view-from-row';

/**
 * The customer accepts their quote (QUOTE-14); accepting twice is harmless. A `draft`
 * (stored, not yet downloaded or e-mailed) may be accepted too: whoever holds its link is
 * the customer who saved it, and making them download it first would only be in the way.
 *
 * ADR 047: the billing address and VAT number given are kept for the tax invoices; above R 5,000
 * a customer's quote is refused (400, nothing changed) until an address is on record or given.
 * A partner's quote takes none: it is invoiced to the partner's business.
 */
export async function acceptQuote(options: {
  db: Kysely<Database>;
  token: string;
  billing: AcceptQuoteBody;
  business: BusinessDetails;
  now: Date;
}): Promise<{ row: QuoteRow; view: QuoteView }> {
  const { db, token, now } = options;
  const loaded = await loadQuote(db, token, now);
  const { row, view } = loaded;
  if (view.status === 'accepted') return loaded;
  if (view.status === 'expired') {
    throw new AppError(
      'conflict',
      'This quote has expired and can no longer be accepted. Please ask us for a new quote.',
    );
  }
  const customer = row.partner_id === null;
  const given: AcceptQuoteBody = customer ? options.billing : {};
  if (quoteBillingOf(row)?.addressRequired && !given.billingAddress)
    throw new AppError('validation_failed', BILLING_ADDRESS_NEEDED, {
      fields: { billingAddress: BILLING_ADDRESS_NEEDED },
    });
  await db.transaction().execute(async (trx) => {
    const id = Number(row.id);
    // Only the request that moved it records it, so a double click tells the workshop once.
    if (!(await updateQuoteStatus(trx, { id, from: ['draft', 'sent'], to: 'accepted', acceptedAt: now.toISOString() })))
      return;
    await saveBillingDetails(trx, { id, address: given.billingAddress, vatNumber: given.vatNumber });
    await recordQuoteHistory(trx, {
      quote_id: id,
      occurred_at: now.toISOString(),
      kind: 'accepted',
      staff_user_id: null,
      staff_name: null,
      note: null,
    });
    await recordQuoteEvent(trx, { type: 'quote_accepted', quoteId: id, now });
    const { fullName, email, phone } = view.leadInfo;
    // The workshop's figures are what it charges: a partner's quote's trade lines and total, not
    // the client's (PARTNER-21 to PARTNER-24), as in the e-mail that told it of the new quote.
    const lines = (JSON.parse(row.pricing_json) as StoredPricing).lines;
    const money = moneySummary(
      { ...(view.partnerPricing?.tradeTotals ?? view.totals), lines: lines.map((line) => line.price) },
      {
        delivery: view.delivery,
        discountBasisPoints: view.partnerPricing?.discountBasisPoints ?? view.discountBasisPoints,
      },
    );
    const partner = view.partner && { businessName: view.partner.businessName, contact: view.partner.contact };
    const quote = {
      id,
      quoteNumber: view.quoteNumber,
      customerName: fullName,
      customerEmail: email,
      customerPhone: phone,
      lines,
      money,
      partner,
    };
    await notifyWorkshop(trx, { kind: 'quote_accepted', quote, business: options.business, now });
    await createJobForQuote(trx, { quoteId: id, now });
    await issueDepositInvoice(trx, { quoteId: id, business: options.business, now });
    await queueAcceptanceEmails(trx, {
      quote: { ...view, status: 'accepted', acceptedAt: now.toISOString() },
      business: options.business,
      now,
    });
  });
  return loadQuote(db, token, now);
}

/**
 * A quote becomes `sent` once the customer has it: their own download or an e-mail (a partner's quote: only an e-mail).
 */
export async function markQuoteSent(db: Kysely<Database>, quoteId: number, now: Date = new Date()): Promise<void> {
  if (await updateQuoteStatus(db, { id: quoteId, from: ['draft'], to: 'sent' })) {
    await recordQuoteHistory(db, {
      quote_id: quoteId,
      occurred_at: now.toISOString(),
      kind: 'sent',
      staff_user_id: null,
      staff_name: null,
      note: null,
    });
    await recordQuoteEvent(db, { type: 'quote_sent', quoteId, now });
  }
}
