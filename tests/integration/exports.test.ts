import { expect, it } from 'vitest';
import { analyticsDay } from '#core/analytics/analytics-day';
import { dayFigures } from '#core/analytics/figure-definitions';
import { DAY_TOTAL_COLUMNS, type DayTotals } from '#core/analytics/summarize-day';
import { makeStaff, signInStaff } from './helpers/accounts';
import { makeQuoteRequest } from './helpers/quote-factories';
import { describeEachDatabase } from './helpers/test-app';

const BOM = '\uFEFF';

/**
 * A spreadsheet program's reading of RFC 4180: quoted fields (with "" for a quote and line breaks inside), CRLF between
 * records.
 */
function readCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  const endField = () => {
    record.push(field);
    field = '';
  };
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted && char === '"' && text[i + 1] === '"') {
      field += '"';
      i++;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (!quoted && char === ',') {
      endField();
    } else if (!quoted && char === '\r' && text[i + 1] === '\n') {
      endField();
      records.push(record);
      record = [];
      i++;
    } else {
      field += char;
    }
  }
  if (field !== '' || record.length > 0) records.push([...record, field]);
  return records;
}

describeEachDatabase('CSV exports', (ctx) => {
  const download = async (url: string, cookie?: string) =>
    ctx().app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const staffCookie = async () => signInStaff(ctx().app, await makeStaff(ctx().database.db));

  it('exports quotes with status, total, client and partner, formulas neutralised, RFC 4180 quoting and a BOM', async () => {
    const evil = makeQuoteRequest({
      leadInfo: {
        fullName: '=SUM(A1:A9)*"Click"',
        email: 'formula@example.co.za',
        phone: '082 555 1234',
        companyName: '+Sum, "Quoted" & Co',
      },
    });
    const created = await ctx().app.inject({ method: 'POST', url: '/api/quotes', payload: evil });
    expect(created.statusCode).toBe(201);
    const quoteNumber = created.json<{ data: { quoteNumber: string } }>().data.quoteNumber;

    const response = await download('/api/exports/quotes.csv?days=1', await staffCookie());
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="quotes-\d{4}-\d{2}-\d{2}\.csv"$/);
    const body = response.body;
    expect(body.startsWith(BOM)).toBe(true);
    const lines = body.slice(1).split('\r\n');
    expect(lines[0]).toBe(
      'Quote number,Created (UTC),Status,Valid until (UTC),Accepted (UTC),Outcome,Outcome date (UTC),Total (R),Client total (R),Client,Client e-mail,Client company,Client type,Partner,Delivery',
    );
    const line = lines.find((candidate) => candidate.startsWith(quoteNumber));
    // The formula is prefixed with ' and quoted (it holds quotes and a comma); the company's comma and quotes are
    // escaped.
    expect(line).toContain(
      `,"'=SUM(A1:A9)*""Click""",formula@example.co.za,"'+Sum, ""Quoted"" & Co",designer,,shipping`,
    );
    expect(line).toMatch(/,sent,|,draft,/);
    expect(line).toContain(',open,,');
    expect(line).toMatch(/,\d+\.\d{2},/);
  });

  it('exports leads with a line break inside a quoted field, and only the chosen period', async () => {
    const db = ctx().database.db;
    const old = new Date(Date.now() - 40 * 86_400_000).toISOString();
    await db
      .insertInto('leads')
      .values({
        created_at: old,
        full_name: 'Old Lead',
        email: 'old@example.co.za',
        phone: '0825551234',
        company_name: null,
        client_type: 'homeowner',
        source: 'configurator',
      })
      .execute();
    await db
      .insertInto('leads')
      .values({
        created_at: new Date().toISOString(),
        full_name: '-2+3',
        email: 'multi@example.co.za',
        phone: '0825551234',
        company_name: 'Line one\nLine two',
        client_type: 'homeowner',
        source: 'configurator',
      })
      .execute();
    const body = (await download('/api/exports/leads.csv?days=7', await staffCookie())).body;
    expect(body.startsWith(BOM)).toBe(true);
    expect(body).toContain(
      `,'-2+3,multi@example.co.za,"0825551234","Line one\nLine two",homeowner,configurator,0,yes\r\n`,
    );
    expect(body).not.toContain('old@example.co.za');
  });

  it('writes a phone number so a spreadsheet reader reads it as typed, and still disarms a formula', async () => {
    const phones = ['+27 82 555 0142', '082 555 0142', '(021) 555-0142'];
    const created = new Date().toISOString();
    for (const [index, phone] of phones.entries()) {
      const full_name = index === 0 ? '=HYPERLINK("http://evil.example","Click")' : `Round Trip ${index}`;
      const email = `round.trip.${index}@example.co.za`;
      await ctx()
        .database.db.insertInto('leads')
        .values({
          created_at: created,
          full_name,
          email,
          phone,
          company_name: '@SUM(1)',
          client_type: 'homeowner',
          source: 'configurator',
        })
        .execute();
    }
    const [header, ...rows] = readCsv(
      (await download('/api/exports/leads.csv?days=1', await staffCookie())).body.slice(1),
    );
    const column = (name: string) => header?.indexOf(name) ?? -1;
    const row = (email: string) => rows.find((cells) => cells[column('E-mail')] === email) ?? [];
    expect(phones.map((_, index) => row(`round.trip.${index}@example.co.za`)[column('Phone')])).toEqual(phones);
    expect(row('round.trip.0@example.co.za')[column('Name')]).toBe(`'=HYPERLINK("http://evil.example","Click")`);
    expect(row('round.trip.1@example.co.za')[column('Company')]).toBe("'@SUM(1)");
  });

  it('exports the per-day analytics summaries, every column of the table but its update time', async () => {
    const db = ctx().database.db;
    // Three days ago: the roll-up rewrites only today and yesterday.
    const day = analyticsDay(new Date(Date.now() - 3 * 86_400_000));
    const figures = Object.fromEntries(DAY_TOTAL_COLUMNS.map((column, index) => [column, index + 1])) as DayTotals;
    await db.deleteFrom('analytics_days').where('day', '=', day).execute();
    await db
      .insertInto('analytics_days')
      .values({ day, ...figures, updated_at: new Date().toISOString() })
      .execute();
    const stored = await db.selectFrom('analytics_days').selectAll().where('day', '=', day).executeTakeFirstOrThrow();

    const response = await download('/api/exports/analytics-days.csv?days=30', await staffCookie());
    expect(response.statusCode).toBe(200);
    const [header, ...rows] = response.body.slice(1).split('\r\n');
    expect(
      header
        ?.split(',')
        .slice(0, DAY_TOTAL_COLUMNS.length + 1)
        .sort(),
    ).toEqual(
      Object.keys(stored)
        .filter((column) => column !== 'updated_at')
        .sort(),
    );
    // Then the day's figures as the dashboards count them (ANALYTICS-24 to ANALYTICS-28).
    expect(header).toBe(
      ['day', ...DAY_TOTAL_COLUMNS, 'counted_leads', 'test_leads', 'counted_quotes', 'converted_visitors'].join(','),
    );
    const counted = dayFigures(figures);
    expect(rows).toContain(
      [
        day,
        ...DAY_TOTAL_COLUMNS.map((column) => figures[column]),
        counted.leads,
        counted.testLeads,
        counted.quotes,
        counted.convertedVisitors,
      ].join(','),
    );
  });

  it('exports each quote’s outcome and its date: a lost quote reads lost, not sent (STAFF-08, ANALYTICS-09)', async () => {
    const db = ctx().database.db;
    const cookie = await staffCookie();
    const save = async (email: string) => {
      const created = await ctx().app.inject({
        method: 'POST',
        url: '/api/quotes',
        payload: makeQuoteRequest({ leadInfo: { fullName: 'Outcome Person', email, phone: '082 555 1234' } }),
      });
      expect(created.statusCode).toBe(201);
      return created.json<{ data: { quoteNumber: string } }>().data.quoteNumber;
    };
    const lost = await save('lost.outcome@gmail.com');
    const won = await save('won.outcome@gmail.com');
    const lostAt = '2026-11-20T09:15:00.000Z';
    const wonAt = '2026-11-21T10:30:00.000Z';
    await db
      .updateTable('quotes')
      .set({ status: 'sent', outcome: 'lost', outcome_at: lostAt })
      .where('quote_number', '=', lost)
      .execute();
    await db.updateTable('quotes').set({ outcome: 'won', outcome_at: wonAt }).where('quote_number', '=', won).execute();
    const lines = (await download('/api/exports/quotes.csv?days=1', cookie)).body.slice(1).split('\r\n');
    const header = lines[0]?.split(',') ?? [];
    const cell = (quoteNumber: string, column: string) =>
      lines.find((line) => line.startsWith(quoteNumber))?.split(',')[header.indexOf(column)];
    expect(cell(lost, 'Status')).toBe('sent');
    expect(cell(lost, 'Outcome')).toBe('lost');
    expect(cell(lost, 'Outcome date (UTC)')).toBe(lostAt);
    expect(cell(won, 'Outcome')).toBe('won');
    expect(cell(won, 'Outcome date (UTC)')).toBe(wonAt);
  });

  it('refuses bad periods clearly and anonymous callers', async () => {
    const cookie = await staffCookie();
    expect((await download('/api/exports/leads.csv?days=abc', cookie)).statusCode).toBe(400);
    expect((await download('/api/exports/quotes.csv?days=0', cookie)).statusCode).toBe(400);
    expect((await download('/api/exports/quotes.csv?days=7')).statusCode).toBe(401);
  });
});
