import { beforeAll, expect, it } from 'vitest';
import type { InvoiceDetail, InvoiceSummary, QuoteInvoice } from '#core/invoicing/invoice-schemas';
import type { JobList } from '#core/workshop/job-schemas';
import { makePartner, makeStaff, signInPartner, signInStaff } from './helpers/accounts';
import { oneLine, section20Fields } from './helpers/invoice-fields';
import { pdfText } from './helpers/pdf-text';
import { ACCEPT_BILLING } from './helpers/quote-factories';
import { makeOwnerSettings } from './helpers/business-details';
import { describeEachDatabase } from './helpers/test-app';
import { acceptedQuote as acceptQuoteOf, payQuoteInvoices } from './helpers/pay-invoices';

const BUSINESS = makeOwnerSettings({ depositShareBasisPoints: 4000 });

describeEachDatabase('tax invoices, payments and credit notes (ADR 047)', (ctx) => {
  let staff: Record<string, string> = {};
  beforeAll(async () => {
    const owner = { cookie: await signInStaff(ctx().app, await makeStaff(ctx().database.db, { role: 'owner' })) };
    staff = { cookie: await signInStaff(ctx().app, await makeStaff(ctx().database.db, { role: 'staff' })) };
    expect(
      (await ctx().app.inject({ method: 'PUT', url: '/api/admin/owner-settings', headers: owner, payload: BUSINESS }))
        .statusCode,
    ).toBe(200);
  });
  const call = async <T>(method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, headers = staff) => {
    const response = await ctx().app.inject({ method, url, headers, payload });
    return { status: response.statusCode, data: response.json<{ data: T }>().data, body: response.body };
  };
  const acceptedQuote = (cookie?: string) => acceptQuoteOf(ctx().app, ctx().database.db, cookie);
  const invoicesOf = async (quoteId: number) =>
    (await call<{ invoices: InvoiceSummary[] }>('GET', '/api/admin/invoices')).data.invoices.filter(
      (invoice) => invoice.quoteId === quoteId,
    );

  it('answers 401 without a session and 403 to a partner on every invoice call', async () => {
    const partner = await makePartner(ctx().database.db);
    const cookie = await signInPartner(ctx().app, partner);
    const calls = [
      ['GET', '/api/admin/invoices'],
      ['GET', '/api/admin/invoices/1'],
      ['GET', '/api/admin/invoices/1/pdf'],
      ['POST', '/api/admin/invoices/1/payments'],
      ['POST', '/api/admin/invoices/1/credit-note'],
    ] as const;
    for (const [method, url] of calls) {
      const payload = method === 'POST' ? {} : undefined;
      expect(`${url} ${(await ctx().app.inject({ method, url, payload })).statusCode}`).toBe(`${url} 401`);
      expect(`${url} ${(await ctx().app.inject({ method, url, payload, headers: { cookie } })).statusCode}`).toBe(
        `${url} 403`,
      );
    }
  });

  it('issues the deposit invoice on acceptance, once, for the owner’s share of the total, with its VAT', async () => {
    const quote = await acceptedQuote();
    const [deposit] = await invoicesOf(quote.quoteId);
    expect(deposit).toMatchObject({
      kind: 'deposit',
      status: 'unpaid',
      quoteNumber: quote.quoteNumber,
      recipientName: 'Thandi Nkosi, Nkosi Interiors',
    });
    expect(deposit?.number).toMatch(/^INV-\d{6}$/);
    const expected = Math.round((quote.totalCents * 4000) / 10_000);
    expect(deposit?.totalCents).toBe(expected);
    expect(deposit?.vatCents).toBe(Math.round((expected * 15) / 115));
    await ctx().app.inject({ method: 'POST', url: `/api/quotes/${quote.token}/accept`, payload: ACCEPT_BILLING });
    expect(await invoicesOf(quote.quoteId)).toHaveLength(1);
    const mail = await ctx()
      .database.db.selectFrom('outbox')
      .select('payload_json')
      .where('dedupe_key', '=', `invoice:${deposit?.number}`)
      .execute();
    expect(mail).toHaveLength(1);
    const message = JSON.parse(mail[0]?.payload_json ?? '{}') as {
      to: string;
      subject: string;
      text: string;
      attachments: { fileName: string }[];
    };
    expect(message).toMatchObject({
      to: 'thandi@example.co.za',
      subject: `Tax Invoice ${deposit?.number} from Grainline Woodworks`,
    });
    expect(message.text).toContain(`Reference: ${deposit?.number}`);
    expect(message.attachments.map((attachment) => attachment.fileName)).toEqual([`${deposit?.number}.pdf`]);
  });

  it('invoices a partner’s quote to the partner’s business at the trade price', async () => {
    const partner = await makePartner(ctx().database.db, { businessName: 'Kitchen Kings CC', discountPercentage: 15 });
    const quote = await acceptedQuote(await signInPartner(ctx().app, partner));
    const [deposit] = await invoicesOf(quote.quoteId);
    const detail = (await call<InvoiceDetail>('GET', `/api/admin/invoices/${deposit?.id}`)).data;
    expect(detail.recipient).toMatchObject({
      name: 'Kitchen Kings CC',
      address: '1 Test Street, Mbombela',
      partner: true,
    });
    expect(detail.totalCents).toBe(Math.round((quote.totalCents * 4000) / 10_000));
    // The client's page never shows what the partner pays the workshop (PARTNER-21 to PARTNER-24).
    const page = await ctx().app.inject({ method: 'GET', url: `/api/quotes/${quote.token}` });
    expect(page.json<{ data: { invoices: QuoteInvoice[] } }>().data.invoices).toEqual([]);
  });

  it('issues the final invoice for the balance when the job is ready; the two add up to the accepted total', async () => {
    const quote = await acceptedQuote();
    const job = (await call<JobList>('GET', '/api/admin/jobs')).data.jobs.find(
      (row) => row.quoteNumber === quote.quoteNumber,
    );
    // The floor waits for the deposit (ADR 050).
    await payQuoteInvoices(ctx().app, staff, quote.quoteNumber);
    const moved = await call('PATCH', `/api/admin/jobs/${job?.id}`, {
      stage: job?.delivery === 'collect' ? 'ready_to_collect' : 'out_for_delivery',
      version: job?.version,
      emailCustomer: false,
    });
    expect(moved.status).toBe(200);
    const invoices = await invoicesOf(quote.quoteId);
    expect(invoices.map((invoice) => invoice.kind).sort()).toEqual(['deposit', 'final']);
    expect(invoices.reduce((sum, invoice) => sum + invoice.totalCents, 0)).toBe(quote.totalCents);
  });

  it('records part and over payments, and shows what is paid and owing', async () => {
    const quote = await acceptedQuote();
    const [deposit] = await invoicesOf(quote.quoteId);
    const id = deposit?.id ?? 0;
    const total = deposit?.totalCents ?? 0;
    const part = await call<InvoiceDetail>('POST', `/api/admin/invoices/${id}/payments`, {
      amountCents: 10_000,
      paidOn: '2026-12-06',
      method: 'eft',
      reference: deposit?.number,
    });
    expect(part.status).toBe(201);
    expect(part.data).toMatchObject({ status: 'part_paid', paidCents: 10_000, owingCents: total - 10_000 });
    const over = await call<InvoiceDetail>('POST', `/api/admin/invoices/${id}/payments`, {
      amountCents: total,
      paidOn: '2026-12-07',
      method: 'cash',
      reference: '',
    });
    expect(over.data).toMatchObject({ status: 'overpaid', paidCents: total + 10_000, owingCents: -10_000 });
    expect(over.data.payments.map((payment) => payment.method)).toEqual(['eft', 'cash']);
    const bad = await call('POST', `/api/admin/invoices/${id}/payments`, {
      amountCents: 0,
      paidOn: '6 Dec',
      method: 'cheque',
      reference: '',
    });
    expect(bad.status).toBe(400);
    expect(
      (await call<{ invoices: InvoiceSummary[] }>('GET', '/api/admin/invoices?status=overpaid')).data.invoices.map(
        (row) => row.id,
      ),
    ).toContain(id);
    const page = await ctx().app.inject({ method: 'GET', url: `/api/quotes/${quote.token}` });
    expect(page.json<{ data: { invoices: QuoteInvoice[] } }>().data.invoices).toEqual([
      {
        number: deposit?.number,
        kind: 'deposit',
        status: 'overpaid',
        issuedOn: deposit?.issuedOn,
        totalCents: total,
        paidCents: total + 10_000,
        owingCents: -10_000,
        reference: deposit?.number,
      },
    ]);
  });

  it('cancels an invoice with a credit note that cites it, once; neither takes a payment afterwards', async () => {
    const quote = await acceptedQuote();
    const [deposit] = await invoicesOf(quote.quoteId);
    const first = await call<InvoiceDetail>('POST', `/api/admin/invoices/${deposit?.id}/credit-note`, {
      reason: 'Customer cancelled the order',
    });
    expect(first.status).toBe(201);
    expect(first.data).toMatchObject({
      kind: 'credit_note',
      status: 'credit_note',
      totalCents: deposit?.totalCents,
      vatCents: deposit?.vatCents,
      reason: 'Customer cancelled the order',
    });
    expect(first.data.number).toMatch(/^CN-\d{6}$/);
    expect(first.data.credits).toEqual({ id: deposit?.id, number: deposit?.number });
    const again = await call<InvoiceDetail>('POST', `/api/admin/invoices/${deposit?.id}/credit-note`, {
      reason: 'Again',
    });
    expect(again.data.number).toBe(first.data.number);
    expect((await call<InvoiceDetail>('GET', `/api/admin/invoices/${deposit?.id}`)).data).toMatchObject({
      status: 'credited',
      owingCents: 0,
      creditedBy: { number: first.data.number },
    });
    const payment = { amountCents: 100, paidOn: '2026-12-06', method: 'eft', reference: 'x' };
    expect((await call('POST', `/api/admin/invoices/${deposit?.id}/payments`, payment)).status).toBe(409);
    expect((await call('POST', `/api/admin/invoices/${first.data.id}/payments`, payment)).status).toBe(409);
    expect(
      (await call('POST', `/api/admin/invoices/${first.data.id}/credit-note`, { reason: 'Credit a credit' })).status,
    ).toBe(409);
  });

  it('answers 404 for an invoice that does not exist', async () => {
    expect((await call('GET', '/api/admin/invoices/999999')).status).toBe(404);
    expect((await call('GET', '/api/admin/invoices/999999/pdf')).status).toBe(404);
  });

  it('prints every section 20 field on the PDF: pdftotext finds them', async () => {
    const quote = await acceptedQuote();
    const [deposit] = await invoicesOf(quote.quoteId);
    const response = await ctx().app.inject({
      method: 'GET',
      url: `/api/admin/invoices/${deposit?.id}/pdf`,
      headers: staff,
    });
    expect(response.headers['content-type']).toBe('application/pdf');
    const text = oneLine(pdfText(response.rawPayload, { raw: true }));
    const detail = (await call<InvoiceDetail>('GET', `/api/admin/invoices/${deposit?.id}`)).data;
    const recipient = { name: 'Thandi Nkosi, Nkosi Interiors', address: ACCEPT_BILLING.billingAddress };
    for (const field of [
      ...section20Fields({ supplier: BUSINESS, recipient, invoice: detail }),
      BUSINESS.bankAccountNumber,
      BUSINESS.bankBranchCode,
      `Use this reference: ${detail.number}`,
    ]) {
      expect(text, field).toContain(field);
    }
  });
});
