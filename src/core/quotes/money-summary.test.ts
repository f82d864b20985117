import { describe, expect, it } from 'vitest';
import { priceForClient } from '../pricing/client-price';
import { priceQuote } from '../pricing/price-quote';
import { defaultBook, makeSurface } from '../pricing/test-factories';
import { chargeRows, moneySummary } from './money-summary';
import { parseRand, printedSum } from './printed-money.test-helper';

const book = defaultBook();
const basis = (insured: boolean) => ({
  insured,
  insuranceBasisPoints: book.insuranceBasisPoints,
  vatPercent: book.vatPercent,
});

describe('one money summary for every document (PRICE-10 to PRICE-13, PRICE-17)', () => {
  it('prints docs/product/pricing.md worked figure A row by row: shipping and insurance included, adding up to the total', () => {
    const price = priceQuote(
      {
        surfaces: [
          makeSurface({
            edgeProfile: 'pencil',
            lengthEdges: 1,
            widthEdges: 2,
            hasBacksplash: true,
            cutouts: ['single_sink'],
          }),
        ],
        delivery: 'shipping',
        insurance: true,
      },
      book,
    );
    const summary = moneySummary(price, { delivery: 'shipping', insuranceBasisPoints: 250 });
    expect(summary.rows.map((row) => [row.label, row.amount])).toEqual([
      ['Products subtotal', 'R 3,344.60'],
      ['Nationwide shipping (13.73 kg)', 'R 867.76'],
      ['Subtotal', 'R 4,212.36'],
      ['Freight insurance (2.5%)', 'R 105.31'],
    ]);
    expect([summary.total.amount, summary.vat.text]).toEqual(['R 4,317.67', 'Includes VAT of R 563.17']);
  });

  it('shows a passed-through discount as a line taken off, and a collection as free', () => {
    const trade = priceQuote(
      {
        surfaces: [makeSurface({ surfaceType: 'floating_shelf', quantity: 3 })],
        delivery: 'collect',
        insurance: true,
        discountPercentage: 12.5,
      },
      book,
    );
    const summary = moneySummary(trade, { delivery: 'collect', discountBasisPoints: 1250 });
    expect(summary.rows.map((row) => row.kind)).toEqual(['products', 'discount', 'collection']);
    expect(summary.rows[1]?.label).toBe('Partner discount (12.5%)');
    expect(summary.rows[1]?.amount).toMatch(/^-R /);
    expect(summary.rows[2]?.amount).toBe('Free');
    expect(printedSum(chargeRows(summary).map((row) => row.amount))).toBe(summary.total.cents);
  });

  it.each(['list', 'markup', 'pass_through'] as const)(
    '%s: the printed rows add up to the printed total over 60 quotes, and a marked-up line’s components to its unit price',
    (mode) => {
      for (let n = 0; n < 60; n += 1) {
        const delivery = n % 3 === 0 ? 'collect' : 'shipping';
        const surfaces = [
          makeSurface({
            surfaceType: 'countertop',
            lengthMm: 900 + n * 37,
            widthMm: 450 + (n % 7) * 25,
            woodSpecies: n % 2 ? 'kiaat_face' : 'walnut_face',
            hasBacksplash: n % 2 === 0,
          }),
          makeSurface({ surfaceType: 'stair_tread', lengthMm: 800 + n * 11, quantity: 1 + (n % 5) }),
        ];
        const trade = priceQuote(
          { surfaces, delivery, insurance: n % 4 !== 1, discountPercentage: (n % 30) + 0.25 },
          book,
        );
        const client = priceForClient(
          trade,
          { mode, markupBasisPoints: mode === 'markup' ? 1000 + n * 37 : 0 },
          basis(delivery === 'shipping' && n % 4 !== 1),
        );
        const summary = moneySummary(client, { delivery, discountBasisPoints: 2500 });
        const rows = summary.rows;
        expect(printedSum(chargeRows(summary).map((row) => row.amount)), `#${n}`).toBe(parseRand(summary.total.amount));
        const subtotalAt = rows.findIndex((row) => row.kind === 'subtotal');
        if (subtotalAt >= 0)
          expect(printedSum(rows.slice(0, subtotalAt).map((row) => row.amount))).toBe(
            parseRand(rows[subtotalAt]?.amount ?? ''),
          );
        expect(rows.some((row) => row.kind === 'discount')).toBe(mode === 'pass_through');
        for (const line of client.lines) {
          const charged = line.components
            .filter((component) => !component.isSavings)
            .reduce((sum, component) => sum + component.cents, 0);
          expect(charged, `#${n} components`).toBe(line.unitPriceCents);
        }
      }
    },
  );
});
