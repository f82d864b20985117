import {
  BOUNDS,
  BRACKET_OPTIONS,
  CABLE_HOLE_POSITIONS,
  CORNER_JOINS,
  COUNTERTOP_LAYOUTS,
  CUTOUTS,
  EDGE_PROFILES,
  FIXED_THICKNESS_MM,
  FINISHES,
  GRAINS,
  L_ORIENTATIONS,
  SINK_CUTOUTS,
  SURFACE_TYPES,
  TABLE_SHAPES,
  WATERFALL_EDGES,
  type CountertopLayout,
} from './surface-options';
import type { SurfaceConfiguration } from './surface-schema';

/**
 * The surface schema's checks without a schema library (ADR 008): the configurator validates
 * every keystroke's draft with `checkSurface`, and zod (even `zod/mini`) costs the first load
 * 9–16 KB gzip. The server keeps the zod schema (`surface-schema.ts`), whose refinement calls
 * `surfaceRuleIssues` below; `surface-checks.test.ts` holds the two to the same answer, value
 * and issue paths, over some thousands of inputs.
 */

/** An oval drawn and quoted with equal sides would be a circle. */
export const OVAL_MESSAGE = 'An oval top must be longer than it is wide';

export const WOOD_SPECIES_ID_PATTERN = /^[a-z][a-z_]*_(face|edge|end)$/;

/** PRICE-01: which extra sections (1, 2, 3) each countertop layout adds. */
export function requiredExtraSections(layout: CountertopLayout): readonly (1 | 2 | 3)[] {
  switch (layout) {
    case 'single_wall':
    case 'island':
      return [];
    case 'galley':
    case 'l_shape':
      return [1];
    case 'u_shape':
      return [1, 2];
    case 'g_shape':
      return [1, 2, 3];
  }
}

/**
 * The extra sections' field names (CONF-08), made once: length, width, length edges, width edges
 * of sections 1, 2 and 3. A key built from a template on every price is a new string and a slow
 * lookup, about a fifth of the engine's time (ADR 039).
 */
export const SECTION_FIELDS = ([1, 2, 3] as const).map(
  (index) => [`length${index}Mm`, `width${index}Mm`, `lengthEdges${index}`, `widthEdges${index}`] as const,
);

export interface SurfaceIssue {
  /** The field the issue is about; empty for the input as a whole. */
  path: string[];
  code: string;
  message: string;
}

/** The rules across fields, once every field is valid on its own (the schema's refinement). */
export function surfaceRuleIssues(surface: SurfaceConfiguration): SurfaceIssue[] {
  const issues: SurfaceIssue[] = [];
  const add = (field: string, message: string) => issues.push({ path: [field], code: 'custom', message });
  if (!surface.woodSpecies.endsWith(`_${surface.grainStyle}`)) {
    add('grainStyle', `Grain style ${surface.grainStyle} does not match wood species ${surface.woodSpecies}`);
  }
  const fixedThickness = surface.surfaceType === 'stair_tread' || surface.surfaceType === 'floating_shelf';
  if (surface.grainStyle === 'end' && fixedThickness)
    add('grainStyle', 'End grain is not offered for stair treads or floating shelves');
  if (fixedThickness && surface.thicknessMm !== FIXED_THICKNESS_MM)
    add('thicknessMm', `Floating shelves and stair treads are ${FIXED_THICKNESS_MM} mm thick`);
  if (surface.surfaceType === 'countertop') {
    for (const section of requiredExtraSections(surface.countertopLayout ?? 'single_wall')) {
      const [length, width] = SECTION_FIELDS[section - 1];
      if (surface[length] === undefined) add(length, `Section ${section} length is required for this layout`);
      if (surface[width] === undefined) add(width, `Section ${section} width is required for this layout`);
    }
  }
  // A round top is priced on its square blank, length × length (PRICE-01): its length is
  // its diameter, so it must fit the width bound too, and a diameter given must agree with it
  // (its width is ignored).
  if (surface.surfaceType === 'table_top' && surface.tableShape === 'round') {
    if (surface.lengthMm > BOUNDS.widthMm.max)
      add('diameter', `Diameter must be between ${BOUNDS.widthMm.min} and ${BOUNDS.widthMm.max} mm`);
    if (surface.diameter !== undefined && surface.diameter !== surface.lengthMm)
      add('diameter', 'Diameter must equal the length of a round top');
  }
  if (surface.surfaceType === 'table_top' && surface.tableShape === 'oval' && surface.lengthMm <= surface.widthMm)
    add('lengthMm', OVAL_MESSAGE);
  const sinks = surface.cutouts.filter((c) => (SINK_CUTOUTS as readonly string[]).includes(c));
  if (sinks.length > 1) add('cutouts', 'Choose at most one sink');
  if (surface.cutouts.includes('none') && surface.cutouts.length > 1)
    add('cutouts', 'None cannot be combined with other cutouts');
  if (new Set(surface.cutouts).size !== surface.cutouts.length) add('cutouts', 'A cutout is listed twice');
  return issues;
}

