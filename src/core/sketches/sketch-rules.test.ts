import { describe, expect, it } from 'vitest';
import { MAX_SKETCH_BYTES, sketchProblem } from './sketch-rules';

describe('sketchProblem', () => {
  it.each([
    ['plan.jpg', 'image/jpeg', 1000, null],
    ['plan.png', 'image/png', MAX_SKETCH_BYTES, null],
    ['plan.webp', 'image/webp', 1, null],
    ['plan.gif', 'image/gif', 1, null],
    ['plan.pdf', 'application/pdf', 1, null],
    ['PLAN.PDF', '', 1, null],
    ['notes.txt', 'text/plain', 1, 'type'],
    ['notes.png', 'text/plain', 1, 'type'],
    ['photo.heic', 'image/heic', 1, 'type'],
    ['no-extension', '', 1, 'type'],
    ['plan.png', 'image/png', MAX_SKETCH_BYTES + 1, 'size'],
    ['huge.txt', 'text/plain', MAX_SKETCH_BYTES * 2, 'type'],
  ] as const)('%s declared %s, %d bytes: %s', (name, type, size, expected) => {
    expect(sketchProblem({ name, type, size })).toBe(expected);
  });
});
