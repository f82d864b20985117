import { describe, expect, it } from 'vitest';
import { surfaceSections } from './surface-sections';
import { makeSurface } from './test-factories';

/** Each extra section's fields set to values of their own, so a field read for another shows. */
const EVERY_SECTION = {
  length1Mm: 1101,
  width1Mm: 601,
  lengthEdges1: 1,
  widthEdges1: 0,
  length2Mm: 1102,
  width2Mm: 602,
  lengthEdges2: 0,
  widthEdges2: 1,
  length3Mm: 1103,
  width3Mm: 603,
  lengthEdges3: 2,
  widthEdges3: 1,
} as const;

const main = { index: 0, lengthMm: 1200, widthMm: 600, lengthEdges: 2, widthEdges: 2 };
const first = { index: 1, lengthMm: 1101, widthMm: 601, lengthEdges: 1, widthEdges: 0 };
const second = { index: 2, lengthMm: 1102, widthMm: 602, lengthEdges: 0, widthEdges: 1 };
const third = { index: 3, lengthMm: 1103, widthMm: 603, lengthEdges: 2, widthEdges: 1 };

describe('the rectangles of a surface (PRICE-01, CONF-08)', () => {
  it.each([
    { layout: 'single_wall', sections: [main] },
    { layout: 'island', sections: [main] },
    { layout: 'galley', sections: [main, first] },
    { layout: 'l_shape', sections: [main, first] },
    { layout: 'u_shape', sections: [main, first, second] },
    { layout: 'g_shape', sections: [main, first, second, third] },
  ] as const)(
    'a $layout countertop is made of its main section and the extra ones its layout needs',
    ({ layout, sections }) => {
      expect(surfaceSections(makeSurface({ countertopLayout: layout, ...EVERY_SECTION }))).toEqual(sections);
    },
  );

  it('an extra section left unset counts as 0 mm with 2 edges', () => {
    const unset = Object.fromEntries(Object.keys(EVERY_SECTION).map((field) => [field, undefined]));
    expect(
      surfaceSections({ ...makeSurface({ countertopLayout: 'g_shape', ...EVERY_SECTION }), ...unset }).slice(1),
    ).toEqual([1, 2, 3].map((index) => ({ index, lengthMm: 0, widthMm: 0, lengthEdges: 2, widthEdges: 2 })));
  });

  it('a round table top is a square of its diameter; other types are one section whatever the extra fields say', () => {
    expect(
      surfaceSections(makeSurface({ surfaceType: 'table_top', tableShape: 'round', lengthMm: 1200, widthMm: 900 })),
    ).toEqual([{ index: 0, lengthMm: 1200, widthMm: 1200, lengthEdges: 2, widthEdges: 2 }]);
    expect(surfaceSections(makeSurface({ surfaceType: 'desk_top', ...EVERY_SECTION }))).toHaveLength(1);
  });
});
