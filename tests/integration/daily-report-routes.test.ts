import { expect, it } from 'vitest';
import { analyticsDay, previousDay } from '../../src/core/analytics/analytics-day';
import { makePartner, makeStaff, signInPartner, signInStaff } from './helpers/accounts';
import { makeQuoteRequest } from './helpers/quote-factories';
import { describeEachDatabase } from './helpers/test-app';

describeEachDatabase('daily report calls', (ctx) => {
  it("'Generate Test Report Now' queues a report with both parts, lists it and opens it; never the morning's claim", async () => {
    const { app, database, config } = ctx();
    const staff = await makeStaff(database.db);
    const cookie = await signInStaff(app, staff);
    const optIn = await app.inject({ method: 'PUT', url: '/api/reports/daily/opt-in', headers: { cookie }, payload: { optIn: true } });
    expect(optIn.json()).toEqual({ success: true, data: { optIn: true } });
    expect((await app.inject({ method: 'GET', url: '/api/reports/daily/opt-in', headers: { cookie } })).json()).toEqual({ success: true, data: { optIn: true } });

    const generated = await app.inject({ method: 'POST', url: '/api/reports/daily', headers: { cookie }, payload: {} });
    expect(generated.statusCode).toBe(200);
    expect(generated.json()).toMatchObject({ data: { generated: true, recipients: 2, message: 'Daily report generated and sent!' } });
    const mails = await database.db.selectFrom('outbox').select('payload_json').where('kind', '=', 'daily_report').execute();
    const messages = mails.map((row) => JSON.parse(row.payload_json) as { to: string; subject: string; text: string; html: string });
    expect(messages.map((message) => message.to).sort()).toEqual([config.business.email.toLowerCase(), staff.email].sort());
    const [message] = messages;
    expect(message?.subject).toMatch(/^\[Test\] .* daily report for \d{4}-\d{2}-\d{2}$/);
    expect(message?.text).toContain('Three things to try today:');
    expect(message?.text).toContain('Because: ');
    expect(message?.html).toContain('<table');
    expect(message?.html).not.toMatch(/<script/i);

    const list = (await app.inject({ method: 'GET', url: '/api/reports/daily', headers: { cookie } })).json<{ data: { reports: { id: number; kind: string }[] } }>().data.reports;
    expect(list[0]).toMatchObject({ kind: 'test' });
    const opened = await app.inject({ method: 'GET', url: `/api/reports/daily/${list[0]?.id}`, headers: { cookie } });
    expect(opened.json()).toMatchObject({ data: { report: { html: message?.html, text: message?.text } } });
    expect((await app.inject({ method: 'GET', url: '/api/reports/daily/999999', headers: { cookie } })).statusCode).toBe(404);
    expect(await database.db.selectFrom('daily_reports').select('id').where('kind', '=', 'scheduled').execute()).toEqual([]);
  });

  it("reports the value of yesterday's accepted quotes, read from the quotes", async () => {
    const { app, database } = ctx();
    const created = await app.inject({ method: 'POST', url: '/api/quotes', payload: makeQuoteRequest() });
    expect(created.statusCode).toBe(201);
    const quoteNumber = created.json<{ data: { quoteNumber: string } }>().data.quoteNumber;
    const yesterdayNoon = new Date(`${previousDay(analyticsDay(new Date()))}T12:00:00+02:00`).toISOString();
    await database.db.updateTable('quotes').set({ accepted_at: yesterdayNoon }).where('quote_number', '=', quoteNumber).execute();
    const { total_cents: totalCents } = await database.db.selectFrom('quotes').select('total_cents').where('quote_number', '=', quoteNumber).executeTakeFirstOrThrow();

    const cookie = await signInStaff(app, await makeStaff(database.db));
    const generated = await app.inject({ method: 'POST', url: '/api/reports/daily', headers: { cookie }, payload: {} });
    const reportId = generated.json<{ data: { reportId: number } }>().data.reportId;
    const { report } = (await app.inject({ method: 'GET', url: `/api/reports/daily/${reportId}`, headers: { cookie } })).json<{ data: { report: { text: string } } }>().data;
    const rand = (Number(totalCents) / 100).toLocaleString('en-ZA', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    expect(report.text).toContain(`Value of quotes accepted: R ${rand} (week before: R 0`);
  });

  it('answers 401 and 403 on every report call and refuses a bad opt-in', async () => {
    const { app, database } = ctx();
    const partnerCookie = await signInPartner(app, await makePartner(database.db));
    for (const [method, url] of [['POST', '/api/reports/daily'], ['GET', '/api/reports/daily'], ['GET', '/api/reports/daily/1'], ['GET', '/api/reports/daily/opt-in'], ['PUT', '/api/reports/daily/opt-in']] as const) {
      expect((await app.inject({ method, url, payload: method === 'GET' ? undefined : {} })).statusCode).toBe(401);
      expect((await app.inject({ method, url, headers: { cookie: partnerCookie }, payload: method === 'GET' ? undefined : {} })).statusCode).toBe(403);
    }
    const cookie = await signInStaff(app, await makeStaff(database.db));
    expect((await app.inject({ method: 'PUT', url: '/api/reports/daily/opt-in', headers: { cookie }, payload: { optIn: 'yes' } })).statusCode).toBe(400);
  });
});
