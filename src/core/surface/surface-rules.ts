import { PAGE_RESET_VALUES, WIZARD_DEFAULTS } from './surface-defaults';
import {
  BOUNDS,
  COUNTERTOP_LAYOUTS,
  CUTOUTS,
  DEFAULT_CABINETRY_HEIGHT_MM,
  FIXED_THICKNESS_MM,
  GRAINS,
  SINK_CUTOUTS,
} from './surface-options';
import type {
  CountertopLayout,
  Cutout,
  EdgeProfile,
  Grain,
  SurfaceType,
  TableShape,
  WaterfallEdge,
} from './surface-options';
import { layoutEdgeCounts, type EdgeCountField } from './layout-edge-defaults';
import { checkSurface, OVAL_MESSAGE, requiredExtraSections, SECTION_FIELDS } from './surface-checks';
import type { SurfaceConfiguration } from './surface-schema';

/**
 * The configurator's rules as pure transitions `(draft, value) => newDraft` (CONF-10 to CONF-20,
 * CONF-09). A draft may hold out-of-bounds numbers, or NaN for a blank input, while
 * the customer types; `validateSurface` decides whether it can be priced.
 */
export type SurfaceDraft = SurfaceConfiguration;

type SectionIndex = 1 | 2 | 3;
export type SectionDimensionField = `length${SectionIndex}Mm` | `width${SectionIndex}Mm`;
export type { EdgeCountField };

const SECTION_DIMENSION_FIELDS: readonly SectionDimensionField[] = SECTION_FIELDS.flatMap(([length, width]) => [
  length,
  width,
]);
const SECTION_EDGE_FIELDS = SECTION_FIELDS.flatMap(([, , lengthEdges, widthEdges]) => [lengthEdges, widthEdges]);
const FIXED_THICKNESS_TYPES: readonly SurfaceType[] = ['floating_shelf', 'stair_tread'];
/** CONF-07: the quantity field is shown only for stair treads and shelves. */
const QUANTITY_TYPES: readonly SurfaceType[] = ['floating_shelf', 'stair_tread'];

function without(draft: SurfaceDraft, keys: readonly (keyof SurfaceDraft)[]): SurfaceDraft {
  const copy: Partial<SurfaceDraft> = { ...draft };
  for (const key of keys) delete copy[key];
  return copy as SurfaceDraft;
}

const isBlank = (value: number | undefined): boolean => value === undefined || Number.isNaN(value);
const clampInteger = (value: number, min: number, max: number): number =>
  Math.min(max, Math.max(min, Math.round(value)));

/** Options that belong to one surface type only (CONF-06's type-specific panel). */
const TYPE_SPECIFIC_FIELDS: readonly (keyof SurfaceDraft)[] = [
  'countertopLayout',
  'lShapeOrientation',
  'cornerJoin',
  ...SECTION_DIMENSION_FIELDS,
  ...SECTION_EDGE_FIELDS,
  'backsplashHeightMm',
  'cabinetryHeightMm',
  'diameter',
  'cableHolePosition',
];

const freshTypeOptions = (): Pick<
  SurfaceDraft,
  'hasBacksplash' | 'waterfallEdge' | 'cutouts' | 'tableShape' | 'hasCableHole' | 'bracketOption'
> => ({
  hasBacksplash: false,
  waterfallEdge: 'none',
  cutouts: ['none'],
  tableShape: 'rectangular',
  hasCableHole: false,
  bracketOption: 'with_brackets',
});

/**
 * CONF-10: on the configurator page a type change applies the page-level reset
 * values; the old type's own options go, while species, edge profile and finish carry over.
 * Shelves and treads are 44 mm (CONF-09) and never end grain (CONF-29), so an end-grain
 * choice falls back to face grain of the same species.
 */
