import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { InvoiceSummary } from '#core/invoicing/invoice-schemas';
import type { Database } from '#server/db/schema';
import { ACCEPT_BILLING, makeQuoteRequest } from './quote-factories';

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

/**
 * A quote stored (by a partner when `cookie` is theirs) and accepted from its link, which issues its deposit invoice
 * (ADR 047): its id, link token, number and the total it is invoiced at (a partner's trade total).
 */
export async function acceptedQuote(app: FastifyInstance, db: Kysely<Database>, cookie?: string) {
  const created = await app.inject({
    method: 'POST',
    url: '/api/quotes',
    headers: cookie ? { cookie } : {},
    payload: makeQuoteRequest(),
  });
  const { token, quoteNumber } = created.json<{ data: { token: string; quoteNumber: string } }>().data;
  const accepted = await app.inject({ method: 'POST', url: `/api/quotes/${token}/accept`, payload: ACCEPT_BILLING });
  if (accepted.statusCode !== 200) throw new Error(`Accepting ${quoteNumber} answered ${accepted.statusCode}`);
  const row = await db
    .selectFrom('quotes')
    .select(['id', 'total_cents'])
    .where('quote_number', '=', quoteNumber)
    .executeTakeFirstOrThrow();
  return { quoteId: Number(row.id), quoteNumber, token, totalCents: Number(row.total_cents) };
}
