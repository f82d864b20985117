import { billingAddressRequired, type QuoteBilling } from '#core/invoicing/billing-details';
import type { QuoteRow } from './quote-repository';

/**
 * ADR 047: what the customer's own page says about the tax invoice's recipient details. A
 * partner's quote has none: it is invoiced to the partner's business, whose address is on record.
 */
export function quoteBillingOf(
  row: Pick<QuoteRow, 'partner_id' | 'total_cents' | 'billing_address' | 'billing_vat_number'>,
): QuoteBilling | undefined {
  if (row.partner_id !== null) return undefined;
  return {
    addressRequired: billingAddressRequired(Number(row.total_cents)) && !row.billing_address,
    address: row.billing_address,
    vatNumber: row.billing_vat_number,
  };
}
