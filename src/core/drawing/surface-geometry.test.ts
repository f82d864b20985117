import { describe, expect, it } from 'vitest';
import type { Rect, SurfaceGeometry, SurfacePiece } from './drawing-types';
import { makeDrawingSurface as makeSurface } from './make-drawing-surface';
import { surfaceGeometry } from './surface-geometry';

const rectOf = (g: SurfaceGeometry, section: number): Rect => {
  const found = g.pieces.find((p) => p.section === section);
  if (!found || found.shape !== 'rect') throw new Error(`no rectangle for section ${section}`);
  return { x: found.x, y: found.y, width: found.width, height: found.height };
};
const right = (r: Rect) => r.x + r.width;
const bottom = (r: Rect) => r.y + r.height;
const pieceBox = (p: SurfacePiece): Rect =>
  p.shape === 'rect' ? p : { x: p.cx - p.rx, y: p.cy - p.ry, width: 2 * p.rx, height: 2 * p.ry };

describe('surfaceGeometry: CONF-36 layouts', () => {
  const cases: { name: string; surface: Parameters<typeof makeSurface>[0]; expected: Record<number, Rect> }[] = [
    {
      name: 'single_wall: the main section alone',
      surface: { countertopLayout: 'single_wall' },
      expected: { 0: { x: 0, y: 0, width: 3000, height: 600 } },
    },
    {
      name: 'island: the main section alone',
      surface: { countertopLayout: 'island', lengthMm: 2400, widthMm: 1000 },
      expected: { 0: { x: 0, y: 0, width: 2400, height: 1000 } },
    },
    {
      name: 'l_shape left_l: section 1 forward from the left end, under the front edge',
      surface: { countertopLayout: 'l_shape', lShapeOrientation: 'left_l', length1Mm: 1800, width1Mm: 650 },
      expected: { 0: { x: 0, y: 0, width: 3000, height: 600 }, 1: { x: 0, y: 600, width: 650, height: 1800 } },
    },
    {
      name: 'l_shape right_l: section 1 forward from the right end',
      surface: { countertopLayout: 'l_shape', lShapeOrientation: 'right_l', length1Mm: 1800, width1Mm: 650 },
      expected: { 0: { x: 0, y: 0, width: 3000, height: 600 }, 1: { x: 2350, y: 600, width: 650, height: 1800 } },
    },
    {
      name: 'galley: section 1 on the opposite wall past a 1200 mm walkway',
      surface: { countertopLayout: 'galley', length1Mm: 2400, width1Mm: 500 },
      expected: { 0: { x: 0, y: 0, width: 3000, height: 600 }, 1: { x: 0, y: 1800, width: 2400, height: 500 } },
    },
    {
      name: 'u_shape: section 1 from the left end, section 2 from the right end',
      surface: { countertopLayout: 'u_shape', length1Mm: 1500, width1Mm: 600, length2Mm: 2000, width2Mm: 700 },
      expected: {
        0: { x: 0, y: 0, width: 3000, height: 600 },
        1: { x: 0, y: 600, width: 600, height: 1500 },
        2: { x: 2300, y: 600, width: 700, height: 2000 },
      },
    },
    {
      name: 'g_shape: the right leg ends in a peninsula running left',
      surface: {
        countertopLayout: 'g_shape',
        length1Mm: 2000,
        width1Mm: 600,
        length2Mm: 1800,
        width2Mm: 600,
        length3Mm: 1500,
        width3Mm: 900,
      },
      expected: {
        0: { x: 0, y: 0, width: 3000, height: 600 },
        1: { x: 0, y: 600, width: 600, height: 2000 },
        2: { x: 2400, y: 600, width: 600, height: 1800 },
        3: { x: 1500, y: 2400, width: 1500, height: 900 },
      },
    },
  ];

  it.each(cases)('$name', ({ surface, expected }) => {
    const g = surfaceGeometry(makeSurface(surface));
    expect(g.pieces).toHaveLength(Object.keys(expected).length);
    for (const [section, rect] of Object.entries(expected)) expect(rectOf(g, Number(section))).toEqual(rect);
  });

  it.each(cases)('$name: the bounding box holds every piece and starts at the origin', ({ surface }) => {
    const g = surfaceGeometry(makeSurface(surface));
    const boxes = [...g.pieces.map(pieceBox), ...g.waterfalls, ...(g.walkway ? [g.walkway] : [])];
    expect(Math.min(...boxes.map((b) => b.x))).toBe(0);
    expect(Math.min(...boxes.map((b) => b.y))).toBe(0);
    expect(Math.max(...boxes.map(right))).toBe(g.width);
    expect(Math.max(...boxes.map(bottom))).toBe(g.height);
  });

  it.each(cases)('$name: each section has its entered length and width as labels', ({ surface }) => {
    const config = makeSurface(surface);
    const g = surfaceGeometry(config);
    const entered: Record<number, [number | undefined, number | undefined]> = {
      0: [config.lengthMm, config.widthMm],
      1: [config.length1Mm, config.width1Mm],
      2: [config.length2Mm, config.width2Mm],
      3: [config.length3Mm, config.width3Mm],
    };
    for (const p of g.pieces) {
      const [length, width] = entered[p.section] ?? [];
      const labels = g.dimensions.filter((d) => d.section === p.section);
      expect(labels.find((d) => d.kind === 'length')?.text).toBe(`${length} mm`);
      expect(labels.find((d) => d.kind === 'width')?.text).toBe(`${width} mm`);
    }
  });

  it('right_l: section 1 shares the main right edge and starts at its front edge', () => {
    const g = surfaceGeometry(
      makeSurface({ countertopLayout: 'l_shape', lShapeOrientation: 'right_l', length1Mm: 1200, width1Mm: 600 }),
    );
    expect(right(rectOf(g, 1))).toBe(right(rectOf(g, 0)));
    expect(rectOf(g, 1).y).toBe(bottom(rectOf(g, 0)));
  });

  it('galley: a labelled 1200 mm walkway between the runs', () => {
    const g = surfaceGeometry(makeSurface({ countertopLayout: 'galley', length1Mm: 3400, width1Mm: 600 }));
    expect(g.walkway).toEqual({ x: 0, y: 600, width: 3400, height: 1200, label: '1.2 m walkway' });
  });

  it('g_shape: a peninsula longer than the main section moves everything right', () => {
    const g = surfaceGeometry(
      makeSurface({
        countertopLayout: 'g_shape',
        lengthMm: 2000,
        length1Mm: 1000,
        width1Mm: 600,
        length2Mm: 1000,
        width2Mm: 600,
        length3Mm: 2500,
        width3Mm: 600,
      }),
    );
    expect(rectOf(g, 3).x).toBe(0);
    expect(rectOf(g, 0).x).toBe(500);
    expect(g.width).toBe(2500);
  });

  it('dimension labels never sit on one another along a side', () => {
    const g = surfaceGeometry(
      makeSurface({
        countertopLayout: 'g_shape',
        lengthMm: 2000,
        length1Mm: 2000,
        width1Mm: 600,
        length2Mm: 1000,
        width2Mm: 600,
        length3Mm: 1900,
        width3Mm: 600,
      }),
    );
    const bottomLabels = g.dimensions.filter((d) => d.orientation === 'horizontal' && d.from.y > g.height);
    expect(new Set(bottomLabels.map((d) => d.from.y)).size).toBe(bottomLabels.length);
  });
});

