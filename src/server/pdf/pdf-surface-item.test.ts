import { describe, expect, it } from 'vitest';
import { balancedColumns } from './pdf-surface-item';

/** Rows named s0, s1… (size) or o0, o1… (options), each `height` points tall. */
const rows = (prefix: 's' | 'o', ...heights: number[]) =>
  heights.map((height, i) => ({ name: `${prefix}${i}`, height }));
const names = (columns: { name: string }[][]) => columns.map((column) => column.map((row) => row.name).join(' '));

describe('balancedColumns', () => {
  it.each([
    {
      name: 'even columns stay size | options',
      size: rows('s', 10, 10),
      options: rows('o', 10, 10),
      expected: ['s0 s1', 'o0 o1'],
    },
    {
      name: 'long options spill back under the size rows',
      size: rows('s', 10, 10),
      options: rows('o', 10, 10, 20, 10, 20),
      expected: ['s0 s1 o0 o1', 'o2 o3 o4'],
    },
    {
      name: 'many sections run on over the options',
      size: rows('s', 10, 10, 10, 10, 10, 10),
      options: rows('o', 10, 10),
      expected: ['s0 s1 s2 s3', 's4 s5 o0 o1'],
    },
    { name: 'one row alone', size: rows('s', 10), options: [], expected: ['s0', ''] },
  ])('$name', ({ size, options, expected }) => {
    expect(names(balancedColumns(size, options))).toEqual(expected);
  });
});