export function changeSurfaceType(draft: SurfaceDraft, surfaceType: SurfaceType): SurfaceDraft {
  if (draft.surfaceType === surfaceType) return draft;
  let next: SurfaceDraft = {
    ...without(draft, TYPE_SPECIFIC_FIELDS),
    ...freshTypeOptions(),
    surfaceType,
    ...PAGE_RESET_VALUES[surfaceType],
  };
  // CONF-07: only treads and shelves ask for a quantity, so a hidden one must not linger.
  if (!QUANTITY_TYPES.includes(surfaceType)) next = { ...next, quantity: 1 };
  // CONF-16: a countertop's square wall sides come with its layout, so they come and go with the type (ADR 049).
  if (surfaceType === 'countertop' || draft.surfaceType === 'countertop') next = { ...next, ...layoutEdgeCounts(next) };
  if (FIXED_THICKNESS_TYPES.includes(surfaceType) && next.grainStyle === 'end') {
    next = { ...next, grainStyle: 'face', woodSpecies: next.woodSpecies.replace(/_end$/, '_face') };
  }
  return edgeAllRoundFrom(next);
}

/**
 * Typical sizes the extra sections start at, so a new layout is priced at once and
 * nothing is called an error before the customer has typed: returns as deep as the main run,
 * a galley's opposite run as long as the main one, a G's peninsula shorter than the returns.
 */
function startingSections(draft: SurfaceDraft, layout: CountertopLayout): Partial<SurfaceDraft> {
  const inBounds = (value: number, bounds: { min: number; max: number }) =>
    Number.isInteger(value) && value >= bounds.min && value <= bounds.max;
  const depth = inBounds(draft.widthMm, BOUNDS.widthMm) ? draft.widthMm : STARTING_SECTION_MM.depth;
  const run = inBounds(draft.lengthMm, BOUNDS.lengthMm) ? draft.lengthMm : STARTING_SECTION_MM.return;
  const sizes: Partial<Record<SectionIndex, number>> = {
    1: layout === 'galley' ? run : STARTING_SECTION_MM.return,
    2: STARTING_SECTION_MM.return,
    3: STARTING_SECTION_MM.peninsula,
  };
  return Object.fromEntries(
    requiredExtraSections(layout).flatMap((i) => [
      [`length${i}Mm`, sizes[i]],
      [`width${i}Mm`, depth],
    ]),
  );
}

const STARTING_SECTION_MM = { return: 1200, peninsula: 900, depth: 600 } as const;

/**
 * CONF-13: a layout change clears corner join, orientation and every extra section; the new
 * layout's sections start at typical sizes.
 */
export function changeLayout(draft: SurfaceDraft, layout: CountertopLayout): SurfaceDraft {
  if (draft.surfaceType !== 'countertop') return draft;
  let next: SurfaceDraft = {
    ...without(draft, ['cornerJoin', 'lShapeOrientation', ...SECTION_DIMENSION_FIELDS, ...SECTION_EDGE_FIELDS]),
    countertopLayout: layout,
    ...startingSections(draft, layout),
  };
  if (layout === 'l_shape') next = { ...next, cornerJoin: 'butt_joint', lShapeOrientation: 'left_l' };
  // CONF-16: each layout starts on its own exposed sides; walls and joints stay square (ADR 049).
  next = { ...next, ...layoutEdgeCounts(next) };
  // CONF-13 names l_shape and u_shape; a G is a U with a peninsula, joined the same way.
  if (layout === 'u_shape' || layout === 'g_shape') next = { ...next, cornerJoin: 'butt_joint' };
  // CONF-04: islands have no backsplash.
  if (layout === 'island') next = { ...without(next, ['backsplashHeightMm']), hasBacksplash: false };
  return next;
}

/** The extra-section dimensions the draft's layout needs but the customer has not filled in. */
export function missingSections(draft: SurfaceDraft): SectionDimensionField[] {
  if (draft.surfaceType !== 'countertop') return [];
  return requiredExtraSections(draft.countertopLayout ?? 'single_wall')
    .flatMap((i) => [`length${i}Mm`, `width${i}Mm`] as const)
    .filter((field) => isBlank(draft[field]));
}

/**
 * CONF-14: a round table's width is its length; a square one keeps them
 * equal. An oval is longer than it is wide: one that would not be starts twice as
 * long as it is wide.
 */
