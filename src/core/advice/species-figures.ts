import { ADVICE_SOURCES, type AdviceSourceId } from './advice-sources';

/** One published figure and the document it comes from (CONF-41). */
export interface SourcedFigure {
  value: number;
  /** The citation shown with the figure: the document, its table or sheet, and the entry used. */
  source: string;
}

/**
 * What the advice knows of one species. `null` means no published figure was found, and the
 * product says so instead of guessing (CONF-41).
 */
export interface SpeciesFigures {
  /** Modulus of elasticity in bending at 12 % moisture content, MPa (N/mm²). */
  modulusOfElasticityMpa: SourcedFigure | null;
  /** Dimensional change per 1 % moisture content, across the growth rings' tangent (face grain). */
  tangentialPerPercent: SourcedFigure | null;
  /** Dimensional change per 1 % moisture content, along the rays (edge grain). */
  radialPerPercent: SourcedFigure | null;
}

function figure(value: number, sourceId: AdviceSourceId, entry: string): SourcedFigure {
  return { value, source: `${ADVICE_SOURCES[sourceId].citation} Entry: ${entry}.` };
}

/** Wood Handbook Table 5-3a (MPa) and Table 13-5 (radial, tangential) for one listed species. */
function woodHandbook(entry: string, moeMpa: number, radial: number, tangential: number): SpeciesFigures {
  return {
    modulusOfElasticityMpa: figure(moeMpa, 'wood_handbook_5_3a', entry),
    radialPerPercent: figure(radial, 'wood_handbook_13_5', entry),
    tangentialPerPercent: figure(tangential, 'wood_handbook_13_5', entry),
  };
}

/** A species with a published stiffness but no published dimensional change coefficients. */
function stiffnessOnly(moeMpa: number, sourceId: AdviceSourceId, entry: string): SpeciesFigures {
  return {
    modulusOfElasticityMpa: figure(moeMpa, sourceId, entry),
    tangentialPerPercent: null,
    radialPerPercent: null,
  };
}

const NO_PUBLISHED_FIGURES: SpeciesFigures = {
  modulusOfElasticityMpa: null,
  tangentialPerPercent: null,
  radialPerPercent: null,
};

/** 1,000 psi to MPa, rounded to 10 MPa (the sheets give two or three significant figures). */
function kpsiToMpa(kpsi: number): number {
  return Math.round((kpsi * 6.894757) / 10) * 10;
}

/**
 * The default figures for the species of the default price book (PRICE-18 to PRICE-24), keyed by species
 * id. Species the Wood Handbook lists use its tables (the entry named is the one the workshop
 * buys); African species use the FPL's tropical timber sheets or CIRAD's Tropix sheets, which
 * give stiffness but no coefficient per % of moisture. ADR 023 records the choices.
 */
export const DEFAULT_SPECIES_FIGURES: Readonly<Record<string, SpeciesFigures>> = {
  pine: NO_PUBLISHED_FIGURES,
  saligna: stiffnessOnly(15_200, 'tropix_eucalyptus_grandis', 'Eucalyptus grandis'),
  beech: woodHandbook('Beech, American', 11_900, 0.0019, 0.00431),
  ash: woodHandbook('Ash, white', 12_000, 0.00169, 0.00274),
  iroko: stiffnessOnly(12_840, 'tropix_iroko', 'Iroko'),
  red_oak: woodHandbook('Oak, northern red (Table 5-3a); Red oak, commercial (Table 13-5)', 12_500, 0.00158, 0.00369),
  white_oak: woodHandbook('Oak, white (Table 5-3a); White oak, commercial (Table 13-5)', 12_300, 0.0018, 0.00365),
  maple: woodHandbook('Maple, sugar', 12_600, 0.00165, 0.00353),
  cherry: woodHandbook('Cherry, black', 10_300, 0.00126, 0.00248),
  kiaat: stiffnessOnly(kpsiToMpa(1_220), 'chudnoff_kiaat', 'Pterocarpus angolensis, 12 %'),
  patrys: NO_PUBLISHED_FIGURES,
  african_mahogany: stiffnessOnly(kpsiToMpa(1_310), 'chudnoff_khaya', 'Khaya ivorensis, 12 %'),
  walnut: woodHandbook('Walnut, black', 11_600, 0.0019, 0.00274),
  wenge: stiffnessOnly(21_050, 'tropix_wenge', 'Wenge'),
  african_rosewood: NO_PUBLISHED_FIGURES,
  yellow_wood: stiffnessOnly(kpsiToMpa(1_170), 'chudnoff_podocarpus', 'Podocarpus spp., 12 %, 2-cm standard'),
};

/** The figures for a species id, or none at all for a species added later without figures. */
export function figuresForSpecies(
  speciesId: string,
  figures: Readonly<Record<string, SpeciesFigures>> = DEFAULT_SPECIES_FIGURES,
): SpeciesFigures {
  return Object.hasOwn(figures, speciesId) ? (figures[speciesId] ?? NO_PUBLISHED_FIGURES) : NO_PUBLISHED_FIGURES;
}

/**
 * The figures of one species of a price-book version: its own, or for a version saved before
 * staff kept them, the core's defaults (none for a species the defaults do not know).
 */
export function effectiveSpeciesFigures(species: {
  speciesId: string;
  figures?: SpeciesFigures | undefined;
}): SpeciesFigures {
  if (species.figures) return species.figures;
  return Object.hasOwn(DEFAULT_SPECIES_FIGURES, species.speciesId)
    ? (DEFAULT_SPECIES_FIGURES[species.speciesId] ?? NO_PUBLISHED_FIGURES)
    : NO_PUBLISHED_FIGURES;
}

/** Every species' figures of a price-book version, keyed by species id, as `adviseSurface` takes them. */
export function figuresOfPriceBook(
  species: readonly { speciesId: string; figures?: SpeciesFigures | undefined }[],
): Record<string, SpeciesFigures> {
  return Object.fromEntries(species.map((entry) => [entry.speciesId, effectiveSpeciesFigures(entry)]));
}