describe('surfaceGeometry: blank sections', () => {
  it.each([
    { layout: 'l_shape' as const, blank: { length1Mm: undefined }, missing: [1], drawn: [0] },
    { layout: 'u_shape' as const, blank: { width2Mm: undefined }, missing: [2], drawn: [0, 1] },
    // Section 3 hangs off section 2, so it waits for section 2's size too.
    { layout: 'g_shape' as const, blank: { length2Mm: undefined }, missing: [2], drawn: [0, 1] },
  ])('$layout skips the blank section', ({ layout, blank, missing, drawn }) => {
    const sizes = { length1Mm: 1500, width1Mm: 600, length2Mm: 1500, width2Mm: 600, length3Mm: 1200, width3Mm: 600 };
    const g = surfaceGeometry(makeSurface({ countertopLayout: layout, ...sizes, ...blank }));
    expect(g.pieces.map((p) => p.section)).toEqual(drawn);
    expect(g.missingSections).toEqual(missing);
    expect(g.description).toContain(`section ${missing[0]} size not entered`);
  });

  it('draws nothing without a main section size', () => {
    const g = surfaceGeometry(makeSurface({ lengthMm: Number.NaN }));
    expect(g.pieces).toEqual([]);
    expect(g.width).toBe(0);
  });
});