/**
 * A square, round or oval table top is free-standing with one edge all the way round: it has
 * no long and short sides to profile apart, so its profile is all round or nowhere.
 */
export function hasEdgeAllRound(draft: Pick<SurfaceDraft, 'surfaceType' | 'tableShape'>): boolean {
  return (
    draft.surfaceType === 'table_top' &&
    (draft.tableShape === 'square' || draft.tableShape === 'round' || draft.tableShape === 'oval')
  );
}

/** The profile all round (2 + 2 edged sides, PRICE-09's saving) or on no side. */
export function changeEdgeAllRound(draft: SurfaceDraft, profiled: boolean): SurfaceDraft {
  const count = profiled ? BOUNDS.edges.max : BOUNDS.edges.min;
  return { ...draft, lengthEdges: count, widthEdges: count };
}

/**
 * Sides profiled apart on a rectangle become all round once the shape has one edge (any profiled side: all of them).
 */
function edgeAllRoundFrom(draft: SurfaceDraft): SurfaceDraft {
  if (!hasEdgeAllRound(draft)) return draft;
  return changeEdgeAllRound(draft, draft.lengthEdges > 0 || draft.widthEdges > 0);
}

export function changeTableShape(draft: SurfaceDraft, tableShape: TableShape): SurfaceDraft {
  if (draft.surfaceType !== 'table_top') return draft;
  return edgeAllRoundFrom(shapeTable(draft, tableShape));
}

function shapeTable(draft: SurfaceDraft, tableShape: TableShape): SurfaceDraft {
  const next = { ...without(draft, ['diameter']), tableShape };
  if (tableShape === 'round') return { ...next, widthMm: draft.lengthMm, diameter: draft.lengthMm };
  if (tableShape === 'square') return { ...next, widthMm: draft.lengthMm };
  if (tableShape === 'oval' && !(draft.lengthMm > draft.widthMm)) {
    const widthMm = Number.isFinite(draft.widthMm) ? draft.widthMm : WIZARD_DEFAULTS.table_top.widthMm;
    return { ...next, widthMm, lengthMm: Math.min(BOUNDS.lengthMm.max, widthMm * 2) };
  }
  return next;
}

const keepsWidthEqualToLength = (draft: SurfaceDraft): boolean =>
  draft.surfaceType === 'table_top' && (draft.tableShape === 'round' || draft.tableShape === 'square');

export function changeLength(draft: SurfaceDraft, lengthMm: number): SurfaceDraft {
  if (!keepsWidthEqualToLength(draft)) return { ...draft, lengthMm };
  const next = { ...draft, lengthMm, widthMm: lengthMm };
  return draft.tableShape === 'round' ? { ...next, diameter: lengthMm } : next;
}

export function changeWidth(draft: SurfaceDraft, widthMm: number): SurfaceDraft {
  return keepsWidthEqualToLength(draft) ? changeLength(draft, widthMm) : { ...draft, widthMm };
}

/** A round table is priced on its square blank (PRICE-01): diameter, length and width move together. */
export function changeDiameter(draft: SurfaceDraft, diameterMm: number): SurfaceDraft {
  if (draft.surfaceType !== 'table_top' || draft.tableShape !== 'round') return draft;
  return { ...draft, diameter: diameterMm, lengthMm: diameterMm, widthMm: diameterMm };
}

const isSink = (cutout: Cutout): boolean => (SINK_CUTOUTS as readonly Cutout[]).includes(cutout);

/**
 * CONF-15: none stands alone; the three sinks exclude one another (picking one toggles it
 * and replaces the others); prep bowl and tap hole toggle freely; an empty list is none.
 */
export function toggleCutout(draft: SurfaceDraft, cutout: Cutout): SurfaceDraft {
  if (draft.surfaceType !== 'countertop') return draft;
  if (cutout === 'none') return { ...draft, cutouts: ['none'] };
  const current = draft.cutouts.filter((c) => c !== 'none');
  let chosen: Cutout[];
  if (current.includes(cutout)) chosen = current.filter((c) => c !== cutout);
  else if (isSink(cutout)) chosen = [...current.filter((c) => !isSink(c)), cutout];
  else chosen = [...current, cutout];
  const ordered = CUTOUTS.filter((c) => chosen.includes(c));
  return { ...draft, cutouts: ordered.length === 0 ? ['none'] : ordered };
}

