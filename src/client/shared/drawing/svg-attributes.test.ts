import { describe, expect, it } from 'vitest';
import { labelTransform, pointsAttribute, roundMm, viewBoxAttribute } from './svg-attributes';

describe('svg attributes', () => {
  it.each([
    [1200, 1200],
    [12.345, 12.3],
    [-0.06, -0.1],
  ])('roundMm(%s) = %s', (value, rounded) => {
    expect(roundMm(value)).toBe(rounded);
  });

  it('writes a view box and polygon points in tenths of a millimetre', () => {
    expect(viewBoxAttribute({ x: -150.04, y: -200, width: 3300.26, height: 900 })).toBe('-150 -200 3300.3 900');
    expect(
      pointsAttribute([
        { x: 0, y: 1.26 },
        { x: 10, y: 20 },
      ]),
    ).toBe('0,1.3 10,20');
  });

  it('turns only vertical labels', () => {
    expect(labelTransform('horizontal', { x: 5, y: 6 })).toBeUndefined();
    expect(labelTransform('vertical', { x: 5, y: 6 })).toBe('rotate(-90 5 6)');
  });
});
