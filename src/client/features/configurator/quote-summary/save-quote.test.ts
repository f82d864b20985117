import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '#client/shared/api-request';
import { seenPriceBookVersion } from '#client/shared/catalogue/price-book-updates';
import { replaceResources, resourceData } from '#client/shared/resource-store';
import { requestedUrl, stubFetch } from '#client/shared/testing/stub-fetch';
import { leadTimeRoute, priceBookRoute, priceBookVersionRoute } from '#core/api/catalogue-routes';
import { createQuoteRoute } from '#core/api/quotes-routes';
import { buildDefaultPriceBook } from '#core/catalogue/default-price-book';
import { PAGE_CATALOGUE_URLS } from '#core/catalogue/page-catalogue';
import { PARTNER_SESSION_ENDED_MESSAGE } from '#core/pricing/client-price';
import {
  DISCOUNT_CHANGED_MESSAGE,
  LEAD_TIME_CHANGED_MESSAGE,
  PRICES_UPDATED_MESSAGE,
} from '#core/quotes/seen-price-book';
import { sessionRoute } from '#core/api/session-routes';
import { SESSION_URL } from '#client/shared/session/use-session';
import { newSurface } from '#core/surface/surface-defaults';
import type { QuoteContent } from './quote-fingerprint';
import { saveFailureToast, saveQuote } from './save-quote';

const fetchMock = stubFetch();
const leadInfo = { fullName: 'Thandi Nkosi', email: 'thandi@example.co.za', phone: '082 555 1234' };
const content = (overrides: Partial<QuoteContent> = {}): QuoteContent => ({
  surfaces: [newSurface({ id: 'a' })],
  delivery: 'collect',
  insurance: false,
  clientType: 'homeowner',
  pricedFor: null,
  ...overrides,
});
const created = (quoteNumber: string) =>
  new Response(
    JSON.stringify({
      success: true,
      data: { quoteNumber, token: 't'.repeat(43), totalCents: 100, validUntil: '2026-12-24' },
    }),
    { status: 201 },
  );
const keysSent = () =>
  fetchMock.mock.calls.map(([, init]) => (init?.headers as Record<string, string> | undefined)?.['Idempotency-Key']);

// The page shows version 3's prices, as the server writes them into the configurator's page.
const shownBook = buildDefaultPriceBook();
beforeEach(() =>
  replaceResources({
    [PAGE_CATALOGUE_URLS.priceBook]: shownBook,
    [PAGE_CATALOGUE_URLS.priceBookVersion]: { version: 3 },
  }),
);
const json = (data: unknown) => new Response(JSON.stringify({ success: true, data }), { status: 200 });
/** The address a call went to (the app calls fetch with a path string). */
const sentBodies = () =>
  fetchMock.mock.calls
    .filter(([input]) => requestedUrl(input) === createQuoteRoute.path)
    .map(
      ([, init]) =>
        JSON.parse(typeof init?.body === 'string' ? init.body : '{}') as {
          priceBookVersion?: number;
          discountPercentageShown?: number;
          leadTimeShown?: unknown;
        },
    );