/** CONF-16: choosing an edge profile puts it back on the layout's default sides. */
export function changeEdgeProfile(draft: SurfaceDraft, edgeProfile: EdgeProfile): SurfaceDraft {
  return { ...draft, edgeProfile, ...layoutEdgeCounts(draft) };
}

/** CONF-19: 0 to 2 edged sides per dimension. A blank input leaves the count as it was. */
export function changeEdgeCount(draft: SurfaceDraft, field: EdgeCountField, count: number): SurfaceDraft {
  if (Number.isNaN(count)) return draft;
  return { ...draft, [field]: clampInteger(count, BOUNDS.edges.min, BOUNDS.edges.max) };
}

/** CONF-17: a waterfall needs a cabinet height, 900 mm unless one is set. */
export function changeWaterfall(draft: SurfaceDraft, waterfallEdge: WaterfallEdge): SurfaceDraft {
  if (draft.surfaceType !== 'countertop') return draft;
  if (waterfallEdge === 'none') return { ...without(draft, ['cabinetryHeightMm']), waterfallEdge };
  const cabinetryHeightMm = isBlank(draft.cabinetryHeightMm) ? DEFAULT_CABINETRY_HEIGHT_MM : draft.cabinetryHeightMm;
  return { ...draft, waterfallEdge, cabinetryHeightMm };
}

/**
 * CONF-19, CONF-20: presets 100/150/200 or a custom 50–600 mm, kept in the draft even when out of
 * bounds so validation can say so. CONF-18: removing the last value (null or a blank
 * input) clears the backsplash. Islands have none (CONF-04).
 */
export function changeBacksplash(draft: SurfaceDraft, heightMm: number | null): SurfaceDraft {
  if (draft.surfaceType !== 'countertop' || draft.countertopLayout === 'island') return draft;
  if (heightMm === null || Number.isNaN(heightMm)) {
    return { ...without(draft, ['backsplashHeightMm']), hasBacksplash: false };
  }
  return { ...draft, hasBacksplash: true, backsplashHeightMm: heightMm };
}

const DEFAULT_THICKNESS_MM = 32;

/**
 * CONF-20: presets 32/44/60 or a custom 15–150 mm; a blank input reverts to 32 and an
 * out-of-range or non-whole input is ignored. CONF-09: shelves and treads are always 44.
 */
export function changeThickness(draft: SurfaceDraft, input: string): SurfaceDraft {
  if (FIXED_THICKNESS_TYPES.includes(draft.surfaceType)) return { ...draft, thicknessMm: FIXED_THICKNESS_MM };
  const trimmed = input.trim();
  if (trimmed === '') return { ...draft, thicknessMm: DEFAULT_THICKNESS_MM };
  const thicknessMm = Number(trimmed);
  const { min, max } = BOUNDS.thicknessMm;
  if (!Number.isInteger(thicknessMm) || thicknessMm < min || thicknessMm > max) return draft;
  return { ...draft, thicknessMm };
}

/** QUOTE-04, CONF-19: 1 to 50, never below 1 (a blank input counts as 1). */
export function changeQuantity(draft: SurfaceDraft, quantity: number): SurfaceDraft {
  const value = Number.isNaN(quantity) ? BOUNDS.quantity.min : quantity;
  return { ...draft, quantity: clampInteger(value, BOUNDS.quantity.min, BOUNDS.quantity.max) };
}

/** CONF-08: the stored species id carries its grain as the last word (`kiaat_edge`). */
export function changeWoodSpecies(draft: SurfaceDraft, speciesId: string, grain: Grain): SurfaceDraft {
  return { ...draft, woodSpecies: `${speciesId}_${grain}`, grainStyle: grain };
}

