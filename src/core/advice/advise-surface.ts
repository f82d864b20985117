import { DEFAULT_SPECIES } from '../catalogue/default-price-book';
import { bracketCount } from '../pricing/price-surface';
import { GRAINS, THICKNESS_PRESETS_MM, BOUNDS, type Grain, type SurfaceType } from '../surface/surface-options';
import type { SurfaceConfiguration } from '../surface/surface-schema';
import { formatAdviceMm, formatWholeMm, groupThousands } from './advice-format';
import { CLIMATE_REGIONS, DEFAULT_CLIMATE_REGION, type ClimateRegionId } from './climate-regions';
import { coefficientAcrossWidth, dimensionalChangeMm } from './movement';
import {
  longestPointLoadSpanMm,
  longestUniformLoadSpanMm,
  pointLoadSagMm,
  thinnestPointLoadThicknessMm,
  thinnestUniformLoadThicknessMm,
  uniformLoadSagMm,
  visibleSagLimitMm,
} from './sag';
import { DEFAULT_SPECIES_FIGURES, figuresForSpecies, type SpeciesFigures } from './species-figures';

/** The fields of a surface the advice reads: a configurator draft or a stored quote's surface. */
export type AdviceSurface = Pick<
  SurfaceConfiguration,
  'surfaceType' | 'woodSpecies' | 'lengthMm' | 'widthMm' | 'thicknessMm' | 'bracketOption'
> &
  Partial<Pick<SurfaceConfiguration, 'supportSpanMm'>>;

export interface SagAdvice {
  /** Expected long-term sag; null where the species has no published stiffness. */
  mm: number | null;
  limitMm: number;
  spanMm: number;
  passes: boolean | null;
  suggestion: string;
}

export interface MovementAdvice {
  /** Seasonal change in width; null where the species has no published coefficient. */
  mm: number | null;
  widthMm: number;
  region: ClimateRegionId;
  regionName: string;
  lowMoisturePercent: number;
  highMoisturePercent: number;
  suggestion: string;
}

/** A figure the advice used, with its published source (CONF-39 to CONF-41). */
export interface AdviceSourceLine {
  figure: string;
  source: string;
}

export interface SurfaceAdvice {
  sag: SagAdvice | null;
  movement: MovementAdvice | null;
  sources: AdviceSourceLine[];
}

type SagLoad = { kind: 'uniform'; loadKpa: number; words: string } | { kind: 'point'; loadN: number; words: string };

/** CONF-39 to CONF-41 loads. A countertop rests on its cabinets along its length: no span to sag. */
const SAG_LOADS: Record<SurfaceType, SagLoad | null> = {
  countertop: null,
  desk_top: { kind: 'uniform', loadKpa: 1.0, words: 'a full desk load' },
  table_top: { kind: 'uniform', loadKpa: 1.5, words: 'a full table load' },
  floating_shelf: { kind: 'uniform', loadKpa: 2.0, words: 'a full load of books' },
  stair_tread: { kind: 'point', loadN: 1_500, words: 'a 150 kg step at mid-span' },
};

/** How the workshop lets each kind of top move (the second half of the movement sentence). */
const MOVEMENT_ALLOWANCE: Record<SurfaceType, string> = {
  countertop: 'we fix it with slotted screws and leave a gap at the walls',
  desk_top: 'we fix it to the frame with slotted brackets',
  table_top: 'we fix it to the frame with slotted brackets',
  floating_shelf: 'its brackets hold it without stopping it moving across its depth',
  stair_tread: 'we leave room in the stringer housings',
};

/** What a customer moves to shorten the span, per surface. */
const SUPPORT_WORDS: Record<SurfaceType, string> = {
  countertop: 'Put supports at most',
  desk_top: 'Put supports at most',
  table_top: 'Put supports at most',
  floating_shelf: 'Put the brackets at most',
  stair_tread: 'Put the stringers at most',
};

/** The span a stair tread sits on when the customer gives none. */
export const DEFAULT_TREAD_SPAN_MM = 900;

const GRAIN_SUFFIX = new RegExp(`^(.+)_(${GRAINS.join('|')})$`);

function speciesAndGrain(woodSpecies: string): { speciesId: string; grain: Grain } {
  const match = GRAIN_SUFFIX.exec(woodSpecies);
  if (!match?.[1] || !match[2]) return { speciesId: woodSpecies, grain: 'face' };
  return { speciesId: match[1], grain: match[2] as Grain };
}

function speciesNameOf(speciesId: string): string {
  return DEFAULT_SPECIES.find((species) => species.speciesId === speciesId)?.name ?? speciesId.replaceAll('_', ' ');
}

