import { describe, expect, it } from 'vitest';
import { pageInAddress } from './quotes-inbox-screen';

describe('pageInAddress', () => {
  it.each([
    [null, 1],
    ['1', 1],
    ['2', 2],
    ['99', 99],
    ['0099', 99],
    ['100000', 100_000],
    // What the server would refuse with a 400 is the first page instead.
    ['100001', 1],
    ['0', 1],
    ['-3', 1],
    ['1.5', 1],
    ['2e3', 1],
    ['abc', 1],
    ['', 1],
  ])('reads %j as page %i', (value, page) => {
    expect(pageInAddress(value)).toBe(page);
  });
});