export type SurfaceValidation =
  | { ok: true; surface: SurfaceConfiguration }
  | { ok: false; errors: Record<string, string> };

interface NumberFieldRule {
  label: string;
  bounds: { min: number; max: number };
  millimetres: boolean;
}

const mmField = (label: string, bounds: { min: number; max: number }): NumberFieldRule => ({
  label,
  bounds,
  millimetres: true,
});
const countField = (label: string, bounds: { min: number; max: number }): NumberFieldRule => ({
  label,
  bounds,
  millimetres: false,
});

/** CONF-19's bounds, named as the customer sees the fields. */
const NUMBER_FIELDS: Partial<Record<string, NumberFieldRule>> = {
  lengthMm: mmField('Length', BOUNDS.lengthMm),
  widthMm: mmField('Width', BOUNDS.widthMm),
  thicknessMm: mmField('Thickness', BOUNDS.thicknessMm),
  length1Mm: mmField('Section 1 length', BOUNDS.lengthMm),
  width1Mm: mmField('Section 1 width', BOUNDS.widthMm),
  length2Mm: mmField('Section 2 length', BOUNDS.lengthMm),
  width2Mm: mmField('Section 2 width', BOUNDS.widthMm),
  length3Mm: mmField('Section 3 length', BOUNDS.lengthMm),
  width3Mm: mmField('Section 3 width', BOUNDS.widthMm),
  backsplashHeightMm: mmField('Backsplash height', BOUNDS.backsplashHeightMm),
  cabinetryHeightMm: mmField('Cabinetry height', BOUNDS.cabinetryHeightMm),
  diameter: mmField('Diameter', BOUNDS.lengthMm),
  quantity: countField('Quantity', BOUNDS.quantity),
  lengthEdges: countField('Edged long sides', BOUNDS.edges),
  widthEdges: countField('Edged short sides', BOUNDS.edges),
  lengthEdges1: countField('Section 1 edged long sides', BOUNDS.edges),
  widthEdges1: countField('Section 1 edged short sides', BOUNDS.edges),
  lengthEdges2: countField('Section 2 edged long sides', BOUNDS.edges),
  widthEdges2: countField('Section 2 edged short sides', BOUNDS.edges),
  lengthEdges3: countField('Section 3 edged long sides', BOUNDS.edges),
  widthEdges3: countField('Section 3 edged short sides', BOUNDS.edges),
};

const CHOICE_MESSAGES: Partial<Record<string, string>> = {
  surface: 'This is not a surface configuration',
  id: 'The surface id is not valid',
  surfaceType: 'Choose a surface type',
  woodSpecies: 'Choose a wood species',
  grainStyle: 'Choose a grain orientation',
  edgeProfile: 'Choose an edge profile',
  finish: 'Choose a surface finish',
  cutouts: 'Choose valid cutouts',
  countertopLayout: 'Choose a countertop layout',
  lShapeOrientation: 'Choose an L orientation',
  cornerJoin: 'Choose a corner join',
  hasBacksplash: 'Choose whether to add a backsplash',
  waterfallEdge: 'Choose a waterfall edge',
  tableShape: 'Choose a table shape',
  hasCableHole: 'Choose whether to add a cable hole',
  cableHolePosition: 'Choose a cable hole position',
  bracketOption: 'Choose a bracket option',
};

function numberMessage(rule: NumberFieldRule, value: unknown): string {
  if (typeof value === 'number' && Number.isFinite(value) && !Number.isInteger(value)) {
    return `${rule.label} must be a whole number${rule.millimetres ? ' of millimetres' : ''}`;
  }
  return `${rule.label} must be between ${rule.bounds.min} and ${rule.bounds.max}${rule.millimetres ? ' mm' : ''}`;
}

function issueMessage(field: string, issue: { code: string; message: string }, value: unknown): string {
  // The schema's own refinements (grain mismatch, sinks, missing sections) already read well.
  if (issue.code === 'custom') return issue.message;
  const rule = NUMBER_FIELDS[field];
  if (rule) return numberMessage(rule, value);
  return CHOICE_MESSAGES[field] ?? issue.message;
}

