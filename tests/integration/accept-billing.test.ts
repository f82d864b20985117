import { beforeAll, expect, it } from 'vitest';
import type { InvoiceDetail, InvoiceSummary } from '#core/invoicing/invoice-schemas';
import type { QuoteResponse } from '#core/quotes/quote-response';
import { makePartner, signInPartner } from './helpers/accounts';
import { invoicingStaff } from './helpers/business-details';
import { oneLine } from './helpers/invoice-fields';
import { pdfText } from './helpers/pdf-text';
import { makeQuoteRequest, SMALL_QUOTE_SURFACES } from './helpers/quote-factories';
import { describeEachDatabase } from './helpers/test-app';

/**
 * ADR 047: above R 5,000 a tax invoice names its recipient's address and, if registered, VAT number,
 * so accepting a customer's quote above it asks for them, and its invoices print what was given.
 */
describeEachDatabase('the billing address asked for at acceptance (ADR 047)', (ctx) => {
  let staff: Record<string, string> = {};
  beforeAll(async () => {
    staff = await invoicingStaff(ctx().app, ctx().database.db);
  });

  const createQuote = async (overrides: Record<string, unknown> = {}, headers: Record<string, string> = {}) => {
    const created = await ctx().app.inject({
      method: 'POST',
      url: '/api/quotes',
      headers,
      payload: makeQuoteRequest(overrides),
    });
    expect(created.statusCode, created.body).toBe(201);
    const { token, quoteNumber } = created.json<{ data: QuoteResponse }>().data;
    const row = await ctx()
      .database.db.selectFrom('quotes')
      .select(['id', 'total_cents'])
      .where('quote_number', '=', quoteNumber)
      .executeTakeFirstOrThrow();
    return { token, quoteId: Number(row.id), totalCents: Number(row.total_cents) };
  };
  const page = async (token: string) =>
    (await ctx().app.inject({ method: 'GET', url: `/api/quotes/${token}` })).json<{ data: QuoteResponse }>().data;
  const accept = (token: string, payload?: object) =>
    ctx().app.inject({ method: 'POST', url: `/api/quotes/${token}/accept`, ...(payload ? { payload } : {}) });
  const invoicesOf = async (quoteId: number) => {
    const list = await ctx().app.inject({ method: 'GET', url: '/api/admin/invoices', headers: staff });
    return list.json<{ data: { invoices: InvoiceSummary[] } }>().data.invoices.filter((i) => i.quoteId === quoteId);
  };
  const detailOf = async (id: number) =>
    (await ctx().app.inject({ method: 'GET', url: `/api/admin/invoices/${id}`, headers: staff })).json<{
      data: InvoiceDetail;
    }>().data;

  it('refuses a quote above R 5,000 without an address, with a 400 naming the field, and changes nothing', async () => {
    const quote = await createQuote();
    expect(quote.totalCents).toBeGreaterThan(500_000);
    expect((await page(quote.token)).billing).toEqual({ addressRequired: true, address: null, vatNumber: null });
    for (const payload of [undefined, {}, { billingAddress: '   ' }, { vatNumber: '4123456789' }]) {
      const refused = await accept(quote.token, payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.json()).toMatchObject({
        success: false,
        error: {
          code: 'validation_failed',
          message: expect.stringContaining('billing address is needed for the tax invoice'),
          fields: { billingAddress: expect.stringContaining('tax invoice') },
        },
      });
    }
    expect((await page(quote.token)).status).not.toBe('accepted');
    expect(await invoicesOf(quote.quoteId)).toEqual([]);
    const stored = await ctx()
      .database.db.selectFrom('quotes')
      .select(['billing_address', 'billing_vat_number'])
      .where('id', '=', quote.quoteId)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ billing_address: null, billing_vat_number: null });
  });

  it('accepts with the address and VAT number given, and the deposit invoice and its PDF carry them', async () => {
    const quote = await createQuote();
    const accepted = await accept(quote.token, {
      billingAddress: '  7 Marula Close\r\nWhite River\r\n1240  ',
      vatNumber: ' 4987654321 ',
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const reply = accepted.json<{ data: QuoteResponse }>().data;
    expect(reply.status).toBe('accepted');
    const billing = { address: '7 Marula Close\nWhite River\n1240', vatNumber: '4987654321' };
    expect(reply.billing).toEqual({ addressRequired: false, ...billing });
    expect((await page(quote.token)).billing).toEqual({ addressRequired: false, ...billing });
    const [deposit] = await invoicesOf(quote.quoteId);
    const detail = await detailOf(deposit?.id ?? 0);
    expect(detail.recipient).toMatchObject({ name: 'Thandi Nkosi, Nkosi Interiors', ...billing, partner: false });
    const pdf = await ctx().app.inject({
      method: 'GET',
      url: `/api/admin/invoices/${deposit?.id}/pdf`,
      headers: staff,
    });
    const text = oneLine(pdfText(pdf.rawPayload, { raw: true }));
    for (const field of ['7 Marula Close White River 1240', 'VAT number: 4987654321']) expect(text).toContain(field);
  });

  it('accepts a quote at or below R 5,000 without an address, and says none is needed', async () => {
    const quote = await createQuote({ surfaces: SMALL_QUOTE_SURFACES, delivery: 'collect', insurance: false });
    expect(quote.totalCents).toBeLessThanOrEqual(500_000);
    expect((await page(quote.token)).billing).toEqual({ addressRequired: false, address: null, vatNumber: null });
    expect((await accept(quote.token)).statusCode).toBe(200);
    const [deposit] = await invoicesOf(quote.quoteId);
    expect((await detailOf(deposit?.id ?? 0)).recipient).toMatchObject({ address: '', vatNumber: '' });
  });

  it('refuses a bad VAT number or address with a 400 and changes nothing', async () => {
    const quote = await createQuote();
    for (const payload of [
      { billingAddress: '1 Road', vatNumber: '123' },
      { billingAddress: '1 Road', vatNumber: '5123456789' },
      { billingAddress: 'x'.repeat(301) },
      { billingAddress: '1 Road\u0000' },
      { billingAddress: 42 },
      [],
    ]) {
      const refused = await accept(quote.token, payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await page(quote.token)).status).not.toBe('accepted');
    expect(await invoicesOf(quote.quoteId)).toEqual([]);
  });

  it('a partner’s client is not asked: the partner’s business is invoiced at its address on record', async () => {
    const partner = await makePartner(ctx().database.db, { businessName: 'Kitchen Kings CC' });
    const quote = await createQuote({}, { cookie: await signInPartner(ctx().app, partner) });
    expect((await page(quote.token)).billing).toBeUndefined();
    expect((await accept(quote.token, { billingAddress: 'The client’s own house' })).statusCode).toBe(200);
    const [deposit] = await invoicesOf(quote.quoteId);
    expect((await detailOf(deposit?.id ?? 0)).recipient).toMatchObject({
      name: 'Kitchen Kings CC',
      address: '1 Test Street, Mbombela',
    });
  });
});