describe('surfaceGeometry: tables', () => {
  it('round: a circle of diameter lengthMm and one diameter label', () => {
    const g = surfaceGeometry(
      makeSurface({ surfaceType: 'table_top', tableShape: 'round', lengthMm: 1200, widthMm: 800 }),
    );
    expect(g.pieces).toEqual([{ shape: 'ellipse', section: 0, cx: 600, cy: 600, rx: 600, ry: 600 }]);
    expect(g.dimensions.map((d) => [d.kind, d.text])).toEqual([['diameter', '1200 mm']]);
    expect(g.edgeMarks).toEqual([{ shape: 'ellipse', section: 0, cx: 600, cy: 600, rx: 600, ry: 600 }]);
  });

  it('oval: an ellipse in the length × width blank', () => {
    const g = surfaceGeometry(
      makeSurface({ surfaceType: 'table_top', tableShape: 'oval', lengthMm: 2000, widthMm: 1000 }),
    );
    expect(g.pieces).toEqual([{ shape: 'ellipse', section: 0, cx: 1000, cy: 500, rx: 1000, ry: 500 }]);
    expect(g.dimensions.map((d) => d.text)).toEqual(['2000 mm', '1000 mm']);
  });

  it('square and rectangular tops are rectangles', () => {
    const g = surfaceGeometry(
      makeSurface({ surfaceType: 'table_top', tableShape: 'square', lengthMm: 900, widthMm: 900 }),
    );
    expect(g.pieces).toEqual([{ shape: 'rect', section: 0, x: 0, y: 0, width: 900, height: 900 }]);
  });
});

describe('surfaceGeometry: edges', () => {
  it.each([
    { lengthEdges: 0, widthEdges: 0, sides: [] },
    { lengthEdges: 1, widthEdges: 0, sides: ['bottom'] },
    { lengthEdges: 2, widthEdges: 0, sides: ['bottom', 'top'] },
    { lengthEdges: 0, widthEdges: 1, sides: ['left'] },
    { lengthEdges: 1, widthEdges: 2, sides: ['bottom', 'left', 'right'] },
  ])('main section, lengthEdges $lengthEdges widthEdges $widthEdges → $sides', ({ lengthEdges, widthEdges, sides }) => {
    const g = surfaceGeometry(makeSurface({ lengthEdges, widthEdges }));
    expect(g.edgeMarks.map((m) => (m.shape === 'line' ? m.side : 'ellipse'))).toEqual(sides);
  });

  it('a return: front is the side facing the room, one end means its free end', () => {
    const g = surfaceGeometry(
      makeSurface({
        countertopLayout: 'l_shape',
        lShapeOrientation: 'left_l',
        length1Mm: 1800,
        width1Mm: 600,
        lengthEdges: 0,
        widthEdges: 0,
        lengthEdges1: 1,
        widthEdges1: 1,
      }),
    );
    const marks = g.edgeMarks.filter((m) => m.section === 1);
    expect(marks.map((m) => (m.shape === 'line' ? m.side : ''))).toEqual(['right', 'bottom']);
    expect(marks[0]).toMatchObject({ from: { x: 600, y: 600 }, to: { x: 600, y: 2400 } });
  });
});

