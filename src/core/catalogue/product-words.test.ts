import { describe, expect, it } from 'vitest';
import { DEFAULT_SPECIES } from './default-price-book';
import { surfaceTypeWords, woodName, woodWords } from './product-words';

describe('product words: names, never codes', () => {
  it.each([
    ['kiaat_edge', 'Kiaat - Edge Grain'],
    ['white_oak_face', 'White Oak - Face Grain'],
    ['african_mahogany_end', 'African Mahogany - End Grain'],
    ['white_oak', 'White Oak'],
    ['red_ivory_face', 'Red ivory - Face Grain'],
    ['red_ivory', 'Red ivory'],
  ])('names the wood %s as the price book does: %s', (id, words) => {
    expect(woodWords(id, DEFAULT_SPECIES)).toBe(words);
  });

  it("takes a name from the price book in force, not the seed's", () => {
    expect(woodWords('kiaat_edge', [{ speciesId: 'kiaat', name: 'Kiaat (Bloodwood)' }])).toBe(
      'Kiaat (Bloodwood) - Edge Grain',
    );
  });

  it("is the quote's own wood name (PRICE-27)", () => {
    expect(woodName('Kiaat', 'edge')).toBe('Kiaat - Edge Grain');
  });

  it.each([
    ['desk_top', 'Desk top'],
    ['table_top', 'Table top'],
    ['floating_shelf', 'Floating shelf'],
    ['countertop', 'Countertop'],
    ['stair_tread', 'Stair tread'],
    ['bar_top', 'Bar top'],
  ])('says the surface type %s as %s', (type, words) => {
    expect(surfaceTypeWords(type)).toBe(words);
  });
});
