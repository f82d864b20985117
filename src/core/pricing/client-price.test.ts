import { describe, expect, it } from 'vitest';
import type { SurfaceConfigurationInput } from '../surface/surface-schema';
import { LIST_PRICE, markupBasisPoints, priceForClient, requestPrices, type ClientPriceChoice } from './client-price';
import { priceQuote } from './price-quote';
import { PricingError } from './pricing-error';
import { defaultBook, makeSurface } from './test-factories';

/*
 * Worked by hand from PARTNER-21 to PARTNER-24 and PRICE-11 to PRICE-13. The countertop 1200×600×32 matte pine is
 * R2,575.80 a unit, shipping R789.14 (see price-quote.test.ts).
 *   trade at 15 %: discount 257,580 × 0.15 = 38,637 → products 218,943; subtotal 297,857;
 *     insurance 297,857 × 2.5 % = 7,446.425 → up 7,447; total 305,304
 *   list: subtotal 336,494; insurance 8,412.35 → 8,413; total 344,907; VAT 44,988
 *   markup 17.5 %: 257,580 × 1.175 = 302,656.5 → 302,657 (half away from zero);
 *     subtotal 381,571; insurance 9,539.275 → 9,540; total 391,111; VAT 51,014.48 → 51,014
 *   markup 12.34 % on two treads (unit R1,979.28, line 395,856): 395,856 × 1.1234 = 444,704.6304
 *     → 444,705; collected: no shipping, no insurance; VAT 444,705 × 15 / 115 = 58,005.0 → 58,005
 */

const book = defaultBook();
const basis = (insured: boolean) => ({
  insured,
  insuranceBasisPoints: book.insuranceBasisPoints,
  vatPercent: book.vatPercent,
});

function trade(
  surfaces: Partial<SurfaceConfigurationInput>[],
  delivery: 'shipping' | 'collect',
  insurance: boolean,
  discountPercentage: number,
) {
  return priceQuote(
    { surfaces: surfaces.map((surface) => makeSurface(surface)), delivery, insurance, discountPercentage },
    book,
  );
}

describe('the client price of a partner quote (PARTNER-21 to PARTNER-24)', () => {
  it.each<{
    name: string;
    choice: ClientPriceChoice;
    delivery: 'shipping' | 'collect';
    insured: boolean;
    surfaces: Partial<SurfaceConfigurationInput>[];
    expected: {
      lines: number[];
      discountCents: number;
      subtotalCents: number;
      insuranceCents: number;
      totalCents: number;
      vatCents?: number;
    };
  }>([
    {
      name: 'pass_through is the trade price, discount shown',
      choice: { mode: 'pass_through', markupBasisPoints: 0 },
      delivery: 'shipping',
      insured: true,
      surfaces: [{ surfaceType: 'countertop' }],
      expected: {
        lines: [257_580],
        discountCents: 38_637,
        subtotalCents: 297_857,
        insuranceCents: 7_447,
        totalCents: 305_304,
      },
    },
    {
      name: 'list drops the discount; insurance on the client subtotal',
      choice: { mode: 'list', markupBasisPoints: 0 },
      delivery: 'shipping',
      insured: true,
      surfaces: [{ surfaceType: 'countertop' }],
      expected: {
        lines: [257_580],
        discountCents: 0,
        subtotalCents: 336_494,
        insuranceCents: 8_413,
        totalCents: 344_907,
        vatCents: 44_988,
      },
    },
    {
      name: 'markup 17.5 % rounds an exact half away from zero',
      choice: { mode: 'markup', markupBasisPoints: 1750 },
      delivery: 'shipping',
      insured: true,
      surfaces: [{ surfaceType: 'countertop' }],
      expected: {
        lines: [302_657],
        discountCents: 0,
        subtotalCents: 381_571,
        insuranceCents: 9_540,
        totalCents: 391_111,
        vatCents: 51_014,
      },
    },
    {
      name: 'markup 12.34 % on a line of two, collected',
      choice: { mode: 'markup', markupBasisPoints: 1234 },
      delivery: 'collect',
      insured: false,
      surfaces: [{ surfaceType: 'stair_tread', quantity: 2 }],
      expected: {
        lines: [444_705],
        discountCents: 0,
        subtotalCents: 444_705,
        insuranceCents: 0,
        totalCents: 444_705,
        vatCents: 58_005,
      },
    },
    {
      name: 'markup 0 % is the list price',
      choice: { mode: 'markup', markupBasisPoints: 0 },
      delivery: 'shipping',
      insured: true,
      surfaces: [{ surfaceType: 'countertop' }],
      expected: {
        lines: [257_580],
        discountCents: 0,
        subtotalCents: 336_494,
        insuranceCents: 8_413,
        totalCents: 344_907,
      },
    },
  ])('$name', ({ choice, delivery, insured, surfaces, expected }) => {
    const client = priceForClient(
      trade(surfaces, delivery, insured, 15),
      choice,
      basis(insured && delivery === 'shipping'),
    );
    expect(client.lines.map((line) => line.lineTotalCents)).toEqual(expected.lines);
    expect(client).toMatchObject({
      discountCents: expected.discountCents,
      subtotalCents: expected.subtotalCents,
      insuranceCents: expected.insuranceCents,
      totalCents: expected.totalCents,
    });
    if (expected.vatCents !== undefined) expect(client.vatCents).toBe(expected.vatCents);
  });

  it('keeps shipping and the edge-profile saving as they are under a markup', () => {
    const tradePrice = trade([{ surfaceType: 'countertop' }], 'shipping', false, 15);
    const client = priceForClient(tradePrice, { mode: 'markup', markupBasisPoints: 1750 }, basis(false));
    expect(client.shippingCents).toBe(tradePrice.shippingCents);
    const saving = (price: typeof client) => price.lines[0].components.find((component) => component.isSavings)?.cents;
    expect(saving(client)).toBe(saving(tradePrice));
  });

  it.each([
    [0, 0],
    [17.5, 1750],
    [12.34, 1234],
    [100, 10_000],
  ])('takes a markup of %s %% as %s basis points', (percentage, expected) => {
    expect(markupBasisPoints(percentage)).toBe(expected);
  });

  it.each([-1, 100.01, 12.345, Number.NaN, Number.POSITIVE_INFINITY])('refuses a markup of %s %%', (percentage) => {
    expect(() => markupBasisPoints(percentage)).toThrow(PricingError);
  });
});

