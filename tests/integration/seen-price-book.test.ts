import { expect, it } from 'vitest';
import type { PriceBook } from '#core/pricing/price-book';
import { makeStaff, signInStaff } from './helpers/accounts';
import { currentPriceBook, withRateTimes } from './helpers/price-book-edits';
import { countQuotes, makeQuoteRequest } from './helpers/quote-factories';
import { describeEachDatabase } from './helpers/test-app';

interface StaleAnswer {
  error: { code: string; message: string; current: { priceBookVersion: number; priceBook: PriceBook } };
}

// ADR 020: a quote is stored only at the prices the customer was shown.
describeEachDatabase('a quote saved with the price book the customer saw', (ctx) => {
  const app = () => ctx().app;
  const seenVersion = async () =>
    (await app().inject({ method: 'GET', url: '/api/pricing/price-book/version' })).json<{
      data: { version: number };
    }>().data.version;
  const create = (payload: Record<string, unknown>) => app().inject({ method: 'POST', url: '/api/quotes', payload });
  const quoteCount = () => countQuotes(ctx().database.db);

  it('answers the current version, which the configurator page carries too', async () => {
    const owner = { cookie: await signInStaff(app(), await makeStaff(ctx().database.db, { role: 'owner' })) };
    expect(await seenVersion()).toBe((await currentPriceBook(app(), owner)).version);
  });

  it('stores a quote priced with the current version', async () => {
    const response = await create(makeQuoteRequest({ priceBookVersion: await seenVersion() }));
    expect(response.statusCode).toBe(201);
  });

  it('refuses a quote priced with an older version (409) with the new prices, and stores nothing', async () => {
    const owner = { cookie: await signInStaff(app(), await makeStaff(ctx().database.db, { role: 'owner' })) };
    const seen = await seenVersion();
    const base = await currentPriceBook(app(), owner);
    const saved = await app().inject({
      method: 'POST',
      url: '/api/admin/price-book',
      headers: owner,
      payload: withRateTimes(base, 'kiaat_face', 1.2),
    });
    expect(saved.statusCode).toBe(200);
    const before = await quoteCount();

    const stale = await create(makeQuoteRequest({ priceBookVersion: seen }));
    expect(stale.statusCode).toBe(409);
    const { error } = stale.json<StaleAnswer>();
    expect(error.code).toBe('conflict');
    expect(error.message).toContain('Prices were updated');
    expect(error.current.priceBookVersion).toBe(seen + 1);
    expect(error.current.priceBook.species.kiaat_face?.rateCentsPerM3).toBe(
      Math.round((base.book.species.kiaat_face?.rateCentsPerM3 ?? 0) * 1.2),
    );
    expect(await quoteCount()).toBe(before);

    // Saved again with the version it was shown, it is stored.
    expect((await create(makeQuoteRequest({ priceBookVersion: error.current.priceBookVersion }))).statusCode).toBe(201);
    expect(await quoteCount()).toBe(before + 1);
  });

  it('prices a request without a version with the current book, as API clients always had', async () => {
    expect((await create(makeQuoteRequest())).statusCode).toBe(201);
  });
});