// A reply lost on the way back must not make a second quote.
describe('saveQuote', () => {
  it('retries a lost answer with the same Idempotency-Key', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(created('Q-1'));
    const stored = await saveQuote({ content: content(), leadInfo, sketchIds: [] });
    expect(stored.quoteNumber).toBe('Q-1');
    const [first, retry] = keysSent();
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(retry).toBe(first);
  });

  it('keeps the key for a click that repeats a save whose every try was lost, and makes a new one for new content', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(saveQuote({ content: content(), leadInfo, sketchIds: [] })).rejects.toThrow('Failed to fetch');
    const lostKey = keysSent()[0];
    fetchMock.mockReset();
    fetchMock.mockResolvedValueOnce(created('Q-2')).mockResolvedValueOnce(created('Q-3'));
    await saveQuote({ content: content(), leadInfo, sketchIds: [] });
    await saveQuote({ content: content({ delivery: 'shipping' }), leadInfo, sketchIds: [] });
    const [again, fresh] = keysSent();
    expect(again).toBe(lostKey);
    expect(fresh).not.toBe(again);
  });

  it('names the version of the prices on screen', async () => {
    fetchMock.mockResolvedValueOnce(created('Q-4'));
    await saveQuote({ content: content(), leadInfo, sketchIds: [] });
    expect(sentBodies()[0]?.priceBookVersion).toBe(3);
  });

  // ADR 020: a page reached by a link inside the app fetched its book without a version.
  describe('on a page that learnt its prices without their version', () => {
    const answer = (book: unknown) => (input: RequestInfo | URL) =>
      Promise.resolve(
        requestedUrl(input) === priceBookVersionRoute.path
          ? json({ version: 5 })
          : requestedUrl(input) === priceBookRoute.path
            ? json(book)
            : created('Q-5'),
      );
    beforeEach(() => replaceResources({ [PAGE_CATALOGUE_URLS.priceBook]: shownBook }));

    it('names the current version when its prices are the ones shown, and remembers it', async () => {
      fetchMock.mockImplementation(answer(JSON.parse(JSON.stringify(shownBook))));
      await saveQuote({ content: content(), leadInfo, sketchIds: [] });
      expect(sentBodies()[0]?.priceBookVersion).toBe(5);
      expect(seenPriceBookVersion()).toBe(5);
    });

    it('saves nothing when the prices changed meanwhile, and shows the new ones', async () => {
      const newer = { ...shownBook, vatPercent: shownBook.vatPercent + 1 };
      fetchMock.mockImplementation(answer(newer));
      const refusal = await saveQuote({ content: content(), leadInfo, sketchIds: [] }).catch((error: unknown) => error);
      expect(refusal).toBeInstanceOf(ApiError);
      expect(refusal).toMatchObject({ status: 409, message: PRICES_UPDATED_MESSAGE });
      expect(sentBodies()).toEqual([]);
      expect(resourceData(PAGE_CATALOGUE_URLS.priceBook)).toEqual(newer);
      expect(seenPriceBookVersion()).toBe(5);
    });
  });

  // ADR 020, item 7: staff may change a partner's discount while the partner's page is open.
  describe('on a partner’s page', () => {
    const partnerContent = content({
      clientType: 'designer',
      pricedFor: { partnerId: 7, discountPercentage: 12.5, clientPrice: { mode: 'pass_through' } },
    });
    const partnerSession = (discountPercentage: number) => ({
      kind: 'partner',
      partner: { id: 7, businessName: 'Acme Kitchens', discountPercentage },
    });

    it('names the trade discount the prices on screen took off; a customer’s save names none', async () => {
      fetchMock.mockResolvedValueOnce(created('Q-6')).mockResolvedValueOnce(created('Q-7'));
      await saveQuote({ content: partnerContent, leadInfo, sketchIds: [] });
      await saveQuote({ content: content(), leadInfo, sketchIds: [] });
      expect(sentBodies().map((body) => body.discountPercentageShown)).toEqual([12.5, undefined]);
    });

    it('reads the session again when the discount was changed, so the page shows the new price', async () => {
      replaceResources({
        [PAGE_CATALOGUE_URLS.priceBook]: shownBook,
        [PAGE_CATALOGUE_URLS.priceBookVersion]: { version: 3 },
        [SESSION_URL]: partnerSession(12.5),
      });
      const refused = { code: 'conflict', message: DISCOUNT_CHANGED_MESSAGE, current: { discountPercentage: 20 } };
      fetchMock.mockImplementation((input: RequestInfo | URL) =>
        Promise.resolve(
          requestedUrl(input) === sessionRoute.path
            ? json(partnerSession(20))
            : new Response(JSON.stringify({ success: false, error: refused }), { status: 409 }),
        ),
      );
      const refusal = await saveQuote({ content: partnerContent, leadInfo, sketchIds: [] }).catch(
        (error: unknown) => error,
      );
      expect(refusal).toMatchObject({ status: 409 });
      expect(saveFailureToast(refusal, 'failed')).toEqual({
        title: 'Discount Changed',
        description: DISCOUNT_CHANGED_MESSAGE,
        variant: 'default',
      });
      expect(resourceData(SESSION_URL)).toEqual(partnerSession(20));
      expect(sentBodies()).toHaveLength(1);
    });
  });

  // ADR 020, item 8: a job may join or leave the workshop's queue while the page is open (OPS-19).
  describe('the lead time', () => {
    it('names the lead time the summary shows, and QUOTE-09’s 3–4 weeks before the queue’s arrived', async () => {
      fetchMock.mockResolvedValueOnce(created('Q-8')).mockResolvedValueOnce(created('Q-9'));
      await saveQuote({ content: content(), leadInfo, sketchIds: [] });
      replaceResources({
        [PAGE_CATALOGUE_URLS.priceBook]: shownBook,
        [PAGE_CATALOGUE_URLS.priceBookVersion]: { version: 3 },
        [leadTimeRoute.path]: { minWeeks: 5, maxWeeks: 6 },
      });
      await saveQuote({ content: content(), leadInfo, sketchIds: [] });
      expect(sentBodies().map((body) => body.leadTimeShown)).toEqual([
        { minWeeks: 3, maxWeeks: 4 },
        { minWeeks: 5, maxWeeks: 6 },
      ]);
    });

    it('shows the current lead time when the queue moved it, and saves nothing', async () => {
      const refused = {
        code: 'conflict',
        message: LEAD_TIME_CHANGED_MESSAGE,
        current: { leadTime: { minWeeks: 4, maxWeeks: 5 } },
      };
      fetchMock.mockResolvedValueOnce(
        new Response(JSON.stringify({ success: false, error: refused }), { status: 409 }),
      );
      const refusal = await saveQuote({ content: content(), leadInfo, sketchIds: [] }).catch((error: unknown) => error);
      expect(refusal).toMatchObject({ status: 409 });
      expect(saveFailureToast(refusal, 'failed')).toEqual({
        title: 'Delivery Time Changed',
        description:
          'The workshop’s delivery time is now 4–5 weeks from quote confirmation and payment; it changed since you opened this page. Please check the new dates, then save again.',
        variant: 'default',
      });
      expect(resourceData(leadTimeRoute.path)).toEqual({ minWeeks: 4, maxWeeks: 5 });
      expect(fetchMock).toHaveBeenCalledTimes(1);
    });
  });

  it('does not retry a refusal', async () => {
    fetchMock.mockResolvedValueOnce(new Response('{"success":false,"error":{"message":"bad"}}', { status: 400 }));
    await expect(saveQuote({ content: content({ clientType: 'designer' }), leadInfo, sketchIds: [] })).rejects.toThrow(
      '400',
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('saveFailureToast', () => {
  const fallback = 'Failed to save your information. Please try again.';
  const description = (error: unknown) => saveFailureToast(error, fallback).description;
  it('tells a partner whose session ended to sign in again, and anyone else the fallback', () => {
    const ended = new ApiError(401, '401 Unauthorized', {
      code: 'unauthorized',
      message: PARTNER_SESSION_ENDED_MESSAGE,
    });
    expect(saveFailureToast(ended, fallback)).toEqual({
      title: 'Signed Out',
      description: PARTNER_SESSION_ENDED_MESSAGE,
      variant: 'destructive',
    });
    expect(description(new ApiError(401, '401', { code: 'unauthorized', message: 'Please sign in as staff' }))).toBe(
      fallback,
    );
    expect(description(new ApiError(500, '500'))).toBe(fallback);
    expect(saveFailureToast(new TypeError('Failed to fetch'), fallback)).toEqual({
      title: 'Error',
      description: fallback,
      variant: 'destructive',
    });
  });

  it('says prices were updated as news, not as an error', () => {
    const updated = new ApiError(409, '409', {
      code: 'conflict',
      message: PRICES_UPDATED_MESSAGE,
      current: { priceBookVersion: 4, priceBook: shownBook },
    });
    expect(saveFailureToast(updated, fallback)).toEqual({
      title: 'Prices Updated',
      description: PRICES_UPDATED_MESSAGE,
      variant: 'default',
    });
    expect(description(new ApiError(409, '409', { code: 'conflict', message: 'Taken' }))).toBe(fallback);
  });
});
