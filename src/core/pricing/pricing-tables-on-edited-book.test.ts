import { describe, expect, it, vi } from 'vitest';
import { priceSurface } from './price-surface';
import type * as TestFactories from './test-factories';
import { defaultBook, makeSurface } from './test-factories';

/*
 * PRICE-32: the engine's table-driven tests run again on a book an owner has edited, not
 * only on the default. Importing the table files here registers every one of their cases a
 * second time, with `defaultBook()` answering the edited book.
 */
vi.mock('./test-factories', async (importOriginal) => {
  const actual = await importOriginal<typeof TestFactories>();
  const { editedPriceBook } = await import('../price-book-admin/test-content');
  return { ...actual, defaultBook: () => editedPriceBook(actual.defaultBook()) };
});

import './price-surface.test';
import './price-quote.test';

describe('the edited figures themselves', () => {
  it('prices cherry at its new rate: 1200 × 600 × 38 stock = 0.02736 m³ × R198,000 = R5,417.28', () => {
    const surface = makeSurface({ surfaceType: 'countertop', woodSpecies: 'cherry_face', finish: 'natural' });
    expect(priceSurface(surface, defaultBook()).unitPriceCents).toBe(541_728);
  });

  it('prices the new species: 0.02736 m³ × R260,000 = R7,113.60', () => {
    const surface = makeSurface({ surfaceType: 'countertop', woodSpecies: 'tamboti_face', finish: 'natural' });
    expect(priceSurface(surface, defaultBook()).unitPriceCents).toBe(711_360);
  });
});
