import { buildDefaultPriceBook, DEFAULT_SPECIES } from '#core/catalogue/default-price-book';
import { woodName } from '#core/catalogue/product-words';
import { priceQuote } from '#core/pricing/price-quote';
import type { BusinessDetails, QuoteLineView, QuoteView } from '#core/quotes/quote-view';
import { GRAINS, type Grain } from '#core/surface/surface-options';
import { surfaceConfigurationSchema, type SurfaceConfigurationInput } from '#core/surface/surface-schema';

export type SurfaceOverrides = Partial<SurfaceConfigurationInput>;

export interface QuoteViewOverrides extends Partial<Omit<QuoteView, 'lines' | 'totals'>> {
  /** Each entry is one surface; missing fields take CONF-09's defaults for its type. */
  surfaces?: SurfaceOverrides[];
  discountPercentage?: number;
}

/** CONF-09's defaults, so a test names only what it cares about. */
const TYPE_DEFAULTS: Record<SurfaceConfigurationInput['surfaceType'], SurfaceOverrides> = {
  countertop: {
    lengthMm: 1200,
    widthMm: 600,
    thicknessMm: 32,
    edgeProfile: 'pencil',
    finish: 'matte',
    countertopLayout: 'single_wall',
  },
  table_top: { lengthMm: 1800, widthMm: 900, thicknessMm: 44, edgeProfile: 'bullnose', finish: 'satin' },
  desk_top: { lengthMm: 1500, widthMm: 750, thicknessMm: 32, edgeProfile: 'bullnose', finish: 'satin' },
  floating_shelf: { lengthMm: 1000, widthMm: 250, thicknessMm: 44, edgeProfile: 'bullnose', finish: 'satin' },
  stair_tread: { lengthMm: 1200, widthMm: 300, thicknessMm: 44, edgeProfile: 'bullnose', finish: 'satin' },
};

const grainOf = (woodSpecies: string): Grain => GRAINS.find((grain) => woodSpecies.endsWith(`_${grain}`)) ?? 'face';

/** A mixed five-surface order, the kind a kitchen-and-study renovation brings in. */
export const FIVE_SURFACES: SurfaceOverrides[] = [
  {
    surfaceType: 'countertop',
    woodSpecies: 'kiaat_edge',
    countertopLayout: 'l_shape',
    lShapeOrientation: 'left_l',
    lengthMm: 3000,
    widthMm: 640,
    length1Mm: 1800,
    width1Mm: 640,
    thicknessMm: 32,
    cutouts: ['single_sink', 'tap_hole'],
    hasBacksplash: true,
  },
  {
    surfaceType: 'table_top',
    woodSpecies: 'white_oak_face',
    tableShape: 'round',
    lengthMm: 1200,
    widthMm: 1200,
    thicknessMm: 44,
    finish: 'natural',
  },
  {
    surfaceType: 'desk_top',
    woodSpecies: 'walnut_face',
    lengthMm: 1600,
    widthMm: 750,
    hasCableHole: true,
    cableHolePosition: 'center',
  },
  { surfaceType: 'floating_shelf', woodSpecies: 'african_mahogany_face', lengthMm: 900, quantity: 3 },
  { surfaceType: 'stair_tread', woodSpecies: 'red_oak_edge', quantity: 12, finish: 'matte' },
];

