import { expect, it } from 'vitest';
import { analyticsDay, dayBoundsUtc } from '#core/analytics/analytics-day';
import { dayFigures, periodFigures, periodRates } from '#core/analytics/figure-definitions';
import { rollupDay } from '#server/analytics/rollup-day';
import { readDayRows } from '#server/analytics/analytics-repository';
import { makeStaff, signInStaff } from './helpers/accounts';
import { makeQuoteRequest } from './helpers/quote-factories';
import { describeEachDatabase } from './helpers/test-app';

/**
 * ANALYTICS-25, ANALYTICS-26, ANALYTICS-28: a lead is one person, by e-mail, a day, on every screen and in every file.
 */
describeEachDatabase('one person, one lead', (ctx) => {
  it('counts 4 quotes from one e-mail on one day as 1 lead with 4 quotes: cards, list, stats and CSV', async () => {
    const { app, database } = ctx();
    // The same person, however they type their address.
    for (const email of [
      'Nomsa.Person@gmail.com',
      'nomsa.person@gmail.com',
      ' nomsa.person@gmail.com',
      'NOMSA.PERSON@GMAIL.COM',
    ]) {
      const leadInfo = { fullName: 'Nomsa Person', email: email.trim(), phone: '+27 82 555 0142' };
      expect(
        (await app.inject({ method: 'POST', url: '/api/quotes', payload: makeQuoteRequest({ leadInfo }) })).statusCode,
      ).toBe(201);
    }
    const now = new Date();
    await rollupDay({ db: database.db, day: analyticsDay(now), now });
    const cookie = await signInStaff(app, await makeStaff(database.db));
    const get = async <T>(url: string) =>
      (await app.inject({ method: 'GET', url, headers: { cookie } })).json<{ data: T }>().data;

    const analytics = await get<{ totals: { total_leads: number; total_quotes: number; test_leads: number } }>(
      '/api/analytics?days=1',
    );
    expect(analytics.totals).toMatchObject({ total_leads: 1, total_quotes: 4, test_leads: 0 });
    expect(await get<{ real_leads: number; unique_emails: number }>('/api/leads/stats?days=1')).toMatchObject({
      real_leads: 1,
      unique_emails: 1,
    });
    expect(await get<unknown[]>('/api/leads/real?days=1')).toHaveLength(1);
    const rows = await readDayRows(database.db, { from: analyticsDay(now), to: analyticsDay(now) });
    expect(periodRates(periodFigures(rows)).quoteConversion).toBe(100);

    const csv = (await app.inject({ method: 'GET', url: '/api/exports/leads.csv?days=1', headers: { cookie } })).body;
    const counted = csv.split('\r\n').filter((line) => line.toLowerCase().includes('nomsa.person@gmail.com'));
    expect(counted).toHaveLength(4);
    expect(counted.filter((line) => line.endsWith(',yes'))).toHaveLength(1);
    expect(counted.filter((line) => line.endsWith(',no (same person that day)'))).toHaveLength(3);
  });

  it('never shows a rate above 100 % on 300 random days of leads and quotes', async () => {
    const db = ctx().database.db;
    let seed = 56;
    const random = (n: number) => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31), seed % n);
    const start = Date.parse('2025-01-01T00:00:00Z');
    let quoteId = 1_000_000;
    const expected = new Map<string, { leads: number; testLeads: number; quotes: number }>();
    for (let index = 0; index < 300; index += 1) {
      const day = analyticsDay(new Date(start + index * 86_400_000));
      const at = (minute: number) =>
        new Date(Date.parse(dayBoundsUtc(day).from) + (8 * 60 + minute) * 60_000).toISOString();
      const people = Array.from({ length: random(6) }, (_, person) =>
        random(5) === 0 ? `test${person}@example.com` : `p${person}.d${index}@gmail.com`,
      );
      const counts = { leads: 0, testLeads: 0, quotes: 0 };
      for (const email of people) {
        const quotes = 1 + random(4);
        if (email.startsWith('test')) {
          counts.testLeads += 1;
        } else {
          counts.leads += 1;
          counts.quotes += quotes;
        }
        for (let quote = 0; quote < quotes; quote += 1) {
          quoteId += 1;
          const client_type = ['homeowner', 'contractor', 'designer'][random(3)] ?? 'homeowner';
          await db
            .insertInto('leads')
            .values({
              created_at: at(quote),
              full_name: 'Random Person',
              email,
              phone: '0825550100',
              company_name: null,
              client_type,
              source: 'configurator',
            })
            .execute();
          await db
            .insertInto('quote_events')
            .values({
              occurred_at: at(quote),
              day,
              type: 'quote_saved',
              quote_id: quoteId,
              client_type,
              total_cents: 100_000,
            })
            .execute();
        }
      }
      expected.set(day, counts);
      await rollupDay({ db, day, now: new Date() });
    }
    const rows = await readDayRows(db, { from: '2025-01-01', to: '2025-12-31' });
    for (const row of rows) {
      const figures = dayFigures(row);
      expect({ leads: figures.leads, testLeads: figures.testLeads, quotes: figures.quotes }).toEqual(
        expected.get(row.day),
      );
      for (const rate of Object.values(periodRates(figures))) expect(rate).toBeLessThanOrEqual(100);
      expect(row.homeowner_leads + row.contractor_leads + row.designer_leads).toBe(figures.leads);
    }
    for (const rate of Object.values(periodRates(periodFigures(rows)))) expect(rate).toBeLessThanOrEqual(100);
  }, 120_000);
});
