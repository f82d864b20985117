import { describe, expect, it } from 'vitest';
import { DEFAULT_SPECIES } from '../catalogue/default-price-book';
import { ADVICE_SOURCES } from './advice-sources';
import { CLIMATE_REGIONS } from './climate-regions';
import { DEFAULT_SPECIES_FIGURES, type SourcedFigure } from './species-figures';

function expectSourced(figure: SourcedFigure | null): void {
  if (figure === null) return;
  expect(Number.isFinite(figure.value) && figure.value > 0).toBe(true);
  // A source names a document: its publisher or author, its year and the table or sheet used.
  expect(figure.source).toMatch(/\(\d{4}\)|CIRAD/);
  expect(figure.source).toMatch(/Table|sheet/);
}

describe('species and climate figures (CONF-41)', () => {
  it('has an entry for every species of the default price book', () => {
    for (const species of DEFAULT_SPECIES) expect(Object.keys(DEFAULT_SPECIES_FIGURES)).toContain(species.speciesId);
  });

  it.each(Object.entries(DEFAULT_SPECIES_FIGURES))(
    'every figure of %s cites its published source',
    (_speciesId, figures) => {
      expectSourced(figures.modulusOfElasticityMpa);
      expectSourced(figures.tangentialPerPercent);
      expectSourced(figures.radialPerPercent);
    },
  );

  it('keeps figures in their plausible ranges (stiffness 5–25 GPa, coefficients 0.0005–0.006 per %)', () => {
    for (const figures of Object.values(DEFAULT_SPECIES_FIGURES)) {
      if (figures.modulusOfElasticityMpa) expect(figures.modulusOfElasticityMpa.value).toBeGreaterThan(5_000);
      if (figures.modulusOfElasticityMpa) expect(figures.modulusOfElasticityMpa.value).toBeLessThan(25_000);
      for (const coefficient of [figures.tangentialPerPercent, figures.radialPerPercent]) {
        if (coefficient) expect(coefficient.value).toBeGreaterThan(0.0005);
        if (coefficient) expect(coefficient.value).toBeLessThan(0.006);
      }
      if (figures.tangentialPerPercent && figures.radialPerPercent)
        expect(figures.tangentialPerPercent.value).toBeGreaterThan(figures.radialPerPercent.value);
    }
  });

  it('every climate region cites its source and has a low below its high', () => {
    for (const region of Object.values(CLIMATE_REGIONS)) {
      expect(region.source).toContain(ADVICE_SOURCES.wood_handbook_13_1.citation);
      expect(region.lowMoisturePercent).toBeLessThan(region.highMoisturePercent);
    }
  });
});
