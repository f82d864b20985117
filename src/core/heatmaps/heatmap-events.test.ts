import { describe, expect, it } from 'vitest';
import { cellOf, createRageDetector, toHundredths, toPageGrid, widthBucketOf } from './heatmap-events';
import { heatmapClickSchema } from './heatmap-schemas';
import { scrollReach, summarizeHeatmapDay } from './summarize-heatmap-day';

describe('quantisation', () => {
  it.each([
    [0, 200, 0],
    [1, 200, 1],
    [99.4, 200, 50],
    [200, 200, 100],
    [201, 200, 100],
    [-3, 200, 0],
    [10, 0, 0],
  ])('offset %d in a box of %d is %d hundredths', (offset, size, expected) => {
    expect(toHundredths(offset, size)).toBe(expected);
  });

  it.each([
    [0, 0],
    [7, 0],
    [8, 16],
    [1000, 1008],
    [-20, 0],
    [10_000_000, 50_000],
  ])('document y %d is %d on the 16 px grid', (y, expected) => {
    expect(toPageGrid(y)).toBe(expected);
  });

  it.each([
    [0, 0],
    [4, 0],
    [5, 1],
    [50, 10],
    [99, 19],
    [100, 19],
  ])('%d hundredths fall in cell %d of 20', (hundredths, cell) => {
    expect(cellOf(hundredths)).toBe(cell);
  });

  it.each([
    [390, 'phone'],
    [767, 'phone'],
    [768, 'tablet'],
    [1023, 'tablet'],
    [1024, 'desktop'],
    [1920, 'desktop'],
  ])('a %d px viewport is a %s', (width, bucket) => {
    expect(widthBucketOf(width)).toBe(bucket);
  });
});

describe('rage clicks', () => {
  it('flags the third click on one element within a second, once per burst', () => {
    const isRage = createRageDetector();
    expect([0, 300, 600, 800, 900].map((at) => isRage('add-to-quote', at))).toEqual([false, false, true, false, false]);
    // A second later the burst is over; a new one is flagged again.
    expect([2000, 2100, 2200].map((at) => isRage('add-to-quote', at))).toEqual([false, false, true]);
  });

  it('does not flag three clicks spread over more than a second, nor clicks on different elements', () => {
    const isRage = createRageDetector();
    expect([0, 600, 1200, 1800].map((at) => isRage('wood:kiaat', at))).toEqual([false, false, false, false]);
    expect([isRage('a', 5000), isRage('b', 5100), isRage('c', 5200)]).toEqual([false, false, false]);
  });
});

describe('the click schema', () => {
  const click = { view: 'configure', width: 'phone', element: 'wood:kiaat', x: 50, y: 50 } as const;
  it('accepts an element click and a page click on the grid', () => {
    expect(heatmapClickSchema.safeParse(click).success).toBe(true);
    expect(heatmapClickSchema.safeParse({ ...click, element: null, y: 1024 }).success).toBe(true);
  });
  it.each([
    ['an element y past the box', { ...click, y: 101 }],
    ['a page y off the grid', { ...click, element: null, y: 1025 }],
    ['an x past 100', { ...click, x: 101 }],
    ['a fraction', { ...click, x: 0.5 }],
    ['markup in the name', { ...click, element: '<script>' }],
    ['an unknown width', { ...click, width: 'watch' }],
  ])('refuses %s', (_name, value) => {
    expect(heatmapClickSchema.safeParse(value).success).toBe(false);
  });
});

describe('the day summary', () => {
  it('counts clicks per cell, rage clicks per element and scroll depth per tenth', () => {
    const base = { view: 'configure', width_bucket: 'phone' };
    const rows = summarizeHeatmapDay({
      clicks: [
        { ...base, element: 'wood:kiaat', x: 50, y: 52, rage: 0 },
        { ...base, element: 'wood:kiaat', x: 54, y: 50, rage: 1 },
        { ...base, element: '', x: 10, y: 320, rage: 0 },
      ],
      scrolls: [
        { ...base, depth: 100 },
        { ...base, depth: 47 },
      ],
    });
    expect(rows).toEqual(
      expect.arrayContaining([
        { ...base, kind: 'click', element: 'wood:kiaat', cell_x: 10, cell_y: 10, count: 2 },
        { ...base, kind: 'click', element: '', cell_x: 2, cell_y: 20, count: 1 },
        { ...base, kind: 'rage', element: 'wood:kiaat', cell_x: 0, cell_y: 0, count: 1 },
        { ...base, kind: 'scroll', element: '', cell_x: 0, cell_y: 10, count: 1 },
        { ...base, kind: 'scroll', element: '', cell_x: 0, cell_y: 4, count: 1 },
      ]),
    );
    expect(rows).toHaveLength(5);
  });

  it('turns the furthest tenths into the share of page views reaching each tenth', () => {
    const counts = [0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1];
    const { pageViews, reached } = scrollReach(counts);
    expect(pageViews).toBe(2);
    expect(reached).toEqual([1, 1, 1, 1, 1, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5]);
    expect(scrollReach([]).reached.every((share) => share === 0)).toBe(true);
  });
});
