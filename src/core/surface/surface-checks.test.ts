import { describe, expect, it } from 'vitest';
import { checkSurface } from './surface-checks';
import { surfaceConfigurationSchema } from './surface-schema';

/**
 * `checkSurface` (the configurator's, without zod) and the server's zod schema must give the
 * same answer: the same surface when valid, the same failing fields and rule messages when not.
 */
const BASE = {
  surfaceType: 'countertop',
  woodSpecies: 'maple_face',
  grainStyle: 'face',
  lengthMm: 2000,
  widthMm: 600,
  thicknessMm: 32,
};

const VALUES: Record<string, unknown[]> = {
  id: [undefined, 'x', 'y'.repeat(65), 3],
  surfaceType: ['countertop', 'table_top', 'desk_top', 'floating_shelf', 'stair_tread', 'bench', undefined],
  woodSpecies: ['maple_face', 'oak_end', 'kiaat_edge', 'Maple_face', 'maple', undefined, 5],
  grainStyle: ['face', 'end', 'edge', 'cross', undefined],
  lengthMm: [99, 100, 2000, 2000.5, 5000, 5001, Number.NaN, Number.POSITIVE_INFINITY, '2000', undefined],
  widthMm: [0, 100, 600, 1500, 1501, Number.NaN, null],
  thicknessMm: [44, 32, 14, 151, 32.2],
  quantity: [undefined, 0, 1, 2, 1.5, 51],
  edgeProfile: [undefined, 'bullnose', 'ogee'],
  finish: [undefined, 'gloss', 'shiny'],
  cutouts: [
    undefined,
    [],
    ['none'],
    ['none', 'tap_hole'],
    ['single_sink', 'double_sink'],
    ['tap_hole', 'tap_hole'],
    'none',
    ['hob'],
    ['none', 'single_sink', 'double_sink', 'butlers_sink', 'prepbowl', 'tap_hole', 'none'],
  ],
  countertopLayout: [undefined, 'l_shape', 'galley', 'u_shape', 'g_shape', 'island', 'z_shape'],
  lShapeOrientation: [undefined, 'left_l', 'up'],
  cornerJoin: [undefined, 'butt_joint', 'mitre'],
  length1Mm: [undefined, 1000, 10],
  width1Mm: [undefined, 600, 2000],
  length2Mm: [undefined, 1200],
  width2Mm: [undefined, 600],
  length3Mm: [undefined, 900],
  width3Mm: [undefined, 600],
  lengthEdges: [undefined, 0, 1, 2, 3, -1, 1.5],
  widthEdges1: [undefined, 1, 5],
  hasBacksplash: [undefined, true, 'yes'],
  backsplashHeightMm: [undefined, 150, 20],
  waterfallEdge: [undefined, 'both', 'triple'],
  cabinetryHeightMm: [undefined, 900, 100],
  tableShape: [undefined, 'round', 'oval', 'square', 'hexagon'],
  diameter: [undefined, 2000, 1000, 1400],
  hasCableHole: [undefined, false, 1],
  cableHolePosition: [undefined, 'center', 'middle'],
  bracketOption: [undefined, 'without_brackets', 'hooks'],
  unknownField: [undefined, 1],
};

function inputs(): unknown[] {
  const list: unknown[] = [null, 1, 'surface', [], {}, BASE];
  const fields = Object.entries(VALUES);
  for (const [field, values] of fields) {
    for (const [index, value] of values.entries()) {
      for (const surfaceType of ['countertop', 'table_top', 'stair_tread']) {
        const base = { ...BASE, surfaceType, thicknessMm: surfaceType === 'stair_tread' ? 44 : 32, grainStyle: 'face' };
        list.push({ ...base, [field]: value });
        // Each value beside one value of every other field, so rules across fields meet too.
        for (const [other, otherValues] of fields) {
          if (surfaceType === 'countertop' || other.length % 3 === index % 3)
            list.push({ ...base, [field]: value, [other]: otherValues[(index + other.length) % otherValues.length] });
        }
      }
    }
  }
  return list;
}

function zodAnswer(input: unknown) {
  const result = surfaceConfigurationSchema.safeParse(input);
  if (result.success) return { success: true, data: result.data };
  const issues = result.error.issues;
  return {
    success: false,
    fields: [...new Set(issues.map((issue) => String(issue.path[0] ?? '')))].sort(),
    rules: issues.filter((issue) => issue.code === 'custom').map((issue) => [issue.path[0], issue.message]),
  };
}

function ownAnswer(input: unknown) {
  const result = checkSurface(input);
  if (result.success) return { success: true, data: result.data };
  return {
    success: false,
    fields: [...new Set(result.issues.map((issue) => issue.path[0] ?? ''))].sort(),
    rules: result.issues.filter((issue) => issue.code === 'custom').map((issue) => [issue.path[0], issue.message]),
  };
}

describe('checkSurface', () => {
  const all = inputs();
  it(`answers as the zod schema does for ${all.length} inputs`, () => {
    for (const input of all) expect(ownAnswer(input), JSON.stringify(input)).toEqual(zodAnswer(input));
  }, 60_000);

  it('fills the defaults and drops unknown fields', () => {
    expect(checkSurface({ ...BASE, unknownField: 1 })).toEqual({
      success: true,
      data: surfaceConfigurationSchema.parse(BASE),
    });
  });
});