describe('surfaceGeometry: cutouts and holes', () => {
  it('a sink centred on the main section, tap hole 60 mm behind, prep bowl 300 mm to its right', () => {
    const g = surfaceGeometry(makeSurface({ cutouts: ['single_sink', 'prepbowl', 'tap_hole'] }));
    expect(g.cutouts).toEqual([
      { kind: 'single_sink', shape: 'rect', x: 1250, y: 100, width: 500, height: 400, cornerRadius: 40 },
      { kind: 'prepbowl', shape: 'circle', cx: 2050, cy: 300, r: 100 },
      { kind: 'tap_hole', shape: 'circle', cx: 1500, cy: 40, r: 17.5 },
    ]);
  });

  it('a double sink is drawn as two bowls side by side, 800 × 400 overall, parted by a 40 mm divider (CONF-37)', () => {
    const bowls = surfaceGeometry(makeSurface({ cutouts: ['double_sink'] })).cutouts;
    expect(bowls).toEqual([
      { kind: 'double_sink', shape: 'rect', x: 1100, y: 100, width: 380, height: 400, cornerRadius: 40 },
      { kind: 'double_sink', shape: 'rect', x: 1520, y: 100, width: 380, height: 400, cornerRadius: 40 },
    ]);
  });

  it.each([{ cutout: 'butlers_sink' as const, width: 600, height: 450 }])(
    '$cutout is $width × $height',
    ({ cutout, width, height }) => {
      const [sink] = surfaceGeometry(makeSurface({ cutouts: [cutout] })).cutouts;
      expect(sink).toMatchObject({ shape: 'rect', width, height, x: 1500 - width / 2, y: 300 - height / 2 });
    },
  );

  it('without a sink, a prep bowl or a tap hole is centred', () => {
    expect(surfaceGeometry(makeSurface({ cutouts: ['prepbowl'] })).cutouts).toEqual([
      { kind: 'prepbowl', shape: 'circle', cx: 1500, cy: 300, r: 100 },
    ]);
    expect(surfaceGeometry(makeSurface({ cutouts: ['tap_hole'] })).cutouts).toEqual([
      { kind: 'tap_hole', shape: 'circle', cx: 1500, cy: 300, r: 17.5 },
    ]);
  });

  it('a prep bowl that would run off the right end stays on the top', () => {
    const g = surfaceGeometry(makeSurface({ lengthMm: 1200, cutouts: ['single_sink', 'prepbowl'] }));
    expect(g.cutouts[1]).toMatchObject({ kind: 'prepbowl', cx: 1080 });
  });

  it.each([
    { position: 'left' as const, cx: 150 },
    { position: 'center' as const, cx: 750 },
    { position: 'right' as const, cx: 1350 },
  ])('desk cable hole at the $position: Ø 60, 80 mm from the back', ({ position, cx }) => {
    const g = surfaceGeometry(
      makeSurface({
        surfaceType: 'desk_top',
        lengthMm: 1500,
        widthMm: 750,
        hasCableHole: true,
        cableHolePosition: position,
      }),
    );
    expect(g.cableHole).toEqual({ position, cx, cy: 80, r: 30 });
  });

  it('only desks have a cable hole', () => {
    expect(surfaceGeometry(makeSurface({ hasCableHole: true, cableHolePosition: 'left' })).cableHole).toBeNull();
  });
});

