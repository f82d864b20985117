import type { InjectOptions } from 'fastify';
import { expect, it } from 'vitest';
import { formatRand } from '#core/money';
import { makeSurface } from '#core/pricing/test-factories';
import type { PartnerQuoteEmailPreview } from '#core/partner-area/partner-area-schemas';
import type { QuoteResponse } from '#core/quotes/quote-response';
import { makePartner, makeStaff, signInPartner, signInStaff } from './helpers/accounts';
import { makeQuoteRequest } from './helpers/quote-factories';
import { describeEachDatabase } from './helpers/test-app';

// The one money format (PRICE-16), in the report as everywhere.
const rand = formatRand;

/**
 * PARTNER-16's deliberate 'Send' (the preview of what the client gets), and the workshop's
 * revenue of a partner's marked-up quote counted at the trade price (ADR 019) by the analytics
 * and the daily report.
 */
describeEachDatabase('a partner’s send preview and the workshop’s revenue at the trade price', (ctx) => {
  const inject = (options: InjectOptions) => ctx().app.inject(options);
  const newPartner = async (overrides: Parameters<typeof makePartner>[1] = {}) => {
    const partner = await makePartner(ctx().database.db, overrides);
    return { ...partner, cookie: await signInPartner(ctx().app, partner) };
  };
  const saveQuote = async (cookie: string, overrides: Record<string, unknown>) => {
    const response = await inject({
      method: 'POST',
      url: '/api/quotes',
      headers: { cookie },
      payload: makeQuoteRequest(overrides),
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ data: QuoteResponse }>().data;
  };
  const quoteRow = async (quoteNumber: string) =>
    ctx()
      .database.db.selectFrom('quotes')
      .select(['id', 'total_cents', 'client_total_cents', 'status'])
      .where('quote_number', '=', quoteNumber)
      .executeTakeFirstOrThrow();
  const body = {
    surfaces: [makeSurface({ surfaceType: 'countertop' })],
    delivery: 'shipping',
    insurance: true,
    clientType: 'designer',
  };
  const lead = { fullName: 'Lerato Preview', email: 'lerato.preview@example.co.za', phone: '082 555 0142' };

  it('previews the client’s e-mail at the client price, in the partner’s words, sending nothing; others get 404', async () => {
    const partner = await newPartner({ discountPercentage: 10, businessName: 'Mokoena Build Co' });
    const other = await newPartner();
    const quote = await saveQuote(partner.cookie, {
      ...body,
      leadInfo: lead,
      clientPrice: { mode: 'markup', markupPercentage: 17.5 },
    });
    const row = await quoteRow(quote.quoteNumber);
    const payload = {
      quoteId: Number(row.id),
      clientEmail: 'Lerato.Preview@example.co.za',
      clientName: 'Lerato Preview',
    };
    const preview = (cookie?: string, input: object = payload) =>
      inject({
        method: 'POST',
        url: '/api/professional/send-quote/preview',
        headers: cookie ? { cookie } : {},
        payload: input,
      });

    const answer = await preview(partner.cookie);
    expect(answer.statusCode, answer.body).toBe(200);
    const shown = answer.json<{ data: PartnerQuoteEmailPreview }>().data;
    expect(shown.to).toBe('lerato.preview@example.co.za');
    expect(shown.subject).toBe(`Your quote from Mokoena Build Co: ${quote.quoteNumber}`);
    expect(shown.lines).toContain('Dear Lerato Preview,');
    expect(shown.lines).toContain(`Total (incl. VAT): ${formatRand(quote.totalCents)}`);
    expect(shown.lines.join('\n')).not.toMatch(/thank you for configuring|discount|trade/i);
    expect(shown.attachment).toMatchObject({
      totalCents: quote.totalCents,
      subtotalCents: quote.subtotalCents,
      insuranceCents: quote.insuranceCents,
      discountCents: 0,
    });
    expect(shown.attachment.fileName).toMatch(/\.pdf$/);
    expect(quote.totalCents).toBeGreaterThan(Number(row.total_cents));
    // A preview queues nothing and leaves the quote a draft.
    expect(
      await ctx()
        .database.db.selectFrom('outbox')
        .select('id')
        .where('dedupe_key', 'like', `quote:${quote.quoteNumber}:%`)
        .execute(),
    ).toEqual([]);
    expect((await quoteRow(quote.quoteNumber)).status).toBe('draft');

    expect((await preview()).statusCode).toBe(401);
    const staffCookie = await signInStaff(ctx().app, await makeStaff(ctx().database.db));
    expect((await preview(staffCookie)).statusCode).toBe(403);
    expect((await preview(other.cookie)).statusCode).toBe(404);
    expect((await preview(partner.cookie, { ...payload, clientEmail: 'nope' })).statusCode).toBe(400);
    expect((await preview(partner.cookie, { ...payload, quoteId: 999_999 })).statusCode).toBe(404);
  });

  it('counts a marked-up quote at the trade price in the analytics and the daily report', async () => {
    const partner = await newPartner({ discountPercentage: 10, businessName: 'Mokoena Build Co' });
    const quote = await saveQuote(partner.cookie, {
      ...body,
      leadInfo: { ...lead, email: 'lerato.revenue@example.co.za' },
      clientPrice: { mode: 'markup', markupPercentage: 17.5 },
    });
    const row = await quoteRow(quote.quoteNumber);
    const tradeCents = Number(row.total_cents);
    // src/core/pricing/price-quote.test.ts: this countertop at 10 % is R3,185.05 trade.
    expect(tradeCents).toBe(318_505);
    expect(Number(row.client_total_cents)).toBe(quote.totalCents);
    expect(quote.totalCents).not.toBe(tradeCents);

    const staffCookie = await signInStaff(ctx().app, await makeStaff(ctx().database.db));
    await ctx().app.analyticsTasks.refresh();
    const report = (
      await inject({ method: 'GET', url: '/api/analytics?days=1', headers: { cookie: staffCookie } })
    ).json<{
      data: { totals: { total_quotes: number; avg_quote_value_cents: number } };
    }>().data;
    // This file's other quote was saved today too: the average is over both, each at its trade price.
    const today = await ctx().database.db.selectFrom('quotes').select('total_cents').execute();
    const tradeAverage = Math.round(today.reduce((sum, r) => sum + Number(r.total_cents), 0) / today.length);
    expect(report.totals.total_quotes).toBe(today.length);
    expect(report.totals.avg_quote_value_cents).toBe(tradeAverage);

    // Accepted today: the test report (today so far, ANALYTICS-23) values it at what the workshop charges.
    await ctx()
      .database.db.updateTable('quotes')
      .set({ accepted_at: new Date().toISOString() })
      .where('id', '=', row.id)
      .execute();
    const generated = await inject({
      method: 'POST',
      url: '/api/reports/daily',
      headers: { cookie: staffCookie },
      payload: {},
    });
    const reportId = generated.json<{ data: { reportId: number } }>().data.reportId;
    const { report: daily } = (
      await inject({ method: 'GET', url: `/api/reports/daily/${reportId}`, headers: { cookie: staffCookie } })
    ).json<{
      data: { report: { text: string } };
    }>().data;
    expect(daily.text).toContain(`Value of quotes accepted: ${rand(tradeCents)} (week before: R 0`);
    expect(daily.text).not.toContain(rand(quote.totalCents));
  });

  it('tells the workshop of a partner’s new quote and its acceptance with the partner named (QUOTE-23)', async () => {
    const partner = await newPartner({ businessName: 'Dlamini Joinery' });
    const quote = await saveQuote(partner.cookie, {
      ...body,
      leadInfo: { ...lead, email: 'lerato.notice@example.co.za' },
    });
    expect((await inject({ method: 'POST', url: `/api/quotes/${quote.token}/accept` })).statusCode).toBe(200);
    const notices = await ctx()
      .database.db.selectFrom('outbox')
      .select(['kind', 'payload_json'])
      .where('kind', 'in', ['workshop_new_quote', 'workshop_quote_accepted'])
      .where('dedupe_key', 'like', `workshop-%:${quote.quoteNumber}:%`)
      .orderBy('id')
      .execute();
    expect(notices.map((notice) => notice.kind)).toEqual(['workshop_new_quote', 'workshop_quote_accepted']);
    for (const notice of notices) {
      const { subject, text } = JSON.parse(notice.payload_json) as { subject: string; text: string };
      expect(subject).toContain('Lerato Preview, a client of Dlamini Joinery');
      expect(text).toContain(`Partner: Dlamini Joinery, Pat Partner <${partner.email}>, phone 082 555 0100`);
    }
  });
});
