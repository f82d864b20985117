import { divideRounded, formatRand, toSafeNumber } from '../money';
import { DEFAULT_BACKSPLASH_HEIGHT_MM, DEFAULT_CABINETRY_HEIGHT_MM, LABELS } from '../surface/surface-options';
import type { SurfaceConfiguration } from '../surface/surface-schema';
import type { PriceBook, SpeciesGrainPrice } from './price-book';
import type { PriceComponent, PriceComponentKey, SurfacePrice } from './price-schemas';
import { PricingError } from './pricing-error';
import { stockThicknessQuarterMm } from './stock-thickness';
import { hasPricedBacksplash, surfaceSections, waterfallPanels } from './surface-sections';

export type { PriceComponent, PriceComponentKey, SurfacePrice } from './price-schemas';

const MM3_PER_M3 = 1_000_000_000n;
const MM2_PER_M2 = 1_000_000n;
/** PRICE-06: finished area is 2.15 × the top area (both faces and edges). */
const FINISH_AREA_FACTOR = { numerator: 215n, denominator: 100n };
/** PRICE-04: a backsplash is 28 mm thick. */
const BACKSPLASH_THICKNESS_MM = 28n;
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
function surfaceFactor(surface: SurfaceConfiguration): { numerator: bigint; denominator: bigint } {
  return surface.surfaceType === 'floating_shelf' || surface.surfaceType === 'stair_tread'
    ? { numerator: 6n, denominator: 5n }
    : { numerator: 1n, denominator: 1n };
}

/** PRICE-08: one bracket per 250 mm of length, at least 2. */
export function bracketCount(lengthMm: number): number {
  return Math.max(2, Math.floor(lengthMm / 250));
}

/** Prices one surface with PRICE-01 to PRICE-10. */
export function priceSurface(surface: SurfaceConfiguration, book: PriceBook): SurfacePrice {
  const species = findSpecies(book, surface.woodSpecies);
  const rate = BigInt(species.rateCentsPerM3);
  const sections = surfaceSections(surface);
  const stockQuarterMm = BigInt(stockThicknessQuarterMm(surface.thicknessMm));
  const nominalMm = BigInt(surface.thicknessMm);
  const topAreaMm2 = sections.reduce((sum, s) => sum + BigInt(s.lengthMm) * BigInt(s.widthMm), 0n);
  const components: PriceComponent[] = [];
  const add = (key: PriceComponentKey, name: string, cents: bigint, isSavings = false) => components.push({ key, name, cents: toSafeNumber(cents), isSavings });

  const factor = surfaceFactor(surface);
  add('wood', 'Wood', divideRounded(topAreaMm2 * stockQuarterMm * rate * factor.numerator, 4n * MM3_PER_M3 * factor.denominator));

  let backsplashVolumeMm3 = 0n;
  if (hasPricedBacksplash(surface)) {
    const heightMm = BigInt(surface.backsplashHeightMm ?? DEFAULT_BACKSPLASH_HEIGHT_MM);
    const runMm = sections.reduce((sum, s) => sum + BigInt(s.lengthMm), 0n);
    backsplashVolumeMm3 = runMm * heightMm * BACKSPLASH_THICKNESS_MM;
    add('backsplash', `Backsplash (${heightMm} mm)`, divideRounded(backsplashVolumeMm3 * rate, MM3_PER_M3));
  }

  const panels = BigInt(waterfallPanels(surface));
  const panelAreaMm2 = panels * BigInt(surface.widthMm) * BigInt((surface.cabinetryHeightMm ?? DEFAULT_CABINETRY_HEIGHT_MM) + WATERFALL_OVERHANG_MM);
  if (panels > 0n) {
    add('waterfall', `Waterfall edge (${panels} ${panels === 1n ? 'panel' : 'panels'})`, divideRounded(panelAreaMm2 * stockQuarterMm * rate, 4n * MM3_PER_M3));
  }

  const finishCost = BigInt(book.finishCentsPerM2[surface.finish]);
  add(
    'finish',
    surface.finish === 'natural' ? LABELS.finish.natural : `${LABELS.finish[surface.finish]} finish`,
    divideRounded((topAreaMm2 + panelAreaMm2) * FINISH_AREA_FACTOR.numerator * finishCost, MM2_PER_M2 * FINISH_AREA_FACTOR.denominator),
  );

  if (surface.surfaceType === 'countertop') {
    for (const cutout of surface.cutouts) {
      if (cutout === 'none') continue;
      add(`cutout:${cutout}`, `Cutout: ${LABELS.cutout[cutout]}`, BigInt(book.modifierCents[cutout]));
    }
  }
  if (surface.surfaceType === 'desk_top' && surface.hasCableHole) {
    add('cable_hole', 'Cable hole', BigInt(book.modifierCents.cable_hole));
  }
  if (surface.surfaceType === 'floating_shelf' && surface.bracketOption === 'with_brackets') {
    const count = bracketCount(surface.lengthMm);
    add('brackets', `Brackets (${count} × ${formatRand(book.bracketCents)})`, BigInt(count * book.bracketCents));
  }

  const edgedMm = sections.reduce((sum, s) => sum + BigInt(s.lengthEdges * s.lengthMm + s.widthEdges * s.widthMm), 0n);
  add('edge_profile', `${LABELS.edgeProfile[surface.edgeProfile]} edge profiling`, divideRounded(edgedMm * BigInt(book.edgeSavingCentsPerMetre), 1000n), true);

  const unitPriceCents = components.filter((c) => !c.isSavings).reduce((sum, c) => sum + c.cents, 0);
  const finishedVolume = topAreaMm2 * nominalMm + backsplashVolumeMm3 + panelAreaMm2 * nominalMm;
  return {
    components,
    unitPriceCents,
    quantity: surface.quantity,
    lineTotalCents: unitPriceCents * surface.quantity,
    finishedVolumeMm3: toSafeNumber(finishedVolume),
    pricedVolumeMm3: toSafeNumber(divideRounded(topAreaMm2 * stockQuarterMm, 4n)),
    densityKgPerM3: species.densityKgPerM3,
  };
}