describe('surfaceGeometry: backsplash and waterfalls', () => {
  it('a strip along each back edge, at least visible', () => {
    const g = surfaceGeometry(
      makeSurface({
        countertopLayout: 'u_shape',
        hasBacksplash: true,
        length1Mm: 1500,
        width1Mm: 600,
        length2Mm: 1500,
        width2Mm: 600,
      }),
    );
    const depth = 3000 * 0.02;
    expect(g.backsplashes).toEqual([
      { section: 0, x: 0, y: 0, width: 3000, height: depth },
      { section: 1, x: 0, y: 600, width: depth, height: 1500 },
      { section: 2, x: 3000 - depth, y: 600, width: depth, height: 1500 },
    ]);
  });

  it('a small top shows the backsplash at its real 28 mm', () => {
    const g = surfaceGeometry(makeSurface({ lengthMm: 1000, hasBacksplash: true }));
    expect(g.backsplashes[0]?.height).toBe(28);
  });

  it('no backsplash on an island', () => {
    expect(surfaceGeometry(makeSurface({ countertopLayout: 'island', hasBacksplash: true })).backsplashes).toEqual([]);
  });

  it.each([
    { waterfallEdge: 'none' as const, ends: [] },
    { waterfallEdge: 'single' as const, ends: ['left'] },
    { waterfallEdge: 'double' as const, ends: ['left', 'right'] },
    { waterfallEdge: 'both' as const, ends: ['left', 'right'] },
  ])('waterfall $waterfallEdge → panels at $ends', ({ waterfallEdge, ends }) => {
    const g = surfaceGeometry(makeSurface({ waterfallEdge, thicknessMm: 60 }));
    expect(g.waterfalls.map((w) => w.end)).toEqual(ends);
    const main = rectOf(g, 0);
    for (const panel of g.waterfalls) {
      expect(panel.height).toBe(600);
      expect(panel.end === 'left' ? right(panel) : panel.x).toBe(panel.end === 'left' ? main.x : right(main));
    }
  });

  it('a waterfall panel is drawn at least 5 % of the larger side wide, never a sliver', () => {
    // A 40 mm panel on a 3 m run was 60 mm (2 %): about 6 px in a phone's drawing.
    const g = surfaceGeometry(makeSurface({ waterfallEdge: 'double', thicknessMm: 40 }));
    expect(g.waterfalls.map((panel) => panel.width)).toEqual([150, 150]);
  });
});

describe('surfaceGeometry: description', () => {
  it.each([
    {
      surface: {
        countertopLayout: 'l_shape' as const,
        lShapeOrientation: 'left_l' as const,
        length1Mm: 1800,
        width1Mm: 600,
        cutouts: ['single_sink' as const],
      },
      text: 'L-shaped countertop, left return: main section 3000 × 600 mm, section 1 1800 × 600 mm; single sink; pencil edges.',
    },
    {
      surface: {
        surfaceType: 'desk_top' as const,
        lengthMm: 1500,
        widthMm: 750,
        edgeProfile: 'bullnose' as const,
        hasCableHole: true,
      },
      text: 'Desk top: 1500 × 750 mm; cable hole at the centre back; bullnose edges.',
    },
    {
      surface: {
        surfaceType: 'table_top' as const,
        tableShape: 'round' as const,
        lengthMm: 1200,
        lengthEdges: 0,
        widthEdges: 0,
      },
      text: 'Round table top: diameter 1200 mm; no edged sides.',
    },
    {
      surface: {
        hasBacksplash: true,
        backsplashHeightMm: 150,
        waterfallEdge: 'both' as const,
        cutouts: ['double_sink' as const, 'prepbowl' as const, 'tap_hole' as const],
      },
      text: 'Single-wall countertop: 3000 × 600 mm; double sink, prep bowl and tap hole; backsplash 150 mm high along the back edges; waterfall panels at both ends; pencil edges.',
    },
  ])('$text', ({ surface, text }) => {
    expect(surfaceGeometry(makeSurface(surface)).description).toBe(text);
  });
});

describe('surfaceGeometry: label room', () => {
  it('a label longer than its span pushes the next dimension on that side out a tier', () => {
    // A 150 mm deep shelf on a 3 m run: the 150 mm label is wider than the shelf is deep.
    const g = surfaceGeometry(
      makeSurface({ countertopLayout: 'l_shape', widthMm: 150, length1Mm: 1500, width1Mm: 600 }),
    );
    const left = g.dimensions.filter((d) => d.orientation === 'vertical' && d.from.x < 0);
    expect(left.map((d) => d.text)).toEqual(['150 mm', '1500 mm']);
    expect(left[0]?.from.x).not.toBe(left[1]?.from.x);
  });
});
