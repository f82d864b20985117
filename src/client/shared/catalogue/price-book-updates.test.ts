import { beforeEach, describe, expect, it } from 'vitest';
import { priceBookRoute, priceBookVersionRoute } from '#core/api/catalogue-routes';
import { buildDefaultPriceBook } from '#core/catalogue/default-price-book';
import { PAGE_CATALOGUE_URLS } from '#core/catalogue/page-catalogue';
import { replaceResources, resourceData } from '../resource-store';
import { requestedUrl, stubFetch } from '../testing/stub-fetch';
import { checkForNewPrices, seenPriceBookVersion } from './price-book-updates';

const fetchMock = stubFetch();
const shownBook = buildDefaultPriceBook();
const newerBook = { ...shownBook, vatPercent: shownBook.vatPercent + 1 };
const json = (data: unknown) => new Response(JSON.stringify({ success: true, data }), { status: 200 });
const versionAsks = () =>
  fetchMock.mock.calls.filter(([input]) => requestedUrl(input) === priceBookVersionRoute.path).length;

// ADR 020: an open page follows the price book; a focus is a reason to ask again.
describe('checkForNewPrices', () => {
  beforeEach(() =>
    replaceResources({
      [PAGE_CATALOGUE_URLS.priceBook]: shownBook,
      [PAGE_CATALOGUE_URLS.priceBookVersion]: { version: 3 },
    }),
  );

  it('asks once more after a check under way when asked meanwhile: that check may have read the version before the change', async () => {
    let version = 3;
    let answerFirst: (() => void) | undefined;
    fetchMock.mockImplementation((input) => {
      if (requestedUrl(input) === priceBookRoute.path) return Promise.resolve(json(newerBook));
      const answer = json({ version });
      // The first check's answer arrives late, and says what was current when it was asked.
      if (versionAsks() === 1) return new Promise((resolve) => (answerFirst = () => resolve(answer)));
      return Promise.resolve(answer);
    });
    const first = checkForNewPrices();
    // Staff save a new book, and the window regains focus twice while the first check is under way.
    version = 4;
    const second = checkForNewPrices();
    const third = checkForNewPrices();
    expect(third).toBe(second);
    answerFirst?.();
    await Promise.all([first, second, third]);
    expect(versionAsks()).toBe(2);
    expect(seenPriceBookVersion()).toBe(4);
    expect(resourceData(PAGE_CATALOGUE_URLS.priceBook)).toEqual(newerBook);
  });

  it('costs one small call when the version is the one shown', async () => {
    fetchMock.mockResolvedValue(json({ version: 3 }));
    await checkForNewPrices();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(resourceData(PAGE_CATALOGUE_URLS.priceBook)).toBe(shownBook);
  });
});
