import type { Insertable } from 'kysely';
import type { InvoiceTable } from '#server/db/schema';

/** An invoice row for the numbering tests: only the number and the key matter. */
export function loadInvoiceValues(options: { number: string; quoteId: number; key: string }): Insertable<InvoiceTable> {
  return {
    number: options.number,
    kind: 'deposit',
    issue_key: options.key,
    quote_id: options.quoteId,
    credits_invoice_id: null,
    issued_at: '2026-12-06T16:00:00.000Z',
    issued_on: '2026-12-06',
    supplier_json: '{}',
    recipient_name: 'Load Test',
    recipient_address: '',
    recipient_vat_number: '',
    recipient_email: 'load@example.co.za',
    partner_id: null,
    description: 'Numbering test',
    quantity: 1,
    total_cents: 100,
    vat_cents: 13,
    exclusive_cents: 87,
    reason: null,
  };
}
