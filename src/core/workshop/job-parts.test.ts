import { describe, expect, it } from 'vitest';
import { makeSurface } from '../pricing/test-factories';
import { FROM_SITE_TEMPLATE, jobParts, speciesOf, surfaceParts } from './job-parts';

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
    {
      name: 'an island has no backsplash',
      overrides: { countertopLayout: 'island', hasBacksplash: true } as const,
      parts: [['Countertop', 1200, 600, 32, 1]],
    },
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
    {
      name: 'stair treads keep their quantity',
      overrides: { surfaceType: 'stair_tread', quantity: 14 } as const,
      parts: [['Stair Tread', 1200, 300, 44, 14]],
    },
  ])('$name', ({ overrides, parts }) => {
    expect(sizes(surfaceParts(makeSurface(overrides), 0))).toEqual(parts);
  });

  it('numbers the surfaces of a job in order', () => {
    const parts = jobParts([
      makeSurface(),
      makeSurface({ surfaceType: 'desk_top', woodSpecies: 'african_mahogany_edge' }),
    ]);
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

  it('carries each cutout the quote charged in words, at its size, with its position from the site template', () => {
    const [top] = surfaceParts(makeSurface({ cutouts: ['double_sink', 'prepbowl', 'tap_hole'] }), 0);
    expect(top.cutouts).toEqual([
      { name: 'Double Sink', widthMm: 800, lengthMm: 400, position: FROM_SITE_TEMPLATE },
      { name: 'Prep Bowl', widthMm: 200, lengthMm: 200, position: FROM_SITE_TEMPLATE },
      { name: 'Tap Hole', widthMm: 35, lengthMm: 35, position: FROM_SITE_TEMPLATE },
    ]);
  });

  it("gives a desk's cable hole where the customer put it", () => {
    const [desk] = surfaceParts(
      makeSurface({ surfaceType: 'desk_top', hasCableHole: true, cableHolePosition: 'center' }),
      0,
    );
    expect(desk.cutouts).toEqual([
      { name: 'Cable hole', widthMm: 60, lengthMm: 60, position: '80 mm from the back edge, centred along the length' },
    ]);
    const [left] = surfaceParts(
      makeSurface({ surfaceType: 'desk_top', hasCableHole: true, cableHolePosition: 'left' }),
      0,
    );
    expect(left.cutouts[0].position).toBe('80 mm from the back edge, 150 mm in from the left end');
  });

  it("counts a floating shelf's brackets as PRICE-08 charged them, and none when the customer fits their own", () => {
    const [shelf] = surfaceParts(
      makeSurface({ surfaceType: 'floating_shelf', lengthMm: 2300, widthMm: 250, bracketOption: 'with_brackets' }),
      0,
    );
    expect(shelf.hardware).toEqual([{ name: 'Concealed shelf bracket', count: 9 }]);
    expect(
      surfaceParts(makeSurface({ surfaceType: 'floating_shelf', bracketOption: 'without_brackets' }), 0)[0].hardware,
    ).toEqual([]);
  });

  it('says a round or oval top is cut from its blank, and its edge runs all round', () => {
    const [round] = surfaceParts(
      makeSurface({
        surfaceType: 'table_top',
        tableShape: 'round',
        lengthMm: 1200,
        widthMm: 1200,
        edgeProfile: 'bullnose',
      }),
      0,
    );
    expect(round.shape).toBe('Round, 1200 mm across (radius 600 mm), cut from its square blank');
    expect(round.edges).toEqual([{ side: 'All round', profile: 'Bullnose' }]);
    const [oval] = surfaceParts(
      makeSurface({ surfaceType: 'table_top', tableShape: 'oval', lengthMm: 1800, widthMm: 900 }),
      0,
    );
    expect(oval.shape).toBe('Oval, 1800 × 900 mm, cut from its blank');
  });

  it('names the profile side by side: a return is edged from its free end', () => {
    const [main, leg] = surfaceParts(
      makeSurface({
        countertopLayout: 'l_shape',
        edgeProfile: 'chamfer',
        lengthEdges: 1,
        widthEdges: 1,
        length1Mm: 1500,
        width1Mm: 600,
        lengthEdges1: 1,
        widthEdges1: 1,
      }),
      0,
    );
    expect(main.edges).toEqual([
      { side: 'Front edge', profile: 'Chamfer' },
      { side: 'Back edge', profile: 'None (left square)' },
      // A left L's main run has its wall at the left end, under the return's back (CONF-16).
      { side: 'Right end', profile: 'Chamfer' },
      { side: 'Left end', profile: 'None (left square)' },
    ]);
    expect(leg.edges.filter((edge) => edge.profile === 'Chamfer').map((edge) => edge.side)).toEqual([
      'Front edge',
      'Free end',
    ]);
  });
});
