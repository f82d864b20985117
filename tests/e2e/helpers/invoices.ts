import type { APIRequestContext } from '@playwright/test';
import type { InvoiceSummary } from '#core/invoicing/invoice-schemas';
import { expect } from '../fixtures';

/**
 * The floor waits for the money (ADR 050): pays what a quote's invoices owe, as staff record a
 * payment, through a signed-in staff page's `request`.
 */
export async function payQuoteInvoices(request: APIRequestContext, quoteNumber: string): Promise<void> {
  const listed = await request.get('/api/admin/invoices');
  const { invoices } = ((await listed.json()) as { data: { invoices: InvoiceSummary[] } }).data;
  for (const invoice of invoices.filter(
    (each) => each.quoteNumber === quoteNumber && each.kind !== 'credit_note' && each.owingCents > 0,
  )) {
    const data = { amountCents: invoice.owingCents, paidOn: '2026-12-06', method: 'eft', reference: invoice.number };
    const paid = await request.post(`/api/admin/invoices/${invoice.id}/payments`, { data });
    expect(paid.status(), await paid.text()).toBe(201);
  }
}