describe('a request’s trade and client prices, the one computation for saving and for pricing', () => {
  const request = (delivery: 'shipping' | 'collect', insurance: boolean) => ({
    surfaces: [makeSurface({ surfaceType: 'countertop' })],
    delivery,
    insurance,
  });

  it('prices a visitor’s request at list price with no discount: trade and client are the same figures', () => {
    const prices = requestPrices(request('shipping', true), book, null);
    expect(prices.clientPrice).toEqual(LIST_PRICE);
    expect(prices.trade).toMatchObject({
      discountCents: 0,
      subtotalCents: 336_494,
      insuranceCents: 8_413,
      totalCents: 344_907,
    });
    expect(prices.client).toEqual(prices.trade);
  });

  it('prices a partner’s request: the trade price with their discount, the client price by their choice', () => {
    const clientPrice = { mode: 'markup', markupBasisPoints: 1750 } as const;
    const prices = requestPrices(request('shipping', true), book, { discountBasisPoints: 1500, clientPrice });
    expect(prices.clientPrice).toEqual(clientPrice);
    expect(prices.trade).toMatchObject({ discountCents: 38_637, totalCents: 305_304 });
    expect(prices.client).toMatchObject({
      discountCents: 0,
      subtotalCents: 381_571,
      insuranceCents: 9_540,
      totalCents: 391_111,
      vatCents: 51_014,
    });
  });

  it('insures the client’s price only when the quote is shipped (PRICE-13)', () => {
    const prices = requestPrices(request('collect', true), book, {
      discountBasisPoints: 1500,
      clientPrice: LIST_PRICE,
    });
    expect(prices.trade.insuranceCents).toBe(0);
    expect(prices.client).toMatchObject({ insuranceCents: 0, shippingCents: 0, totalCents: 257_580 });
  });
});

/** A small seeded generator (mulberry32), so a failure names a configuration that can be run again. */
function seeded(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)],
  };
}

const SPECIES = ['pine_face', 'beech_edge', 'kiaat_face', 'walnut_face', 'wenge_edge', 'iroko_face'] as const;
const TYPES = ['countertop', 'table_top', 'desk_top', 'floating_shelf', 'stair_tread'] as const;

/** PARTNER-21 to PARTNER-24 done again in plain numbers, apart from the engine's BigInt code. */
function independentClientTotal(
  lineTotals: number[],
  shippingCents: number,
  insured: boolean,
  mode: 'list' | 'markup',
  markupPercent: number,
): number {
  const lines = lineTotals.map((cents) =>
    mode === 'markup' ? Math.round((cents * (10_000 + markupPercent * 100)) / 10_000) : cents,
  );
  const subtotal = lines.reduce((sum, cents) => sum + cents, 0) + shippingCents;
  const insurance = insured ? Math.ceil((subtotal * 25) / 1000) : 0;
  return subtotal + insurance;
}

describe('the client price over random configurations', () => {
  const random = seeded(20_261_125);
  const configurations = Array.from({ length: 45 }, () => {
    const delivery = random.pick(['shipping', 'collect'] as const);
    const insurance = random.int(0, 1) === 1;
    const surfaces = Array.from({ length: random.int(1, 3) }, () => ({
      surfaceType: random.pick(TYPES),
      woodSpecies: random.pick(SPECIES),
      lengthMm: random.int(40, 300) * 10,
      widthMm: random.int(20, 90) * 10,
      quantity: random.int(1, 5),
    }));
    return { delivery, insurance, surfaces, discount: random.int(0, 4000) / 100 };
  });

  it.each(['list', 'markup', 'pass_through'] as const)(
    '%s: 45 configurations against an independent calculation',
    (mode) => {
      for (const configuration of configurations) {
        const surfaces = configuration.surfaces.map((surface) => ({
          ...surface,
          quantity:
            surface.surfaceType === 'stair_tread' || surface.surfaceType === 'floating_shelf' ? surface.quantity : 1,
        }));
        const tradePrice = trade(surfaces, configuration.delivery, configuration.insurance, configuration.discount);
        const insured = configuration.insurance && configuration.delivery === 'shipping';
        const client = priceForClient(
          tradePrice,
          { mode, markupBasisPoints: mode === 'markup' ? 1750 : 0 },
          basis(insured),
        );
        const listTotals = tradePrice.lines.map((line) => line.lineTotalCents);
        const expected =
          mode === 'pass_through'
            ? tradePrice.totalCents
            : independentClientTotal(listTotals, tradePrice.shippingCents, insured, mode, 17.5);
        expect(client.totalCents, JSON.stringify(configuration)).toBe(expected);
        expect(client.subtotalCents + client.insuranceCents).toBe(client.totalCents);
      }
    },
  );
});
