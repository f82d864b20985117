import { expect, it } from 'vitest';
import { analyticsDay } from '#core/analytics/analytics-day';
import { rollupDay } from '#server/analytics/rollup-day';
import { makeStaff, signInStaff } from './helpers/accounts';
import { multipartFile } from './helpers/multipart';
import { makeQuoteRequest } from './helpers/quote-factories';
import { describeEachDatabase } from './helpers/test-app';
import { findTextAnywhere } from './helpers/text-columns';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);

describeEachDatabase('right to be forgotten', (ctx, dialect) => {
  const ownerCookie = async () => signInStaff(ctx().app, await makeStaff(ctx().database.db, { role: 'owner' }));

  async function customerWithEverything(email: string, fullName: string, sketchName: string) {
    const { app } = ctx();
    const sketch = (
      await app.inject({
        method: 'POST',
        url: '/api/files/sketch',
        ...multipartFile({ field: 'sketch', fileName: sketchName, contentType: 'image/png', bytes: PNG }),
      })
    ).json<{ data: { id: string } }>().data.id;
    const leadInfo = { fullName, email, phone: '082 555 9876', companyName: `${fullName} Kitchens` };
    const created = await app.inject({
      method: 'POST',
      url: '/api/quotes',
      payload: makeQuoteRequest({ leadInfo, sketchIds: [sketch] }),
    });
    expect(created.statusCode).toBe(201);
    const quote = created.json<{ data: { token: string; quoteNumber: string } }>().data;
    const emailed = await app.inject({
      method: 'POST',
      url: '/api/email/quote',
      payload: { token: quote.token, sendBusinessCopy: true, requestId: `erase-${quote.quoteNumber}` },
    });
    expect(emailed.statusCode).toBe(202);
    return quote;
  }

  const dayFigures = async (day: string) =>
    ctx().database.db.selectFrom('analytics_days').selectAll().where('day', '=', day).executeTakeFirst();

  it('erases a person everywhere in one call, keeps the books and counts, and logs which records but not the data', async () => {
    const { app, database } = ctx();
    const email = `Mpho.Forgetme.${dialect}@forgetme.co.za`;
    const quote = await customerWithEverything(email, 'Mpho Forgetme', 'Mpho kitchen.png');
    const other = await customerWithEverything(
      `someone.else.${dialect}@keepme.co.za`,
      'Lindiwe Keepme',
      'Lindiwe shelf.png',
    );
    const day = analyticsDay(new Date());
    await rollupDay({ db: database.db, day, now: new Date() });
    const before = await dayFigures(day);
    const totalsBefore = await database.db
      .selectFrom('quotes')
      .select(['quote_number', 'total_cents', 'pricing_json'])
      .orderBy('id')
      .execute();
    expect(await findTextAnywhere(database.db, dialect, email)).not.toEqual([]);

    const cookie = await ownerCookie();
    const found = await app.inject({
      method: 'GET',
      url: `/api/privacy/person?email=${encodeURIComponent(email.toUpperCase())}`,
      headers: { cookie },
    });
    expect(found.json()).toMatchObject({
      data: { leads: 1, quotes: 1, sketches: 1, quoteNumbers: [quote.quoteNumber] },
    });

    const erased = await app.inject({
      method: 'POST',
      url: '/api/privacy/erase',
      headers: { cookie },
      payload: { email },
    });
    expect(erased.statusCode).toBe(200);
    // The e-mails: the customer's quote, its business copy and the workshop's new-quote notice (QUOTE-23).
    expect(erased.json()).toEqual({
      success: true,
      // The anonymous e-mail attached a PDF made for it, not the cached one (ADR 040): no cached PDF to erase.
      data: {
        erased: {
          leads: 1,
          quotes: 1,
          sketches: 1,
          emails: 3,
          quotePdfs: 0,
          notes: 0,
          emailFiles: 0,
          storageReclaimed: true,
          invoicesKept: 0,
          invoicesKeptUntil: null,
        },
      },
    });

    // No copy of the address, the name, the phone number, the company or the sketch's name, in any text column.
    for (const needle of [email, 'Forgetme', 'Mpho kitchen'])
      expect(await findTextAnywhere(database.db, dialect, needle)).toEqual([]);
    expect(
      await database.db.selectFrom('sketches').select('id').where('file_name', '=', 'Mpho kitchen.png').execute(),
    ).toEqual([]);
    // The books and the day's figures are untouched, also when the day is summarised again.
    expect(
      await database.db
        .selectFrom('quotes')
        .select(['quote_number', 'total_cents', 'pricing_json'])
        .orderBy('id')
        .execute(),
    ).toEqual(totalsBefore);
    await rollupDay({ db: database.db, day, now: new Date() });
    const { updated_at: _before, ...figuresBefore } = before ?? { updated_at: '' };
    const { updated_at: _after, ...figuresAfter } = (await dayFigures(day)) ?? { updated_at: '' };
    expect(figuresAfter).toEqual(figuresBefore);
    // The customer's link no longer opens the quote; someone else's still does.
    expect((await app.inject({ method: 'GET', url: `/api/quotes/${quote.token}` })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: `/api/quotes/${quote.token}/pdf` })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: `/api/quotes/${other.token}` })).statusCode).toBe(200);
    expect(await findTextAnywhere(database.db, dialect, 'keepme.co.za')).not.toEqual([]);
    // The log says who and which records.
    const log = await database.db.selectFrom('privacy_erasures').selectAll().execute();
    expect(log).toHaveLength(1);
    expect(JSON.parse(log[0]?.records_json ?? '{}')).toMatchObject({
      leads: [expect.any(Number)],
      quotes: [expect.any(Number)],
      sketches: [expect.any(String)],
    });

    const again = await app.inject({
      method: 'POST',
      url: '/api/privacy/erase',
      headers: { cookie },
      payload: { email },
    });
    expect(again.json()).toEqual({
      success: true,
      data: {
        erased: {
          leads: 0,
          quotes: 0,
          sketches: 0,
          emails: 0,
          quotePdfs: 0,
          notes: 0,
          emailFiles: 0,
          storageReclaimed: true,
          invoicesKept: 0,
          invoicesKeptUntil: null,
        },
      },
    });
  });

  it('is for owners only, and refuses a malformed address without changing anything', async () => {
    const { app, database } = ctx();
    const staffCookie = await signInStaff(app, await makeStaff(database.db, { role: 'staff' }));
    expect(
      (await app.inject({ method: 'POST', url: '/api/privacy/erase', payload: { email: 'a@b.co.za' } })).statusCode,
    ).toBe(401);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/privacy/erase',
          headers: { cookie: staffCookie },
          payload: { email: 'a@b.co.za' },
        })
      ).statusCode,
    ).toBe(403);
    const cookie = await ownerCookie();
    for (const payload of [{}, { email: 'not an address' }, { email: '%' }, { email: ['a@b.co.za'] }]) {
      const response = await app.inject({ method: 'POST', url: '/api/privacy/erase', headers: { cookie }, payload });
      expect(response.statusCode).toBe(400);
    }
  });
});
