import {
  divideRounded,
  type ExactInteger,
  exactAdd,
  exactMultiply,
  exactProduct,
  formatRand,
  toSafeNumber,
} from '../money';
import { DEFAULT_BACKSPLASH_HEIGHT_MM, DEFAULT_CABINETRY_HEIGHT_MM, LABELS } from '../surface/surface-options';
import type { SurfaceConfiguration } from '../surface/surface-schema';
import type { PriceBook, SpeciesGrainPrice } from './price-book';
import type { PriceComponent, PriceComponentKey, SurfacePrice } from './price-schemas';
import { PricingError } from './pricing-error';
import { stockThicknessQuarterMm } from './stock-thickness';
import { hasPricedBacksplash, surfaceSections, waterfallPanels } from './surface-sections';

export type { PriceComponent, PriceComponentKey, SurfacePrice } from './price-schemas';

const MM3_PER_M3 = 1_000_000_000;
const MM2_PER_M2 = 1_000_000;
/** PRICE-06: finished area is 2.15 × the top area (both faces and edges). */
const FINISH_AREA_FACTOR = { numerator: 215, denominator: 100 };
/** PRICE-04: a backsplash is 28 mm thick. */
const BACKSPLASH_THICKNESS_MM = 28;
/** PRICE-05: a waterfall panel runs from the floor to 100 mm above the cabinet. */
const WATERFALL_OVERHANG_MM = 100;

export function findSpecies(book: PriceBook, woodSpecies: string): SpeciesGrainPrice {
  const species = book.species[woodSpecies];
  if (!species) throw new PricingError('unknown_species', `Unknown wood species: ${woodSpecies}`, 'woodSpecies');
  if (!species.available) {
    throw new PricingError('unavailable_species', `Wood species not available: ${woodSpecies}`, 'woodSpecies');
  }
  return species;
}

/** PRICE-03: 1.2 for shelves and treads, else 1. */
function surfaceFactor(surface: SurfaceConfiguration): { numerator: number; denominator: number } {
  return surface.surfaceType === 'floating_shelf' || surface.surfaceType === 'stair_tread'
    ? { numerator: 6, denominator: 5 }
    : { numerator: 1, denominator: 1 };
}

/** PRICE-08: one bracket per 250 mm of length, at least 2. */
export function bracketCount(lengthMm: number): number {
  return Math.max(2, Math.floor(lengthMm / 250));
}

/** Prices one surface with PRICE-01 to PRICE-10, in exact integers (ADR 003). */
export function priceSurface(surface: SurfaceConfiguration, book: PriceBook): SurfacePrice {
  const species = findSpecies(book, surface.woodSpecies);
  const rate = species.rateCentsPerM3;
  const sections = surfaceSections(surface);
  const stockQuarterMm = stockThicknessQuarterMm(surface.thicknessMm);
  const nominalMm = surface.thicknessMm;
  let topAreaMm2: ExactInteger = 0;
  let runMm: ExactInteger = 0;
  let edgedMm: ExactInteger = 0;
  for (const section of sections) {
    topAreaMm2 = exactAdd(topAreaMm2, exactMultiply(section.lengthMm, section.widthMm));
    runMm = exactAdd(runMm, section.lengthMm);
    edgedMm = exactAdd(
      edgedMm,
      exactAdd(
        exactMultiply(section.lengthEdges, section.lengthMm),
        exactMultiply(section.widthEdges, section.widthMm),
      ),
    );
  }
  const components: PriceComponent[] = [];
  const add = (key: PriceComponentKey, name: string, cents: ExactInteger, isSavings = false) =>
    components.push({ key, name, cents: toSafeNumber(cents), isSavings });

  const factor = surfaceFactor(surface);
  add(
    'wood',
    'Wood',
    divideRounded(
      exactProduct(topAreaMm2, stockQuarterMm, rate, factor.numerator),
      exactProduct(4, MM3_PER_M3, factor.denominator),
    ),
  );

  let backsplashVolumeMm3: ExactInteger = 0;
  if (hasPricedBacksplash(surface)) {
    const heightMm = surface.backsplashHeightMm ?? DEFAULT_BACKSPLASH_HEIGHT_MM;
    backsplashVolumeMm3 = exactProduct(runMm, heightMm, BACKSPLASH_THICKNESS_MM);
    add(
      'backsplash',
      `Backsplash (${heightMm} mm)`,
      divideRounded(exactMultiply(backsplashVolumeMm3, rate), MM3_PER_M3),
    );
  }

  const panels = waterfallPanels(surface);
  const panelAreaMm2 = exactProduct(
    panels,
    surface.widthMm,
    exactAdd(surface.cabinetryHeightMm ?? DEFAULT_CABINETRY_HEIGHT_MM, WATERFALL_OVERHANG_MM),
  );
  if (panels > 0) {
    add(
      'waterfall',
      `Waterfall edge (${panels} ${panels === 1 ? 'panel' : 'panels'})`,
      divideRounded(exactProduct(panelAreaMm2, stockQuarterMm, rate), 4 * MM3_PER_M3),
    );
  }

  const finishCost = book.finishCentsPerM2[surface.finish];
  add(
    'finish',
    surface.finish === 'natural' ? LABELS.finish.natural : `${LABELS.finish[surface.finish]} finish`,
    divideRounded(
      exactProduct(exactAdd(topAreaMm2, panelAreaMm2), FINISH_AREA_FACTOR.numerator, finishCost),
      MM2_PER_M2 * FINISH_AREA_FACTOR.denominator,
    ),
  );

  if (surface.surfaceType === 'countertop') {
    for (const cutout of surface.cutouts) {
      if (cutout === 'none') continue;
      add(`cutout:${cutout}`, `Cutout: ${LABELS.cutout[cutout]}`, book.modifierCents[cutout]);
    }
  }
  if (surface.surfaceType === 'desk_top' && surface.hasCableHole) {
    add('cable_hole', 'Cable hole', book.modifierCents.cable_hole);
  }
  if (surface.surfaceType === 'floating_shelf' && surface.bracketOption === 'with_brackets') {
    const count = bracketCount(surface.lengthMm);
    add('brackets', `Brackets (${count} × ${formatRand(book.bracketCents)})`, exactMultiply(count, book.bracketCents));
  }

  add(
    'edge_profile',
    `${LABELS.edgeProfile[surface.edgeProfile]} edge profiling`,
    divideRounded(exactMultiply(edgedMm, book.edgeSavingCentsPerMetre), 1000),
    true,
  );

  let unitPriceCents = 0;
  for (const component of components) if (!component.isSavings) unitPriceCents += component.cents;
  const finishedVolume = exactAdd(
    exactAdd(exactMultiply(topAreaMm2, nominalMm), backsplashVolumeMm3),
    exactMultiply(panelAreaMm2, nominalMm),
  );
  return {
    components,
    unitPriceCents,
    quantity: surface.quantity,
    lineTotalCents: unitPriceCents * surface.quantity,
    finishedVolumeMm3: toSafeNumber(finishedVolume),
    pricedVolumeMm3: toSafeNumber(divideRounded(exactMultiply(topAreaMm2, stockQuarterMm), 4)),
    densityKgPerM3: species.densityKgPerM3,
  };
}