/** Five countertop layouts and a table, the fullest cards a quote carries (ADR 013: packing). */
export const FIVE_LAYOUTS: SurfaceOverrides[] = [
  {
    surfaceType: 'countertop',
    woodSpecies: 'kiaat_edge',
    countertopLayout: 'l_shape',
    lShapeOrientation: 'left_l',
    lengthMm: 3000,
    widthMm: 600,
    length1Mm: 1800,
    width1Mm: 600,
    cutouts: ['single_sink', 'prepbowl', 'tap_hole'],
    hasBacksplash: true,
    backsplashHeightMm: 150,
    waterfallEdge: 'double',
  },
  {
    surfaceType: 'countertop',
    woodSpecies: 'white_oak_edge',
    countertopLayout: 'u_shape',
    lengthMm: 3200,
    widthMm: 600,
    length1Mm: 1500,
    width1Mm: 600,
    length2Mm: 1500,
    width2Mm: 600,
    cutouts: ['double_sink'],
    hasBacksplash: true,
  },
  {
    ...{
      surfaceType: 'countertop',
      woodSpecies: 'walnut_face',
      countertopLayout: 'g_shape',
      lengthMm: 3000,
      widthMm: 600,
      waterfallEdge: 'single',
    },
    ...{ length1Mm: 2000, width1Mm: 600, length2Mm: 1800, width2Mm: 600, length3Mm: 1500, width3Mm: 900 },
  },
  { surfaceType: 'table_top', woodSpecies: 'ash_face', tableShape: 'oval', lengthMm: 2000, widthMm: 1000 },
  {
    surfaceType: 'countertop',
    woodSpecies: 'beech_face',
    countertopLayout: 'galley',
    lengthMm: 2400,
    widthMm: 600,
    length1Mm: 2400,
    width1Mm: 600,
  },
];

/**
 * A realistic quote as the PDF, e-mail and quote page see it: real surfaces priced by the
 * real engine with the default price book, so totals and components are what production makes.
 */
export function makeQuoteView(overrides: QuoteViewOverrides = {}): QuoteView {
  const { surfaces: surfaceOverrides = [FIVE_SURFACES[0] ?? {}], discountPercentage, ...view } = overrides;
  const book = buildDefaultPriceBook();
  const surfaces = surfaceOverrides.map((o) => {
    const surfaceType = o.surfaceType ?? 'countertop';
    const woodSpecies = o.woodSpecies ?? 'pine_face';
    return surfaceConfigurationSchema.parse({
      ...TYPE_DEFAULTS[surfaceType],
      grainStyle: grainOf(woodSpecies),
      ...o,
      surfaceType,
      woodSpecies,
    });
  });
  const delivery = view.delivery ?? 'collect';
  const insurance = view.insurance ?? false;
  const { lines: prices, ...totals } = priceQuote({ surfaces, delivery, insurance, discountPercentage }, book);
  const lines = surfaces.map((surface, i): QuoteLineView => {
    const price = prices[i];
    if (!price) throw new Error('priceQuote returned fewer lines than surfaces');
    const speciesId = book.species[surface.woodSpecies]?.speciesId ?? '';
    const speciesName = DEFAULT_SPECIES.find((s) => s.speciesId === speciesId)?.name ?? 'Wood Species';
    return { surface, speciesName, woodName: woodName(speciesName, surface.grainStyle), price };
  });
  return {
    discountBasisPoints: Math.round((discountPercentage ?? 0) * 100),
    ...(insurance ? { insuranceBasisPoints: book.insuranceBasisPoints } : {}),
    quoteNumber: 'Q-20261122-0007',
    token: 'test-token-0000000000000000000000',
    status: 'sent',
    quoteDate: '2026-11-22T08:30:00.000Z',
    validUntil: '2026-12-22T08:30:00.000Z',
    clientType: 'homeowner',
    leadInfo: { fullName: 'Thandi Nkosi', email: 'thandi.nkosi@example.co.za', phone: '+27 82 555 0142' },
    ...view,
    delivery,
    insurance,
    lines,
    totals,
  };
}

export function makeBusinessDetails(overrides: Partial<BusinessDetails> = {}): BusinessDetails {
  return {
    name: 'Grainline Woodworks',
    email: 'quotes@grainline.example',
    phone: '+27 13 752 0000',
    address: '14 Kaapsehoop Road, Nelspruit (Mbombela), Mpumalanga, 1201',
    vatNumber: '4123456789',
    banking: {
      bank: 'First National Bank',
      accountName: 'Grainline Woodworks (Pty) Ltd',
      accountNumber: '62845519034',
      branchCode: '250655',
    },
    publicUrl: 'https://grainline.example',
    ...overrides,
  };
}