const asRecord = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/**
 * Rules the schema's refinement skips while any field fails its own check (zod runs an
 * object's refinements only once every field parses), so the customer sees them at once;
 * plus CONF-09's fixed thickness, which the shared schema does not enforce.
 */
function ruleErrors(input: Record<string, unknown>): Record<string, string> {
  const errors: Record<string, string> = {};
  if (input.surfaceType === 'countertop') {
    const layout = COUNTERTOP_LAYOUTS.find((candidate) => candidate === (input.countertopLayout ?? 'single_wall'));
    for (const section of layout ? requiredExtraSections(layout) : []) {
      for (const side of ['length', 'width'] as const) {
        const field = `${side}${section}Mm`;
        if (input[field] === undefined) errors[field] = `Section ${section} ${side} is required for this layout`;
      }
    }
  }
  // A round top's width is its length (CONF-14), so width's 1500 mm bound caps the
  // diameter too; say so on the field the customer sees.
  const roundTop = input.surfaceType === 'table_top' && input.tableShape === 'round';
  const outsideWidthBounds = (value: unknown): boolean =>
    typeof value === 'number' && !(value >= BOUNDS.widthMm.min && value <= BOUNDS.widthMm.max);
  if (roundTop && (outsideWidthBounds(input.diameter) || outsideWidthBounds(input.widthMm))) {
    errors.diameter = `Diameter must be between ${BOUNDS.widthMm.min} and ${BOUNDS.widthMm.max} mm`;
  }
  // A square top shows one field, 'Side length', and its width is its length, so the width's
  // 1500 mm bound is the side's bound: name the field the customer sees.
  const squareTop = input.surfaceType === 'table_top' && input.tableShape === 'square';
  if (squareTop && (outsideWidthBounds(input.lengthMm) || outsideWidthBounds(input.widthMm))) {
    errors.lengthMm = `Side length must be between ${BOUNDS.widthMm.min} and ${BOUNDS.widthMm.max} mm`;
  }
  const ovalTop = input.surfaceType === 'table_top' && input.tableShape === 'oval';
  if (
    ovalTop &&
    typeof input.lengthMm === 'number' &&
    typeof input.widthMm === 'number' &&
    !(input.lengthMm > input.widthMm)
  ) {
    errors.lengthMm = OVAL_MESSAGE;
  }
  const fixedThickness = FIXED_THICKNESS_TYPES.some((type) => type === input.surfaceType);
  if (fixedThickness && input.thicknessMm !== FIXED_THICKNESS_MM) {
    errors.thicknessMm = `Floating shelves and stair treads are ${FIXED_THICKNESS_MM} mm thick`;
  }
  return errors;
}

/**
 * Whether a draft (or any untrusted input, such as a request body or a share link) can be
 * priced: the shared schema plus the rules above, one human message per field.
 */
export function validateSurface(draft: unknown): SurfaceValidation {
  const input = asRecord(draft);
  const result = checkSurface(draft);
  const errors: Record<string, string> = {};
  for (const issue of result.success ? [] : result.issues) {
    const field = issue.path.length === 0 ? 'surface' : String(issue.path[0]);
    errors[field] ??= issueMessage(field, issue, input[field]);
  }
  // These rules know the surface type, so their message is the more precise one.
  const rules = ruleErrors(input);
  Object.assign(errors, rules);
  // A round top shows one field, the diameter: its message stands for the hidden width and length.
  if (rules.diameter !== undefined) {
    delete errors.widthMm;
    delete errors.lengthMm;
  }
  // A square top's hidden width follows its side length, which carries the message.
  if (input.surfaceType === 'table_top' && input.tableShape === 'square' && errors.lengthMm !== undefined)
    delete errors.widthMm;
  // A grain is checked against the species id; with no valid species, say that alone.
  if (errors.woodSpecies !== undefined && GRAINS.some((grain) => grain === input.grainStyle)) delete errors.grainStyle;
  if (!result.success || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, surface: result.data };
}
