import { describe, expect, it } from 'vitest';
import { grainUv, wallKind, type FaceKind } from './grain-mapping';
import type { Axis } from './model-types';

const p = { x: 100, y: 200, z: 30 };

describe('grainUv: the image’s grain (its x) follows the fibres on every face', () => {
  it.each<{ face: FaceKind; axis: Axis; expected: [number, number]; why: string }>([
    { face: 'cap', axis: 'x', expected: [100, 200], why: 'a top running along x: grain along x' },
    { face: 'cap', axis: 'y', expected: [200, 100], why: 'a return running along y: the image turned to follow it' },
    { face: 'cap', axis: 'z', expected: [100, 200], why: 'end grain on top: the block ends as painted' },
    { face: 'wall-x', axis: 'x', expected: [100, 30], why: 'the front edge of a top along x: grain lengthwise' },
    { face: 'wall-y', axis: 'x', expected: [30, 200], why: 'the end of a top along x: staves stand upright' },
    { face: 'wall-y', axis: 'y', expected: [200, 30], why: 'the long side of a return: grain lengthwise' },
    { face: 'wall-x', axis: 'z', expected: [30, 100], why: 'a waterfall or end-grain side: grain upright' },
    { face: 'wall-y', axis: 'z', expected: [30, 200], why: 'a waterfall panel’s face: grain runs down to the floor' },
  ])('$why', ({ face, axis, expected }) => {
    expect(grainUv(p, face, axis, 1)).toEqual(expected);
  });

  it('divides by the texture’s span in millimetres', () => {
    expect(grainUv(p, 'cap', 'x', 100)).toEqual([1, 2]);
  });

  it.each([
    { dx: 10, dy: 0, expected: 'wall-x' },
    { dx: 0, dy: -10, expected: 'wall-y' },
    { dx: 5, dy: 5, expected: 'wall-x' },
    { dx: 3, dy: -4, expected: 'wall-y' },
  ])('a wall moving ($dx, $dy) runs along $expected', ({ dx, dy, expected }) => {
    expect(wallKind(dx, dy)).toBe(expected);
  });
});
