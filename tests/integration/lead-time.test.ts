import { randomUUID } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import type { QuoteResponse } from '#core/quotes/quote-response-schema';
import type { JobList } from '#core/workshop/job-schemas';
import type { LeadTime } from '#core/workshop/lead-time';
import { LEAD_TIME_CHANGED_MESSAGE } from '#core/quotes/seen-price-book';
import type { MailMessage } from '#server/mail/mail-message';
import { makeStaff, signInStaff } from './helpers/accounts';
import { payQuoteInvoices } from './helpers/pay-invoices';
import { pdfText } from './helpers/pdf-text';
import { ACCEPT_BILLING, countQuotes, makeQuoteRequest } from './helpers/quote-factories';
import { describeEachDatabase } from './helpers/test-app';

const DAY_MS = 86_400_000;

describeEachDatabase('the lead time follows the queue (OPS-19)', (ctx) => {
  let owner: Record<string, string> = {};
  beforeAll(async () => {
    owner = {
      cookie: await signInStaff(ctx().app, await makeStaff(ctx().database.db, { role: 'owner', name: 'Olga Owner' })),
    };
  });
  const leadTime = async () => {
    const response = await ctx().app.inject({ method: 'GET', url: '/api/pricing/lead-time' });
    expect(response.statusCode).toBe(200);
    return response.json<{ data: LeadTime }>().data;
  };
  const createQuote = async (email: string) =>
    (
      await ctx().app.inject({
        method: 'POST',
        url: '/api/quotes',
        payload: makeQuoteRequest({ leadInfo: { fullName: 'Queue Customer', email, phone: '082 000 0201' } }),
      })
    ).json<{ data: QuoteResponse }>().data;
  const mailTo = async (email: string, kind: string) => {
    const rows = await ctx()
      .database.db.selectFrom('outbox')
      .select(['payload_json'])
      .where('kind', '=', kind)
      .execute();
    return rows.map((row) => JSON.parse(row.payload_json) as MailMessage).find((message) => message.to === email);
  };

  it('promises 3–4 weeks to anyone, signed in or not, while the queue is short', async () => {
    expect(await leadTime()).toEqual({ minWeeks: 3, maxWeeks: 4 });
    const quote = await createQuote('first@example.co.za');
    expect(quote.leadTime).toEqual({ minWeeks: 3, maxWeeks: 4 });
  });

  it('grows with the jobs ahead at the weekly capacity, and every document of a new quote says the same', async () => {
    const settings = (
      await ctx().app.inject({ method: 'GET', url: '/api/admin/workshop/settings', headers: owner })
    ).json<{ data: Record<string, number> }>().data;
    const saved = await ctx().app.inject({
      method: 'PUT',
      url: '/api/admin/workshop/settings',
      headers: owner,
      payload: { ...settings, weeklyCapacityJobs: 1 },
    });
    expect(saved.statusCode).toBe(200);
    // Four accepted jobs at one a week: a fifth is done in week 5.
    for (let i = 0; i < 4; i += 1) {
      const queued = await createQuote(`queued${i}@example.co.za`);
      await ctx().app.inject({ method: 'POST', url: `/api/quotes/${queued.token}/accept`, payload: ACCEPT_BILLING });
    }
    expect(await leadTime()).toEqual({ minWeeks: 5, maxWeeks: 6 });

    const quote = await createQuote('later@example.co.za');
    expect(quote.leadTime).toEqual({ minWeeks: 5, maxWeeks: 6 });
    const pdf = await ctx().app.inject({ method: 'GET', url: `/api/quotes/${quote.token}/pdf` });
    const text = pdfText(pdf.rawPayload).replace(/\s+/g, ' ');
    expect(text).toContain('Estimated delivery: 5–6 weeks from quote confirmation and payment');
    expect(text).toContain('Lead time is 5–6 weeks from quote confirmation and payment.');
    expect(text).not.toContain('3–4 weeks');

    expect(
      (
        await ctx().app.inject({
          method: 'POST',
          url: '/api/email/quote',
          payload: { token: quote.token, sendBusinessCopy: false },
        })
      ).statusCode,
    ).toBe(202);
    const quoteMail = await mailTo('later@example.co.za', 'quote');
    expect(quoteMail?.text).toContain('Delivery: 5–6 weeks from quote confirmation and payment.');
    expect(quoteMail?.html).toContain('Delivery: 5–6 weeks from quote confirmation and payment.');

    const before = Date.now();
    await ctx().app.inject({ method: 'POST', url: `/api/quotes/${quote.token}/accept`, payload: ACCEPT_BILLING });
    const confirmation = await mailTo('later@example.co.za', 'quote_accepted_confirmation');
    expect(confirmation?.text).toContain('made to measure in 5–6 weeks');
    // The job is promised at the far end of what its quote promised: 6 weeks.
    const staff = owner;
    const jobs = (await ctx().app.inject({ method: 'GET', url: '/api/admin/jobs', headers: staff })).json<{
      data: JobList;
    }>().data.jobs;
    const job = jobs.find((j) => j.quoteNumber === quote.quoteNumber);
    const days = Math.round((new Date(`${job?.promisedDate}T12:00:00Z`).getTime() - before) / DAY_MS);
    expect(days).toBeGreaterThanOrEqual(42);
    expect(days).toBeLessThanOrEqual(43);

    // The quote keeps its promise when the queue moves on.
    const ids = jobs.map((j) => j.id);
    for (const id of ids) {
      const current = jobs.find((j) => j.id === id);
      // The floor waits for the deposit (ADR 050): paid as staff record it.
      if (current) await payQuoteInvoices(ctx().app, staff, current.quoteNumber);
      await ctx().app.inject({
        method: 'PATCH',
        url: `/api/admin/jobs/${id}`,
        headers: staff,
        payload: {
          stage: current?.delivery === 'collect' ? 'ready_to_collect' : 'out_for_delivery',
          version: current?.version,
        },
      });
    }
    expect(await leadTime()).toEqual({ minWeeks: 3, maxWeeks: 4 });
    const again = (await ctx().app.inject({ method: 'GET', url: `/api/quotes/${quote.token}` })).json<{
      data: QuoteResponse;
    }>().data;
    expect(again.leadTime).toEqual({ minWeeks: 5, maxWeeks: 6 });
  });

  // ADR 020, item 8: the page names the lead time it showed; the queue may move it meanwhile.
  it('refuses a save that names another lead time than the queue’s, with the current one, and stores nothing', async () => {
    const current = await leadTime();
    const key = randomUUID();
    const save = (leadTimeShown: unknown, email: string) =>
      ctx().app.inject({
        method: 'POST',
        url: '/api/quotes',
        headers: { 'idempotency-key': key },
        payload: makeQuoteRequest({
          leadInfo: { fullName: 'Queue Customer', email, phone: '082 000 0202' },
          leadTimeShown,
        }),
      });
    const before = await countQuotes(ctx().database.db);
    const outbox = async () => (await ctx().database.db.selectFrom('outbox').select('id').execute()).length;
    const mailsBefore = await outbox();
    const stale = await save({ minWeeks: current.minWeeks + 2, maxWeeks: current.maxWeeks + 2 }, 'stale@example.co.za');
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      success: false,
      error: { code: 'conflict', message: LEAD_TIME_CHANGED_MESSAGE, current: { leadTime: current } },
    });
    // Nothing of it is kept: no quote, no lead, no mail to the workshop, and its key is free.
    expect(await countQuotes(ctx().database.db)).toBe(before);
    const leads = await ctx()
      .database.db.selectFrom('leads')
      .select('id')
      .where('email', '=', 'stale@example.co.za')
      .execute();
    expect(leads).toEqual([]);
    expect(await outbox()).toBe(mailsBefore);
    // A lead time no page can show is malformed: 400, not a conflict.
    for (const leadTimeShown of [
      { minWeeks: 0, maxWeeks: 1 },
      { minWeeks: 3.5, maxWeeks: 4 },
      { minWeeks: 3 },
      '3–4 weeks',
    ]) {
      expect((await save(leadTimeShown, 'malformed@example.co.za')).statusCode).toBe(400);
    }
    // The page shows the current one and saves again, with the same key: stored, promising what it showed.
    const saved = await save(current, 'stale@example.co.za');
    expect(saved.statusCode).toBe(201);
    expect(saved.json<{ data: QuoteResponse }>().data.leadTime).toEqual(current);
    expect(await countQuotes(ctx().database.db)).toBe(before + 1);
  });
});