/**
 * A field's own check, as zod words the difference: `type` when the value is not of the field's
 * kind (zod then skips the rules across fields), `check` when it is but breaks a bound or a
 * pattern (zod still runs them, on the value as given), `ok` otherwise.
 */
type FieldCheck = (value: unknown) => 'ok' | 'type' | 'check';

const isWhole =
  (bounds: { min: number; max: number }): FieldCheck =>
  (value) => {
    // zod's whole-number check stops the rules as a wrong kind of value does; its bounds do not.
    if (typeof value !== 'number' || !Number.isInteger(value)) return 'type';
    return value >= bounds.min && value <= bounds.max ? 'ok' : 'check';
  };
const isOneOf =
  (options: readonly string[]): FieldCheck =>
  (value) =>
    typeof value === 'string' && options.includes(value) ? 'ok' : 'type';
const isBoolean: FieldCheck = (value) => (typeof value === 'boolean' ? 'ok' : 'type');
const isText =
  (fits: (text: string) => boolean): FieldCheck =>
  (value) => {
    if (typeof value !== 'string') return 'type';
    return fits(value) ? 'ok' : 'check';
  };
// zod skips the rules across fields after a too-long list as after a wrong kind of value.
const isCutoutList: FieldCheck = (value) =>
  Array.isArray(value) && value.length <= CUTOUTS.length && value.every((cutout) => isOneOf(CUTOUTS)(cutout) === 'ok')
    ? 'ok'
    : 'type';

const REQUIRED = Symbol('required');
const OPTIONAL = Symbol('optional');

