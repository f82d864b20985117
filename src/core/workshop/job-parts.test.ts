import { describe, expect, it } from 'vitest';
import { makeSurface } from '../pricing/test-factories';
import { jobParts, speciesOf, surfaceParts } from './job-parts';

const sizes = (parts: ReturnType<typeof surfaceParts>) =>
  parts.map((part) => [part.name, part.finishedLengthMm, part.finishedWidthMm, part.thicknessMm, part.quantity]);

describe('surfaceParts (OPS-14)', () => {
  it('makes a G-shape with a backsplash and waterfalls into its four sections, four strips and two panels', () => {
    const surface = makeSurface({
      countertopLayout: 'g_shape',
      lengthMm: 3000,
      widthMm: 600,
      length1Mm: 2000,
      width1Mm: 600,
      length2Mm: 2200,
      width2Mm: 650,
      length3Mm: 1500,
      width3Mm: 900,
      hasBacksplash: true,
      backsplashHeightMm: 150,
      waterfallEdge: 'both',
      cabinetryHeightMm: 870,
      quantity: 2,
      cutouts: ['single_sink', 'tap_hole'],
    });
    const parts = surfaceParts(surface, 3);
    expect(sizes(parts)).toEqual([
      ['Countertop, main section', 3000, 600, 32, 2],
      ['Countertop, section 1', 2000, 600, 32, 2],
      ['Countertop, section 2', 2200, 650, 32, 2],
      ['Countertop, section 3', 1500, 900, 32, 2],
      ['Backsplash, main section', 3000, 150, 28, 2],
      ['Backsplash, section 1', 2000, 150, 28, 2],
      ['Backsplash, section 2', 2200, 150, 28, 2],
      ['Backsplash, section 3', 1500, 150, 28, 2],
      ['Waterfall panel, left', 970, 600, 32, 2],
      ['Waterfall panel, right', 970, 600, 32, 2],
    ]);
    expect(parts.every((part) => part.surfaceIndex === 3)).toBe(true);
    expect(parts.map((part) => part.cutouts.length)).toEqual([2, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
  });

  it.each([
    { name: 'an island has no backsplash', overrides: { countertopLayout: 'island', hasBacksplash: true } as const, parts: [['Countertop', 1200, 600, 32, 1]] },
    {
      name: 'a single waterfall is the left panel at 900 + 100 mm by default',
      overrides: { waterfallEdge: 'single' } as const,
      parts: [
        ['Countertop', 1200, 600, 32, 1],
        ['Waterfall panel, left', 1000, 600, 32, 1],
      ],
    },
    {
      name: 'a round table top is made on its square blank',
      overrides: { surfaceType: 'table_top', tableShape: 'round', lengthMm: 1200, widthMm: 900 } as const,
      parts: [['Table Top', 1200, 1200, 44, 1]],
    },
    { name: 'stair treads keep their quantity', overrides: { surfaceType: 'stair_tread', quantity: 14 } as const, parts: [['Stair Tread', 1200, 300, 44, 14]] },
  ])('$name', ({ overrides, parts }) => {
    expect(sizes(surfaceParts(makeSurface(overrides), 0))).toEqual(parts);
  });

  it('numbers the surfaces of a job in order', () => {
    const parts = jobParts([makeSurface(), makeSurface({ surfaceType: 'desk_top', woodSpecies: 'african_mahogany_edge' })]);
    expect(parts.map((part) => [part.surfaceIndex, part.species, part.grainStyle])).toEqual([
      [0, 'pine', 'face'],
      [1, 'african_mahogany', 'edge'],
    ]);
  });

  it.each([
    ['maple_face', 'face', 'maple'],
    ['african_rosewood_edge', 'edge', 'african_rosewood'],
    ['walnut', 'end', 'walnut'],
  ] as const)('speciesOf(%s, %s) is %s', (woodSpecies, grain, species) => {
    expect(speciesOf(woodSpecies, grain)).toBe(species);
  });
});
