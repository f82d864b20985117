import { describe, expect, it } from 'vitest';
import { DEFAULT_SPECIES } from './default-price-book';
import { WOOD_DESCRIPTIONS, WOOD_PROFILES, genericWoodProfile } from './wood-profiles';

function densityRow(technicalData: { label: string; value: string }[]): number | undefined {
  const row = technicalData.find((entry) => entry.label === 'Density');
  return row ? Number.parseInt(row.value, 10) : undefined;
}

describe('WOOD_PROFILES', () => {
  it('has exactly one profile per default species', () => {
    expect(Object.keys(WOOD_PROFILES).sort()).toEqual(DEFAULT_SPECIES.map((species) => species.speciesId).sort());
  });

  describe.each(DEFAULT_SPECIES.map((species) => [species.speciesId, species] as const))('%s', (speciesId, species) => {
    const woodProfile = WOOD_PROFILES[speciesId];

    it('describes exactly the grains the price book offers', () => {
      expect(woodProfile?.speciesId).toBe(speciesId);
      expect(Object.keys(woodProfile?.grains ?? {}).sort()).toEqual([...species.grains].sort());
      for (const grain of species.grains) {
        expect(woodProfile?.grains[grain]?.characteristics.length).toBeGreaterThan(20);
        expect(woodProfile?.grains[grain]?.applications.length).toBeGreaterThan(0);
      }
    });

    it('states the price book density', () => {
      expect(densityRow(woodProfile?.technicalData ?? [])).toBe(species.densityKgPerM3);
    });

    it('gives hardness in newtons, 3–5 care tips, and a card description', () => {
      expect(woodProfile?.hardness).toMatch(/\d N \(Janka/);
      expect(woodProfile?.careTips.length).toBeGreaterThanOrEqual(3);
      expect(woodProfile?.careTips.length).toBeLessThanOrEqual(5);
      expect(WOOD_DESCRIPTIONS[speciesId]).toMatch(/\.$/);
    });
  });
});

describe('genericWoodProfile', () => {
  it('covers all grains by default and only the given grains when told', () => {
    expect(Object.keys(genericWoodProfile('teak', 'Teak').grains).sort()).toEqual(['edge', 'end', 'face']);
    expect(Object.keys(genericWoodProfile('teak', 'Teak', ['face']).grains)).toEqual(['face']);
  });

  it('names the wood and reuses a known density', () => {
    const fallback = genericWoodProfile('kiaat', 'Kiaat');
    expect(fallback.overview).toContain('Kiaat');
    expect(densityRow(fallback.technicalData)).toBe(650);
  });
});