/** Every field in the schema's order: its check, and its default (or whether it may be left out). */
const FIELDS: readonly [keyof SurfaceConfiguration, FieldCheck, unknown][] = [
  ['id', isText((text) => text.length <= 64), OPTIONAL],
  ['surfaceType', isOneOf(SURFACE_TYPES), REQUIRED],
  ['woodSpecies', isText((text) => WOOD_SPECIES_ID_PATTERN.test(text)), 'pine_face'],
  ['grainStyle', isOneOf(GRAINS), 'face'],
  ['lengthMm', isWhole(BOUNDS.lengthMm), REQUIRED],
  ['widthMm', isWhole(BOUNDS.widthMm), REQUIRED],
  ['thicknessMm', isWhole(BOUNDS.thicknessMm), REQUIRED],
  ['quantity', isWhole(BOUNDS.quantity), 1],
  ['edgeProfile', isOneOf(EDGE_PROFILES), 'pencil'],
  ['finish', isOneOf(FINISHES), 'matte'],
  ['cutouts', isCutoutList, ['none']],
  ['countertopLayout', isOneOf(COUNTERTOP_LAYOUTS), OPTIONAL],
  ['lShapeOrientation', isOneOf(L_ORIENTATIONS), OPTIONAL],
  ['cornerJoin', isOneOf(CORNER_JOINS), OPTIONAL],
  ['length1Mm', isWhole(BOUNDS.lengthMm), OPTIONAL],
  ['width1Mm', isWhole(BOUNDS.widthMm), OPTIONAL],
  ['length2Mm', isWhole(BOUNDS.lengthMm), OPTIONAL],
  ['width2Mm', isWhole(BOUNDS.widthMm), OPTIONAL],
  ['length3Mm', isWhole(BOUNDS.lengthMm), OPTIONAL],
  ['width3Mm', isWhole(BOUNDS.widthMm), OPTIONAL],
  ['lengthEdges', isWhole(BOUNDS.edges), 2],
  ['widthEdges', isWhole(BOUNDS.edges), 2],
  ['lengthEdges1', isWhole(BOUNDS.edges), OPTIONAL],
  ['widthEdges1', isWhole(BOUNDS.edges), OPTIONAL],
  ['lengthEdges2', isWhole(BOUNDS.edges), OPTIONAL],
  ['widthEdges2', isWhole(BOUNDS.edges), OPTIONAL],
  ['lengthEdges3', isWhole(BOUNDS.edges), OPTIONAL],
  ['widthEdges3', isWhole(BOUNDS.edges), OPTIONAL],
  ['hasBacksplash', isBoolean, false],
  ['backsplashHeightMm', isWhole(BOUNDS.backsplashHeightMm), OPTIONAL],
  ['waterfallEdge', isOneOf(WATERFALL_EDGES), 'none'],
  ['cabinetryHeightMm', isWhole(BOUNDS.cabinetryHeightMm), OPTIONAL],
  ['tableShape', isOneOf(TABLE_SHAPES), 'rectangular'],
  ['diameter', isWhole(BOUNDS.lengthMm), OPTIONAL],
  ['hasCableHole', isBoolean, false],
  ['cableHolePosition', isOneOf(CABLE_HOLE_POSITIONS), OPTIONAL],
  ['bracketOption', isOneOf(BRACKET_OPTIONS), 'with_brackets'],
  ['supportSpanMm', isWhole(BOUNDS.lengthMm), OPTIONAL],
];

export type SurfaceCheck = { success: true; data: SurfaceConfiguration } | { success: false; issues: SurfaceIssue[] };

/**
 * What `surfaceConfigurationSchema.safeParse` answers, without zod: defaults filled in, unknown
 * keys dropped, one issue per failing field (its message is the caller's to word), and the
 * rules across fields unless a field held a value of the wrong kind.
 */
export function checkSurface(input: unknown): SurfaceCheck {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return { success: false, issues: [{ path: [], code: 'invalid_type', message: 'Expected an object' }] };
  }
  const record = input as Record<string, unknown>;
  const data: Record<string, unknown> = {};
  const issues: SurfaceIssue[] = [];
  let wrongKind = false;
  for (const [field, check, fallback] of FIELDS) {
    const value = record[field];
    if (value === undefined) {
      if (fallback === REQUIRED) {
        wrongKind = true;
        issues.push({ path: [field], code: 'invalid_type', message: `${field} is required` });
      } else if (fallback !== OPTIONAL) data[field] = Array.isArray(fallback) ? [...(fallback as unknown[])] : fallback;
      else if (field in record) data[field] = undefined;
      continue;
    }
    const answer = check(value);
    data[field] = value;
    if (answer === 'ok') continue;
    wrongKind ||= answer === 'type';
    issues.push({
      path: [field],
      code: answer === 'type' ? 'invalid_type' : 'out_of_bounds',
      message: `${field} is not valid`,
    });
  }
  if (!wrongKind) issues.push(...surfaceRuleIssues(data as SurfaceConfiguration));
  return issues.length > 0 ? { success: false, issues } : { success: true, data: data as SurfaceConfiguration };
}
