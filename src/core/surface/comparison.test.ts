import { describe, expect, it } from 'vitest';
import { MAX_COMPARED_SPECIES, addToComparison, removeFromComparison } from './comparison';

describe('addToComparison (CONF-22: up to 3, no duplicates, no empty value)', () => {
  it.each<[string[], string, string[]]>([
    [[], 'oak', ['oak']],
    [['oak'], 'kiaat', ['oak', 'kiaat']],
    [['oak', 'kiaat'], 'wenge', ['oak', 'kiaat', 'wenge']],
    [['oak'], ' maple ', ['oak', 'maple']],
  ])('%o + %j gives %o', (list, speciesId, expected) => {
    expect(addToComparison(list, speciesId)).toEqual(expected);
  });

  it.each<[string, string[], string]>([
    ['full', ['oak', 'kiaat', 'wenge'], 'pine'],
    ['duplicate', ['oak', 'kiaat'], 'oak'],
    ['duplicate after trimming', ['oak'], ' oak'],
    ['empty', ['oak'], ''],
    ['blank', ['oak'], '   '],
  ])('returns the same list when %s', (_case, list, speciesId) => {
    expect(addToComparison(list, speciesId)).toBe(list);
  });

  it('never mutates the list it is given', () => {
    const list = Object.freeze(['oak']);
    expect(addToComparison(list, 'ash')).toEqual(['oak', 'ash']);
    expect(list).toEqual(['oak']);
  });

  it('allows three', () => {
    expect(MAX_COMPARED_SPECIES).toBe(3);
  });
});

describe('removeFromComparison', () => {
  it.each<[string[], string, string[]]>([
    [['oak', 'kiaat', 'wenge'], 'kiaat', ['oak', 'wenge']],
    [['oak'], 'oak', []],
  ])('%o - %j gives %o', (list, speciesId, expected) => {
    expect(removeFromComparison(list, speciesId)).toEqual(expected);
  });

  it('returns the same list when the species is absent', () => {
    const list = ['oak'];
    expect(removeFromComparison(list, 'ash')).toBe(list);
  });
});
