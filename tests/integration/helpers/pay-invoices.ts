import type { FastifyInstance } from 'fastify';
import type { InvoiceSummary } from '#core/invoicing/invoice-schemas';

/** A quote's invoices as staff list them (GET /api/admin/invoices), oldest first. */
export async function quoteInvoices(
  app: FastifyInstance,
  headers: Record<string, string>,
  quoteNumber: string,
): Promise<InvoiceSummary[]> {
  const response = await app.inject({ method: 'GET', url: '/api/admin/invoices', headers });
  const { invoices } = response.json<{ data: { invoices: InvoiceSummary[] } }>().data;
  return invoices.filter((invoice) => invoice.quoteNumber === quoteNumber).reverse();
}

/**
 * ADR 050: the floor waits for the money, so a test that moves a job pays what its quote owes
 * first, as staff do: a payment recorded through POST /api/admin/invoices/{id}/payments.
 * `amountCents` pays part of each; omitted, all that is owing.
 */
export async function payQuoteInvoices(
  app: FastifyInstance,
  headers: Record<string, string>,
  quoteNumber: string,
  amountCents?: number,
): Promise<InvoiceSummary[]> {
  const owing = (await quoteInvoices(app, headers, quoteNumber)).filter(
    (invoice) => invoice.kind !== 'credit_note' && invoice.owingCents > 0,
  );
  for (const invoice of owing) {
    const payload = {
      amountCents: amountCents ?? invoice.owingCents,
      paidOn: '2026-12-06',
      method: 'eft',
      reference: invoice.number,
    };
    const response = await app.inject({
      method: 'POST',
      url: `/api/admin/invoices/${invoice.id}/payments`,
      headers,
      payload,
    });
    if (response.statusCode !== 201)
      throw new Error(`Paying ${invoice.number} answered ${response.statusCode}: ${response.body}`);
  }
  return owing;
}