/**
 * The clear span between supports when the customer gives none: a desk or table on its two end
 * supports, a shelf between neighbouring brackets of PRICE-08 (end brackets at the ends),
 * a tread on stringers 900 mm apart. A span is never longer than the piece (ADR 023).
 */
export function defaultSpanMm(surface: AdviceSurface): number {
  switch (surface.surfaceType) {
    case 'stair_tread':
      return Math.min(DEFAULT_TREAD_SPAN_MM, surface.lengthMm);
    case 'floating_shelf':
      return surface.bracketOption === 'with_brackets'
        ? surface.lengthMm / (bracketCount(surface.lengthMm) - 1)
        : surface.lengthMm;
    case 'countertop':
    case 'desk_top':
    case 'table_top':
      return surface.lengthMm;
  }
}

/** Rounded to 0.01 mm for answers and documents; the text rounds again. */
function hundredths(mm: number): number {
  return Math.round(mm * 100) / 100;
}

function roundDownTo50(mm: number): number {
  return Math.floor(mm / 50) * 50;
}

/** Only desks and tables come in a choice of thickness (CONF-10: shelves and treads are 44 mm). */
function thicknessToSuggest(surface: AdviceSurface, thinnestMm: number): number | null {
  if (surface.surfaceType !== 'desk_top' && surface.surfaceType !== 'table_top') return null;
  const preset = THICKNESS_PRESETS_MM.find((thickness) => thickness > surface.thicknessMm && thickness >= thinnestMm);
  if (preset !== undefined) return preset;
  const exact = Math.ceil(thinnestMm);
  return exact > surface.thicknessMm && exact <= BOUNDS.thicknessMm.max ? exact : null;
}

function sagAdvice(
  surface: AdviceSurface,
  figures: SpeciesFigures,
  grain: Grain,
  name: string,
  requestedSpanMm: number | undefined,
): SagAdvice | null {
  const load = SAG_LOADS[surface.surfaceType];
  if (!load) return null;
  const spanMm = Math.min(requestedSpanMm ?? defaultSpanMm(surface), surface.lengthMm);
  const limitMm = visibleSagLimitMm(spanMm);
  const modulus = figures.modulusOfElasticityMpa;
  if (grain === 'end') {
    return {
      mm: null,
      limitMm: hundredths(limitMm),
      spanMm,
      passes: null,
      suggestion:
        'An end-grain top is glued from short blocks and is not a beam: it needs support under its whole area, so we do not estimate its sag.',
    };
  }
  if (!modulus) {
    return {
      mm: null,
      limitMm: hundredths(limitMm),
      spanMm,
      passes: null,
      suggestion: `No published figure for the stiffness of ${name}, so we do not estimate its sag.`,
    };
  }
  const modulusMpa = modulus.value;
  const { thicknessMm, widthMm } = surface;
  const sag =
    load.kind === 'uniform'
      ? uniformLoadSagMm({ loadKpa: load.loadKpa, spanMm, thicknessMm, modulusMpa })
      : pointLoadSagMm({ loadN: load.loadN, spanMm, thicknessMm, widthMm, modulusMpa });
  const longestSpan =
    load.kind === 'uniform'
      ? longestUniformLoadSpanMm({ loadKpa: load.loadKpa, thicknessMm, modulusMpa })
      : longestPointLoadSpanMm({ loadN: load.loadN, thicknessMm, widthMm, modulusMpa });
  const thinnest =
    load.kind === 'uniform'
      ? thinnestUniformLoadThicknessMm({ loadKpa: load.loadKpa, spanMm, modulusMpa })
      : thinnestPointLoadThicknessMm({ loadN: load.loadN, spanMm, widthMm, modulusMpa });
  const passes = sag <= limitMm;
  const supports = SUPPORT_WORDS[surface.surfaceType];
  let suggestion: string;
  if (passes) {
    const thicker = THICKNESS_PRESETS_MM.find((thickness) => thickness > thicknessMm);
    const orThicker =
      thicker !== undefined && thicknessToSuggest(surface, 0) !== null ? ` or choose ${thicker} mm` : '';
    const beyond =
      longestSpan < BOUNDS.lengthMm.max
        ? ` Above ${formatWholeMm(roundDownTo50(longestSpan))} between supports, add a support${orThicker}.`
        : '';
    suggestion = `About ${formatAdviceMm(sag)} under ${load.words}: not visible.${beyond}`;
  } else {
    const thickness = thicknessToSuggest(surface, thinnest);
    const orThicker = thickness !== null ? ` or choose ${thickness} mm` : '';
    suggestion = `About ${formatAdviceMm(sag)} under ${load.words}: visible (the eye notices more than ${formatAdviceMm(limitMm)} over ${formatWholeMm(spanMm)}). ${supports} ${formatWholeMm(roundDownTo50(longestSpan))} apart${orThicker}.`;
  }
  return { mm: hundredths(sag), limitMm: hundredths(limitMm), spanMm: Math.round(spanMm), passes, suggestion };
}

