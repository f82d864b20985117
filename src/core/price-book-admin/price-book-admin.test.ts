import { describe, expect, it } from 'vitest';
import type { SpeciesFigures } from '../advice/species-figures';
import { diffPriceBooks } from './price-book-changes';
import { priceBookContentSchema, savePriceBookRequestSchema } from './price-book-content';
import { previewPriceChange } from './price-change-preview';
import { defaultContent, withRate } from './test-content';

describe('price book content rules (PRICE-32)', () => {
  it('accepts the default book', () => {
    expect(priceBookContentSchema.safeParse(defaultContent()).success).toBe(true);
  });

  it.each([
    {
      name: 'a zero rate',
      edit: () => withRate(defaultContent(), 'kiaat_face', 0),
      field: 'book.species.kiaat_face.rateCentsPerM3',
      message: 'Rate must be more than zero',
    },
    {
      name: 'fractional cents',
      edit: () => withRate(defaultContent(), 'kiaat_face', 100.5),
      field: 'book.species.kiaat_face.rateCentsPerM3',
      message: 'Rate must be whole cents',
    },
    {
      name: 'an absurd rate',
      edit: () => withRate(defaultContent(), 'kiaat_face', 9e12),
      field: 'book.species.kiaat_face.rateCentsPerM3',
      message: 'Rate must be at most R 20,000,000.00',
    },
    {
      name: 'a negative shipping base',
      edit: () => {
        const content = defaultContent();
        return { ...content, book: { ...content.book, shippingFlatCents: -1 } };
      },
      field: 'book.shippingFlatCents',
      message: 'Shipping base cannot be negative',
    },
    {
      name: 'a species with no available grain',
      edit: () => {
        const content = defaultContent();
        const iroko = content.book.species.iroko_face;
        if (iroko) iroko.available = false;
        return content;
      },
      field: 'species.4.grains',
      message: 'Iroko needs at least one available grain',
    },
    {
      name: 'a grain filed under another id',
      edit: () => {
        const content = defaultContent();
        const pine = content.book.species.pine_face;
        if (pine) content.book.species.pine_face = { ...pine, grain: 'edge' };
        return content;
      },
      field: 'book.species.pine_face.id',
      message: 'A edge grain of pine must be called pine_edge',
    },
  ])('refuses $name with a message on the field', ({ edit, field, message }) => {
    const result = priceBookContentSchema.safeParse(edit());
    expect(result.success).toBe(false);
    const issue = result.error?.issues.find((i) => i.path.join('.') === field);
    expect(issue?.message).toBe(message);
  });

  it('a retired species may have no available grain', () => {
    const content = defaultContent();
    const iroko = content.book.species.iroko_face;
    if (iroko) iroko.available = false;
    const index = content.species.findIndex((s) => s.speciesId === 'iroko');
    content.species[index] = { ...content.species[index], retired: true };
    expect(priceBookContentSchema.safeParse(content).success).toBe(true);
  });

  it('a save names its base version and may give a reason', () => {
    expect(
      savePriceBookRequestSchema.safeParse({ ...defaultContent(), version: 3, reason: ' Supplier rise ' }).data?.reason,
    ).toBe('Supplier rise');
    expect(savePriceBookRequestSchema.safeParse({ ...defaultContent() }).success).toBe(false);
  });
});

describe('the audit trail of a change (PRICE-33)', () => {
  it('lists each changed figure before → after and nothing else', () => {
    const before = defaultContent();
    const after = withRate(before, 'kiaat_face', 20_900_000);
    after.book.shippingCentsPerKg = 5_000;
    expect(diffPriceBooks(before, after)).toEqual([
      {
        field: 'book.species.kiaat_face.rateCentsPerM3',
        label: 'Kiaat face grain: rate per m³',
        unit: 'cents_per_m3',
        before: 19_000_000,
        after: 20_900_000,
      },
      { field: 'book.shippingCentsPerKg', label: 'Shipping per kg', unit: 'cents_per_kg', before: 4_500, after: 5_000 },
    ]);
  });

  it('records a new species and its grains as from nothing', () => {
    const before = defaultContent();
    const after = defaultContent();
    after.species.push({ speciesId: 'tamboti', name: 'Tamboti', description: 'Dense and fragrant.', retired: false });
    after.book.species.tamboti_face = {
      id: 'tamboti_face',
      speciesId: 'tamboti',
      grain: 'face',
      rateCentsPerM3: 26_000_000,
      densityKgPerM3: 1_000,
      available: true,
    };
    expect(diffPriceBooks(before, after).map((c) => [c.label, c.before, c.after])).toEqual([
      ['Tamboti: name', null, 'Tamboti'],
      ['Tamboti: description', null, 'Dense and fragrant.'],
      ['Tamboti: retired', null, false],
      ['Tamboti face grain: rate per m³', null, 26_000_000],
      ['Tamboti face grain: density', null, 1_000],
      ['Tamboti face grain: available', null, true],
    ]);
  });

  it('finds no change between equal books', () => {
    expect(diffPriceBooks(defaultContent(), defaultContent())).toEqual([]);
  });
});

