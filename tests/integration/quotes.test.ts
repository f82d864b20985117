import { expect, it } from 'vitest';
import { describeEachDatabase } from './helpers/test-app';
import { ACCEPT_BILLING, makeQuoteRequest } from './helpers/quote-factories';

interface QuoteData {
  quoteNumber: string;
  token: string;
  status: string;
  validUntil: string;
  quoteDate: string;
  totalCents: number;
  shippingCents: number;
  insuranceCents: number;
  vatCents: number;
  lines: { woodName: string; price: { lineTotalCents: number } }[];
}

describeEachDatabase('stored quotes', (ctx) => {
  const create = async (body: unknown) =>
    ctx().app.inject({ method: 'POST', url: '/api/quotes', payload: body as object });
  const priced = async (body: ReturnType<typeof makeQuoteRequest>) =>
    (
      await ctx().app.inject({
        method: 'POST',
        url: '/api/pricing/quote',
        payload: { surfaces: body.surfaces, delivery: body.delivery, insurance: body.insurance },
      })
    ).json<{
      data: { totalCents: number };
    }>().data;

  it('stores the lead and the quote, priced by the server', async () => {
    const request = makeQuoteRequest();
    const response = await create(request);
    expect(response.statusCode).toBe(201);
    const quote = response.json<{ data: QuoteData }>().data;
    expect(quote.quoteNumber).toMatch(/^Q-\d{8}-\d{4}$/);
    expect(quote.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(quote.status).toBe('draft');
    expect(quote.totalCents).toBe((await priced(request)).totalCents);
    expect(quote.lines.map((l) => l.woodName)).toEqual(['Kiaat - Face Grain', 'Walnut - Face Grain']);
    const days = (Date.parse(quote.validUntil) - Date.parse(quote.quoteDate)) / 86_400_000;
    expect(days).toBe(30);
    const lead = await ctx()
      .database.db.selectFrom('leads')
      .selectAll()
      .where('email', '=', 'thandi@example.co.za')
      .executeTakeFirst();
    expect(lead).toMatchObject({ full_name: 'Thandi Nkosi', client_type: 'designer', company_name: 'Nkosi Interiors' });
  });

  it('ignores a price sent by the browser', async () => {
    const request = makeQuoteRequest();
    const tampered = {
      ...request,
      totalPrice: 1,
      totalCents: 1,
      surfaces: request.surfaces.map((s) => ({ ...s, price: 1, unitPriceCents: 1 })),
    };
    const quote = (await create(tampered)).json<{ data: QuoteData }>().data;
    expect(quote.totalCents).toBe((await priced(request)).totalCents);
    expect(quote.totalCents).toBeGreaterThan(100_000);
  });

  it('gives unique quote numbers under 50 concurrent creations', async () => {
    const responses = await Promise.all(Array.from({ length: 50 }, () => create(makeQuoteRequest())));
    expect(responses.every((r) => r.statusCode === 201)).toBe(true);
    const numbers = responses.map((r) => r.json<{ data: QuoteData }>().data.quoteNumber);
    expect(new Set(numbers).size).toBe(50);
    const tokens = responses.map((r) => r.json<{ data: QuoteData }>().data.token);
    expect(new Set(tokens).size).toBe(50);
  });

  it('keeps an issued quote unchanged when the price book changes', async () => {
    const quote = (await create(makeQuoteRequest())).json<{ data: QuoteData }>().data;
    await ctx()
      .database.db.updateTable('species_grains')
      .set({ rate_cents_per_m3: 99_900_000 })
      .where('id', '=', 'kiaat_face')
      .execute();
    await ctx()
      .database.db.updateTable('price_settings')
      .set({ value: 99_900 })
      .where('key', '=', 'finish:satin')
      .execute();
    const again = (await ctx().app.inject({ method: 'GET', url: `/api/quotes/${quote.token}` })).json<{
      data: QuoteData;
    }>().data;
    expect(again.totalCents).toBe(quote.totalCents);
    expect(again.lines).toEqual(quote.lines);
    await ctx()
      .database.db.updateTable('species_grains')
      .set({ rate_cents_per_m3: 19_000_000 })
      .where('id', '=', 'kiaat_face')
      .execute();
    await ctx()
      .database.db.updateTable('price_settings')
      .set({ value: 28_000 })
      .where('key', '=', 'finish:satin')
      .execute();
  });

  it('refuses invalid contact details with the contact form messages', async () => {
    const response = await create(makeQuoteRequest({ leadInfo: { fullName: 'T', email: 'nope', phone: '123' } }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: {
        fields: {
          'leadInfo.fullName': 'Name must be at least 2 characters',
          'leadInfo.email': 'Please enter a valid email address',
          'leadInfo.phone': 'Please enter a valid phone number',
        },
      },
    });
    const empty = await create(makeQuoteRequest({ surfaces: [] }));
    expect(empty.statusCode).toBe(400);
  });

  it('refuses a NUL in a name on every database instead of failing to store it', async () => {
    const response = await create(
      makeQuoteRequest({
        leadInfo: {
          fullName: 'Thandi\u0000Nkosi',
          email: 'thandi@example.co.za',
          phone: '082 555 1234',
          companyName: 'A\u0000B',
        },
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: {
        fields: {
          'leadInfo.fullName': 'Name contains characters we cannot store',
          'leadInfo.companyName': 'Company name contains characters we cannot store',
        },
      },
    });
  });

  it('lets the customer accept once, and hides quotes behind their token', async () => {
    const quote = (await create(makeQuoteRequest())).json<{ data: QuoteData }>().data;
    const accepted = await ctx().app.inject({
      method: 'POST',
      url: `/api/quotes/${quote.token}/accept`,
      payload: ACCEPT_BILLING,
    });
    expect(accepted.json()).toMatchObject({
      data: { status: 'accepted', acceptedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) },
    });
    const twice = await ctx().app.inject({
      method: 'POST',
      url: `/api/quotes/${quote.token}/accept`,
      payload: ACCEPT_BILLING,
    });
    expect(twice.statusCode).toBe(200);
    for (const token of [
      'A'.repeat(43),
      'short',
      quote.token.slice(0, -1) + (quote.token.endsWith('A') ? 'B' : 'A'),
      '../../etc/passwd',
    ]) {
      const response = await ctx().app.inject({ method: 'GET', url: `/api/quotes/${encodeURIComponent(token)}` });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ success: false, error: { code: 'not_found', message: 'Quote not found' } });
    }
  });

  it('refuses to accept an expired quote', async () => {
    const quote = (await create(makeQuoteRequest())).json<{ data: QuoteData }>().data;
    await ctx()
      .database.db.updateTable('quotes')
      .set({ valid_until: '2020-01-01T00:00:00.000Z' })
      .where('token', '=', quote.token)
      .execute();
    const view = (await ctx().app.inject({ method: 'GET', url: `/api/quotes/${quote.token}` })).json<{
      data: QuoteData;
    }>().data;
    expect(view.status).toBe('expired');
    const response = await ctx().app.inject({
      method: 'POST',
      url: `/api/quotes/${quote.token}/accept`,
      payload: ACCEPT_BILLING,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json<{ error: { message: string } }>().error.message).toContain('expired');
  });
});
