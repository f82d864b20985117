import { expect, it } from 'vitest';
import { analyticsDay } from '#core/analytics/analytics-day';
import { makePartner, makeStaff, signInPartner, signInStaff } from './helpers/accounts';
import { makeQuoteRequest } from './helpers/quote-factories';
import { describeEachDatabase } from './helpers/test-app';

describeEachDatabase('daily report calls', (ctx) => {
  it("'Generate Test Report Now' queues a report with both parts, lists it and opens it; never the morning's claim", async () => {
    const { app, database, config } = ctx();
    const staff = await makeStaff(database.db);
    const cookie = await signInStaff(app, staff);
    const optIn = await app.inject({
      method: 'PUT',
      url: '/api/reports/daily/opt-in',
      headers: { cookie },
      payload: { optIn: true },
    });
    expect(optIn.json()).toEqual({ success: true, data: { optIn: true } });
    expect((await app.inject({ method: 'GET', url: '/api/reports/daily/opt-in', headers: { cookie } })).json()).toEqual(
      {
        success: true,
        data: { optIn: true },
      },
    );

    const generated = await app.inject({ method: 'POST', url: '/api/reports/daily', headers: { cookie }, payload: {} });
    expect(generated.statusCode).toBe(200);
    expect(generated.json()).toMatchObject({
      data: { generated: true, recipients: 2, message: 'Daily report generated and sent!' },
    });
    const mails = await database.db
      .selectFrom('outbox')
      .select('payload_json')
      .where('kind', '=', 'daily_report')
      .execute();
    const messages = mails.map(
      (row) => JSON.parse(row.payload_json) as { to: string; subject: string; text: string; html: string },
    );
    expect(messages.map((message) => message.to).sort()).toEqual(
      [config.business.email.toLowerCase(), staff.email].sort(),
    );
    const [message] = messages;
    // ANALYTICS-23: a test report covers today so far, and says so.
    expect(message?.subject).toBe(
      `[Test] ${config.business.name} daily report for ${analyticsDay(new Date())} (so far)`,
    );
    expect(message?.text).toMatch(
      new RegExp(
        `^Figures for today so far \\(${analyticsDay(new Date())}, up to \\d{4}/\\d{2}/\\d{2} \\d{2}:\\d{2}\\)`,
        'm',
      ),
    );
    expect(message?.text).toContain('Three things to try today:');
    expect(message?.text).toContain('Because: ');
    expect(message?.html).toContain('<table');
    expect(message?.html).not.toMatch(/<script/i);

    const list = (await app.inject({ method: 'GET', url: '/api/reports/daily', headers: { cookie } })).json<{
      data: { reports: { id: number; kind: string }[] };
    }>().data.reports;
    expect(list[0]).toMatchObject({ kind: 'test' });
    const opened = await app.inject({ method: 'GET', url: `/api/reports/daily/${list[0]?.id}`, headers: { cookie } });
    expect(opened.json()).toMatchObject({ data: { report: { html: message?.html, text: message?.text } } });
    expect(
      (await app.inject({ method: 'GET', url: '/api/reports/daily/999999', headers: { cookie } })).statusCode,
    ).toBe(404);
    expect(
      await database.db.selectFrom('daily_reports').select('id').where('kind', '=', 'scheduled').execute(),
    ).toEqual([]);
  });

  it("reports today's leads and accepted value so far, money as 'R 1,234.56', and 0 against 0 as no change", async () => {
    const { app, database } = ctx();
    const created = await app.inject({
      method: 'POST',
      url: '/api/quotes',
      payload: makeQuoteRequest({
        leadInfo: { fullName: 'Busy Day', email: 'busy.day@gmail.com', phone: '082 555 0101' },
      }),
    });
    expect(created.statusCode).toBe(201);
    const quoteNumber = created.json<{ data: { quoteNumber: string } }>().data.quoteNumber;
    // ANALYTICS-27: revenue is the accepted quote's trade value, read from the quote.
    await database.db
      .updateTable('quotes')
      .set({ accepted_at: new Date().toISOString(), total_cents: 123_456 })
      .where('quote_number', '=', quoteNumber)
      .execute();

    const cookie = await signInStaff(app, await makeStaff(database.db));
    const generated = await app.inject({ method: 'POST', url: '/api/reports/daily', headers: { cookie }, payload: {} });
    const reportId = generated.json<{ data: { reportId: number } }>().data.reportId;
    const { report } = (
      await app.inject({ method: 'GET', url: `/api/reports/daily/${reportId}`, headers: { cookie } })
    ).json<{
      data: { report: { text: string; html: string } };
    }>().data;
    expect(report.text).toContain('Value of quotes accepted: R 1,234.56 (week before: R 0.00, new)');
    expect(report.html).toContain('R 1,234.56');
    expect(report.text).not.toMatch(/R \d+,\d{2}\b/);
    expect(report.text).toMatch(/^Leads: 1 \(week before: 0, new\)$/m);
    expect(report.text).toMatch(/^Quotes accepted: 1 /m);
    expect(report.text).toContain('PDF downloads: 0 (week before: 0, no change)');
    expect(report.html).toContain('Today so far');
  });

  it('answers 401 and 403 on every report call and refuses a bad opt-in', async () => {
    const { app, database } = ctx();
    const partnerCookie = await signInPartner(app, await makePartner(database.db));
    for (const [method, url] of [
      ['POST', '/api/reports/daily'],
      ['GET', '/api/reports/daily'],
      ['GET', '/api/reports/daily/1'],
      ['GET', '/api/reports/daily/opt-in'],
      ['PUT', '/api/reports/daily/opt-in'],
    ] as const) {
      expect((await app.inject({ method, url, payload: method === 'GET' ? undefined : {} })).statusCode).toBe(401);
      expect(
        (
          await app.inject({
            method,
            url,
            headers: { cookie: partnerCookie },
            payload: method === 'GET' ? undefined : {},
          })
        ).statusCode,
      ).toBe(403);
    }
    const cookie = await signInStaff(app, await makeStaff(database.db));
    expect(
      (
        await app.inject({
          method: 'PUT',
          url: '/api/reports/daily/opt-in',
          headers: { cookie },
          payload: { optIn: 'yes' },
        })
      ).statusCode,
    ).toBe(400);
  });
});
