import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import type { CreatedQuote } from './helpers/two-servers';
import type { JobList } from '#core/workshop/job-schemas';
import { makePartner, makeStaff, signInStaff } from './helpers/accounts';
import { payQuoteInvoices } from './helpers/pay-invoices';
import { ACCEPT_BILLING, makeQuoteRequest } from './helpers/quote-factories';
import { describeEachDatabase } from './helpers/test-app';

/**
 * ADR 042: input neither database stores is a 400 naming the field, on SQLite as on PostgreSQL,
 * where it was a 500 ("invalid byte sequence for encoding UTF8: 0x00", "integer out of range").
 */
describeEachDatabase('input only one database could store', (ctx) => {
  let staff: Record<string, string> = {};
  beforeAll(async () => {
    staff = { cookie: await signInStaff(ctx().app, await makeStaff(ctx().database.db)) };
  });
  const refusedFields = (response: LightMyRequestResponse) => ({
    status: response.statusCode,
    fields: Object.keys(response.json<{ error?: { fields?: object } }>().error?.fields ?? {}),
  });

  it('refuses a NUL or an unpaired surrogate in any text, even anonymously, naming the field', async () => {
    const { app, database } = ctx();
    const partner = await makePartner(database.db);
    const cases = [
      [
        {
          method: 'POST',
          url: '/api/staff/login',
          payload: { email: 'owner\u0000@grainline.example', password: 'whatever it is' },
        },
        'email',
      ],
      [
        {
          method: 'POST',
          url: '/api/professional-auth/login',
          payload: { username: `${partner.username}\u0000`, password: 'whatever' },
        },
        'username',
      ],
      [
        {
          method: 'POST',
          url: '/api/staff/login',
          payload: { email: 'owner@grainline.example', password: 'lone \ud800 surrogate' },
        },
        'password',
      ],
      [
        {
          method: 'POST',
          url: '/api/quotes',
          payload: makeQuoteRequest({
            leadInfo: { fullName: 'Thandi \udc00 Nkosi', email: 'thandi@example.co.za', phone: '082 555 1234' },
          }),
        },
        'leadInfo.fullName',
      ],
      [{ method: 'GET', url: '/api/admin/quotes?search=%00', headers: staff }, 'search'],
    ] as const;
    for (const [request, field] of cases) {
      expect({ url: request.url, ...refusedFields(await app.inject(request)) }).toEqual({
        url: request.url,
        status: 400,
        fields: [field],
      });
    }
  });

  it('refuses a NUL in a quote’s outcome note and changes nothing', async () => {
    const { app } = ctx();
    const quote = (await app.inject({ method: 'POST', url: '/api/quotes', payload: makeQuoteRequest() })).json<{
      data: CreatedQuote;
    }>().data;
    const inbox = (
      await app.inject({ method: 'GET', url: `/api/admin/quotes?search=${quote.quoteNumber}`, headers: staff })
    ).json<{
      data: { quotes: { id: number; outcome: string | null }[] };
    }>().data;
    const url = `/api/admin/quotes/${inbox.quotes[0].id}/outcome`;
    const refused = await app.inject({
      method: 'POST',
      url,
      headers: staff,
      payload: { outcome: 'lost', note: 'went\u0000elsewhere' },
    });
    expect(refusedFields(refused)).toEqual({ status: 400, fields: ['note'] });
    const after = (
      await app.inject({ method: 'GET', url: `/api/admin/quotes?search=${quote.quoteNumber}`, headers: staff })
    ).json<{
      data: { quotes: { outcome: string | null }[] };
    }>().data;
    expect(after.quotes[0].outcome).toBeNull();
  });

  it('bounds every whole number to its column: a job version past 2³¹−1 is a 400, and the job is unmoved', async () => {
    const { app } = ctx();
    const quote = (await app.inject({ method: 'POST', url: '/api/quotes', payload: makeQuoteRequest() })).json<{
      data: CreatedQuote;
    }>().data;
    await app.inject({ method: 'POST', url: `/api/quotes/${quote.token}/accept`, payload: ACCEPT_BILLING });
    // Paid, so the 409 below is the version's, not the deposit's (ADR 050).
    await payQuoteInvoices(app, staff, quote.quoteNumber);
    const jobs = (await app.inject({ method: 'GET', url: '/api/admin/jobs', headers: staff })).json<{ data: JobList }>()
      .data.jobs;
    const job = jobs.find((candidate) => candidate.quoteNumber === quote.quoteNumber);
    const url = `/api/admin/jobs/${job?.id}`;
    for (const version of [2_147_483_648, Number.MAX_SAFE_INTEGER]) {
      const refused = await app.inject({
        method: 'PATCH',
        url,
        headers: staff,
        payload: { stage: 'cutting', version },
      });
      expect(refusedFields(refused)).toEqual({ status: 400, fields: ['version'] });
    }
    // The largest an integer column holds is a version, just not this job's.
    expect(
      (
        await app.inject({
          method: 'PATCH',
          url,
          headers: staff,
          payload: { stage: 'cutting', version: 2_147_483_647 },
        })
      ).statusCode,
    ).toBe(409);
    const after = (await app.inject({ method: 'GET', url, headers: staff })).json<{
      data: { stage: string; version: number };
    }>().data;
    expect(after).toMatchObject({ stage: 'accepted', version: 1 });
  });
});
