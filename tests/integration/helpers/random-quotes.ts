import { makeSurface } from '#core/pricing/test-factories';

/** Who a random quote is for: a customer, or a partner's client at list, markup or pass-through price (PRICE-17). */
export const AUDIENCES = ['customer', 'list', 'markup', 'pass_through'] as const;
export type Audience = (typeof AUDIENCES)[number];

const TYPES = ['countertop', 'table_top', 'desk_top', 'floating_shelf', 'stair_tread'] as const;
export const SPECIES = ['pine_face', 'beech_edge', 'kiaat_face', 'walnut_face', 'wenge_edge', 'iroko_face'] as const;
const LAYOUTS = ['single_wall', 'l_shape', 'galley', 'island'] as const;

/** A whole number from `min` to `max`, both included, drawn from `random`. */
export const randomInt = (random: () => number, min: number, max: number): number =>
  min + Math.floor(random() * (max - min + 1));

/** One of `items`, drawn from `random`. */
export const randomPick = <T>(random: () => number, items: readonly T[]): T =>
  items[randomInt(random, 0, items.length - 1)];

/**
 * A random POST /api/quotes body (without `leadInfo`) for `audience`: one to three surfaces of any type, species and
 * size, collected or shipped, insured or not; a partner's quote with its client price (a markup of 0.01 % to 100 %).
 * Drawn from a seeded `random`, so a seed replays the same quotes.
 */
export function randomQuote(random: () => number, audience: Audience) {
  const int = (min: number, max: number) => randomInt(random, min, max);
  const pick = <T>(items: readonly T[]): T => randomPick(random, items);
  const surfaces = Array.from({ length: int(1, 3) }, () => {
    const surfaceType = pick(TYPES);
    const repeatable = surfaceType === 'stair_tread' || surfaceType === 'floating_shelf';
    const layout = surfaceType === 'countertop' ? pick(LAYOUTS) : undefined;
    return makeSurface({
      surfaceType,
      woodSpecies: pick(SPECIES),
      lengthMm: int(60, 300) * 10,
      widthMm: int(25, 90) * 10,
      quantity: repeatable ? int(1, 6) : 1,
      ...(layout ? { countertopLayout: layout, hasBacksplash: layout !== 'island' && int(0, 1) === 1 } : {}),
      ...(layout === 'l_shape' || layout === 'galley'
        ? { length1Mm: int(60, 200) * 10, width1Mm: int(40, 70) * 10 }
        : {}),
    });
  });
  const markupPercentage = int(1, 10_000) / 100;
  return {
    surfaces,
    delivery: int(0, 3) === 0 ? 'collect' : 'shipping',
    insurance: int(0, 2) > 0,
    clientType: 'homeowner',
    ...(audience === 'customer'
      ? {}
      : { clientPrice: audience === 'markup' ? { mode: 'markup', markupPercentage } : { mode: audience } }),
  };
}