function movementAdvice(
  surface: AdviceSurface,
  figures: SpeciesFigures,
  grain: Grain,
  name: string,
  regionId: ClimateRegionId,
): MovementAdvice {
  const region = CLIMATE_REGIONS[regionId];
  const coefficient = coefficientAcrossWidth(figures, grain);
  const allowance = MOVEMENT_ALLOWANCE[surface.surfaceType];
  const base = {
    widthMm: surface.widthMm,
    region: region.id,
    regionName: region.name,
    lowMoisturePercent: region.lowMoisturePercent,
    highMoisturePercent: region.highMoisturePercent,
  };
  if (!coefficient) {
    return {
      ...base,
      mm: null,
      suggestion: `No published figure for how much ${name} moves with the seasons, so we do not estimate it; ${allowance} all the same.`,
    };
  }
  const mm = dimensionalChangeMm({
    widthMm: surface.widthMm,
    coefficientPerPercent: coefficient.value,
    moistureChangePercent: region.highMoisturePercent - region.lowMoisturePercent,
  });
  const sentence = `Expect about ${formatAdviceMm(mm)} across ${formatWholeMm(surface.widthMm)} between the dry and humid seasons; ${allowance}.`;
  return { ...base, mm: hundredths(mm), suggestion: sentence.charAt(0).toUpperCase() + sentence.slice(1) };
}

function sourceLines(options: {
  name: string;
  figures: SpeciesFigures;
  grain: Grain;
  sag: SagAdvice | null;
  regionId: ClimateRegionId;
}): AdviceSourceLine[] {
  const { name, figures, grain, sag, regionId } = options;
  const lines: AdviceSourceLine[] = [];
  const modulus = figures.modulusOfElasticityMpa;
  if (sag && sag.mm !== null && modulus) {
    lines.push({
      figure: `${name}: modulus of elasticity ${groupThousands(modulus.value)} MPa at 12 % moisture`,
      source: modulus.source,
    });
  }
  const coefficient = coefficientAcrossWidth(figures, grain);
  if (coefficient) {
    const direction = grain === 'edge' ? 'radial' : 'tangential';
    lines.push({
      figure: `${name}: ${direction} change ${coefficient.value} per 1 % moisture`,
      source: coefficient.source,
    });
  }
  const region = CLIMATE_REGIONS[regionId];
  lines.push({
    figure: `${region.name}: indoor moisture ${region.lowMoisturePercent}–${region.highMoisturePercent} %`,
    source: region.source,
  });
  return lines;
}

/**
 * What a stored quote keeps for its advice (ADR 023): the customer's region, if they chose one,
 * and the species figures of the price-book version in force when it was saved.
 */
export interface QuoteAdvice {
  region: ClimateRegionId | null;
  figures: Record<string, SpeciesFigures>;
}

/** A quote's line with what the quote kept: its span, the region and the figures; defaults without them. */
export function adviseQuoteLine(
  line: { surface: AdviceSurface; speciesName: string },
  advice: QuoteAdvice | undefined,
): SurfaceAdvice {
  return adviseSurface({
    surface: line.surface,
    speciesName: line.speciesName,
    region: advice?.region ?? undefined,
    figures: advice?.figures,
  });
}

/**
 * CONF-39 to CONF-41: will this surface sag, and how much will it move. Pure: the configurator runs it
 * in the browser, the server for `POST /api/advice`, the quote page and the PDF. It never reads
 * or changes a price.
 */
export function adviseSurface(options: {
  surface: AdviceSurface;
  /** The span asked for; else the surface's own `supportSpanMm`; else the usual span. */
  spanMm?: number | undefined;
  region?: ClimateRegionId | undefined;
  speciesName?: string | undefined;
  figures?: Readonly<Record<string, SpeciesFigures>> | undefined;
}): SurfaceAdvice {
  const { surface } = options;
  const { speciesId, grain } = speciesAndGrain(surface.woodSpecies);
  const figures = figuresForSpecies(speciesId, options.figures ?? DEFAULT_SPECIES_FIGURES);
  const name = options.speciesName ?? speciesNameOf(speciesId);
  const regionId = options.region ?? DEFAULT_CLIMATE_REGION;
  const sag = sagAdvice(surface, figures, grain, name, options.spanMm ?? surface.supportSpanMm);
  const movement = movementAdvice(surface, figures, grain, name, regionId);
  return { sag, movement, sources: sourceLines({ name, figures, grain, sag, regionId }) };
}
