import { beforeAll, expect, it } from 'vitest';
import type { HowToPay, QuoteInvoice } from '#core/invoicing/invoice-schemas';
import { saveOwnerSettings } from '#server/invoicing/owner-settings-repository';
import { makePartner, makeStaff, signInPartner, signInStaff } from './helpers/accounts';
import { makeOwnerSettings } from './helpers/business-details';
import { acceptedQuote as acceptQuoteOf, payQuoteInvoices, quoteInvoices } from './helpers/pay-invoices';
import { describeEachDatabase } from './helpers/test-app';

const BUSINESS = makeOwnerSettings({ depositShareBasisPoints: 4000 });
const BANK: Omit<HowToPay, 'reference'> = {
  accountHolder: BUSINESS.bankAccountHolder,
  bankName: BUSINESS.bankName,
  branchCode: BUSINESS.bankBranchCode,
  accountNumber: BUSINESS.bankAccountNumber,
  accountType: BUSINESS.bankAccountType,
};

interface PaymentsReply {
  status: string;
  invoices?: QuoteInvoice[];
  howToPay?: HowToPay;
  partnerPricing?: { tradeTotalCents: number };
}

/** ADR 047: a quote's page, and a partner's own quote, say what is invoiced, paid and owing, and how to pay. */
describeEachDatabase('a quote’s invoices and how to pay them (ADR 047)', (ctx) => {
  let staff: Record<string, string> = {};
  beforeAll(async () => {
    await saveOwnerSettings(ctx().database.db, BUSINESS, new Date());
    staff = { cookie: await signInStaff(ctx().app, await makeStaff(ctx().database.db, { role: 'staff' })) };
  });
  const acceptedQuote = (cookie?: string) => acceptQuoteOf(ctx().app, ctx().database.db, cookie);
  const get = async (url: string, cookie?: string) => {
    const response = await ctx().app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
    return { status: response.statusCode, data: response.json<{ data: PaymentsReply }>().data };
  };

  it('the customer’s page: the deposit invoice and how to pay it while it is owing, then paid and nothing to pay', async () => {
    const quote = await acceptedQuote();
    const page = await get(`/api/quotes/${quote.token}`);
    expect(page.status).toBe(200);
    const [deposit] = page.data.invoices ?? [];
    const depositCents = Math.round((quote.totalCents * 4000) / 10_000);
    expect(deposit).toMatchObject({
      kind: 'deposit',
      status: 'unpaid',
      totalCents: depositCents,
      paidCents: 0,
      owingCents: depositCents,
    });
    expect(deposit?.reference).toBe(deposit?.number);
    expect(page.data.howToPay).toEqual({ ...BANK, reference: deposit?.number });

    await payQuoteInvoices(ctx().app, staff, quote.quoteNumber, 10_000);
    const part = await get(`/api/quotes/${quote.token}`);
    expect(part.data.invoices?.[0]).toMatchObject({ status: 'part_paid', paidCents: 10_000 });
    expect(part.data.howToPay?.reference).toBe(deposit?.number);

    await payQuoteInvoices(ctx().app, staff, quote.quoteNumber);
    const paid = await get(`/api/quotes/${quote.token}`);
    expect(paid.data.invoices?.[0]).toMatchObject({ status: 'paid', owingCents: 0 });
    expect(paid.data).not.toHaveProperty('howToPay');
  });

  it('the partner’s own quote: its invoices at the trade price and how to pay; another partner 404; the client page none', async () => {
    const partner = await makePartner(ctx().database.db, { businessName: 'Kitchen Kings CC', discountPercentage: 15 });
    const cookie = await signInPartner(ctx().app, partner);
    const quote = await acceptedQuote(cookie);
    const own = await get(`/api/professional/quotes/${quote.quoteId}`, cookie);
    expect(own.status).toBe(200);
    const [deposit] = own.data.invoices ?? [];
    // The partner pays the workshop the trade price (PARTNER-21 to PARTNER-24).
    const trade = own.data.partnerPricing?.tradeTotalCents ?? 0;
    expect(trade).toBe(quote.totalCents);
    expect(deposit).toMatchObject({
      kind: 'deposit',
      status: 'unpaid',
      totalCents: Math.round((trade * 4000) / 10_000),
    });
    expect(own.data.howToPay).toEqual({ ...BANK, reference: deposit?.number });

    const other = await signInPartner(ctx().app, await makePartner(ctx().database.db));
    const theirs = await get(`/api/professional/quotes/${quote.quoteId}`, other);
    expect(theirs.status).toBe(404);
    expect(JSON.stringify(theirs)).not.toContain(deposit?.number ?? 'INV-');

    const client = await get(`/api/quotes/${quote.token}`);
    expect(client.status).toBe(200);
    expect(client.data.invoices).toEqual([]);
    expect(client.data).not.toHaveProperty('howToPay');
  });

  it('a credit note cancels what was owing: both listed, nothing to pay', async () => {
    const quote = await acceptedQuote();
    const [deposit] = await quoteInvoices(ctx().app, staff, quote.quoteNumber);
    const credited = await ctx().app.inject({
      method: 'POST',
      url: `/api/admin/invoices/${deposit?.id}/credit-note`,
      headers: staff,
      payload: { reason: 'Customer cancelled the order' },
    });
    expect(credited.statusCode, credited.body).toBe(201);
    const page = await get(`/api/quotes/${quote.token}`);
    expect(page.data.invoices?.map((invoice) => [invoice.kind, invoice.status, invoice.owingCents])).toEqual([
      ['deposit', 'credited', 0],
      ['credit_note', 'credit_note', 0],
    ]);
    expect(page.data).not.toHaveProperty('howToPay');
  });

  it('owing, but the owner has not saved a whole bank account: the invoices without how to pay', async () => {
    const quote = await acceptedQuote();
    const db = ctx().database.db;
    await db.updateTable('owner_settings').set({ bank_account_number: '' }).where('id', '=', 1).execute();
    try {
      const page = await get(`/api/quotes/${quote.token}`);
      expect(page.data.invoices?.[0]?.status).toBe('unpaid');
      expect(page.data).not.toHaveProperty('howToPay');
    } finally {
      await db
        .updateTable('owner_settings')
        .set({ bank_account_number: BUSINESS.bankAccountNumber })
        .where('id', '=', 1)
        .execute();
    }
  });
});