describe('the preview before saving (PRICE-32)', () => {
  it('prices every surface type at its defaults, the changed wood first, then the standard woods', () => {
    const before = defaultContent();
    const after = withRate(before, 'cherry_face', 19_800_000);
    const rows = previewPriceChange(before, after);
    expect([...new Set(rows.map((r) => r.speciesId))]).toEqual(['cherry', 'pine', 'kiaat']);
    expect(rows).toHaveLength(15);
    const cherryCountertop = rows.find((r) => r.speciesId === 'cherry' && r.surfaceType === 'countertop');
    // wood 0.02736 m³ × R180,000 = R4,924.80 → × R198,000 = R5,417.28: R492.48 more; shipping is by weight, unchanged
    expect((cherryCountertop?.afterCents ?? 0) - (cherryCountertop?.beforeCents ?? 0)).toBe(49_248);
    const pine = rows.filter((r) => r.speciesId === 'pine');
    expect(pine.every((r) => r.beforeCents === r.afterCents && r.beforeCents !== null)).toBe(true);
  });

  it('shows pine, kiaat and walnut when no rate changed', () => {
    const before = defaultContent();
    const after = defaultContent();
    after.book.finishCentsPerM2.satin = 30_000;
    expect([...new Set(previewPriceChange(before, after).map((r) => r.speciesId))]).toEqual([
      'pine',
      'kiaat',
      'walnut',
    ]);
  });
});

describe('species advice figures in the price book (CONF-41)', () => {
  const withWalnut = (figures: SpeciesFigures) => {
    const content = defaultContent();
    return { ...content, species: content.species.map((s) => (s.speciesId === 'walnut' ? { ...s, figures } : s)) };
  };
  const walnutIndex = defaultContent().species.findIndex((s) => s.speciesId === 'walnut');
  const handbook = { value: 11_600, source: 'Wood Handbook (2010) Table 5-3a. Entry: Walnut, black.' };

  it('accepts sourced figures and empty ones ("no published figure")', () => {
    expect(
      priceBookContentSchema.safeParse(
        withWalnut({ modulusOfElasticityMpa: handbook, tangentialPerPercent: null, radialPerPercent: null }),
      ).success,
    ).toBe(true);
  });

  it.each([
    {
      name: 'a figure without its source',
      figure: { value: 11_600, source: ' ' },
      path: 'source',
      message:
        'Give the published source of the modulus of elasticity, or leave the figure empty for "no published figure"',
    },
    {
      name: 'a figure that is not a number',
      figure: { value: Number.NaN, source: 'A sheet' },
      path: 'value',
      message: 'Modulus of elasticity must be a number',
    },
    {
      name: 'an absurd stiffness',
      figure: { value: 90_000, source: 'A sheet' },
      path: 'value',
      message: 'Modulus of elasticity must be below 40000',
    },
  ])('refuses $name, naming the field', ({ figure, path, message }) => {
    const result = priceBookContentSchema.safeParse(
      withWalnut({ modulusOfElasticityMpa: figure, tangentialPerPercent: null, radialPerPercent: null }),
    );
    expect(result.success).toBe(false);
    const issue = result.error?.issues.find(
      (i) => i.path.join('.') === `species.${walnutIndex}.figures.modulusOfElasticityMpa.${path}`,
    );
    expect(issue?.message).toBe(message);
  });

  it('records a figure and its source before → after in the audit trail', () => {
    const before = withWalnut({ modulusOfElasticityMpa: handbook, tangentialPerPercent: null, radialPerPercent: null });
    const after = withWalnut({
      modulusOfElasticityMpa: { value: 9_000, source: 'Bending test' },
      tangentialPerPercent: null,
      radialPerPercent: null,
    });
    expect(diffPriceBooks(before, after)).toEqual([
      {
        field: 'species.walnut.figures.modulusOfElasticityMpa.value',
        label: 'Walnut: modulus of elasticity',
        unit: 'mpa',
        before: 11_600,
        after: 9_000,
      },
      {
        field: 'species.walnut.figures.modulusOfElasticityMpa.source',
        label: 'Walnut: modulus of elasticity, source',
        unit: 'text',
        before: handbook.source,
        after: 'Bending test',
      },
    ]);
  });
});
