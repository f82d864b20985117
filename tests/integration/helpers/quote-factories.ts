import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema';

/** Request bodies for POST /api/quotes, with overrides (factories, no shared fixtures). */
export function makeQuoteRequest(overrides: Record<string, unknown> = {}) {
  return {
    surfaces: [
      {
        surfaceType: 'countertop',
        countertopLayout: 'single_wall',
        woodSpecies: 'kiaat_face',
        grainStyle: 'face',
        lengthMm: 2400,
        widthMm: 600,
        thicknessMm: 32,
        cutouts: ['single_sink'],
        finish: 'satin',
      },
      {
        surfaceType: 'floating_shelf',
        woodSpecies: 'walnut_face',
        grainStyle: 'face',
        lengthMm: 1000,
        widthMm: 250,
        thicknessMm: 44,
        quantity: 3,
      },
    ],
    delivery: 'shipping',
    insurance: true,
    clientType: 'designer',
    leadInfo: {
      fullName: 'Thandi Nkosi',
      email: 'thandi@example.co.za',
      phone: '082 555 1234',
      companyName: 'Nkosi Interiors',
    },
    ...overrides,
  };
}

/** A G-shaped countertop with a backsplash and both waterfalls: every part a job's cut list can hold (OPS-14). */
export const G_SHAPE = {
  surfaceType: 'countertop',
  countertopLayout: 'g_shape',
  woodSpecies: 'white_oak_face',
  grainStyle: 'face',
  lengthMm: 3000,
  widthMm: 600,
  length1Mm: 2000,
  width1Mm: 600,
  length2Mm: 2200,
  width2Mm: 600,
  length3Mm: 1500,
  width3Mm: 900,
  thicknessMm: 44,
  hasBacksplash: true,
  waterfallEdge: 'both',
  cabinetryHeightMm: 900,
};

/** Every part of `G_SHAPE` as the cut list names it (OPS-14). */
export const G_SHAPE_PARTS = [
  'Countertop, main section',
  'Countertop, section 1',
  'Countertop, section 2',
  'Countertop, section 3',
  'Backsplash, main section',
  'Backsplash, section 1',
  'Backsplash, section 2',
  'Backsplash, section 3',
  'Waterfall panel, left',
  'Waterfall panel, right',
];

/** How many quotes are stored: a refused save must leave it as it was. */
export async function countQuotes(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('quotes')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** ADR 047: the billing address a customer gives when accepting a quote above R 5,000 (as every factory quote is). */
export const ACCEPT_BILLING = { billingAddress: '4 Jacaranda Street\nMbombela 1201' };

/** One small walnut shelf, collected: a quote at or below R 5,000, accepted without an address. */
export const SMALL_QUOTE_SURFACES = [
  {
    surfaceType: 'floating_shelf',
    woodSpecies: 'walnut_face',
    grainStyle: 'face',
    lengthMm: 600,
    widthMm: 200,
    thicknessMm: 44,
    quantity: 1,
  },
];
