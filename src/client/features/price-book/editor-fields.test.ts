import { describe, expect, it } from 'vitest';
import { buildDefaultPriceBook, DEFAULT_SPECIES } from '#core/catalogue/default-price-book';
import { priceBookContentSchema, type PriceBookContent } from '#core/price-book-admin/price-book-content';
import {
  editorFields,
  fieldProblems,
  flattenFieldErrors,
  inputIdFor,
  messageIdFor,
  problemsSummary,
} from './editor-fields';
import { PERCENT, RAND, WHOLE } from './figure-formats';

const makeContent = (): PriceBookContent => ({
  species: DEFAULT_SPECIES.map((s) => ({
    speciesId: s.speciesId,
    name: s.name,
    description: `${s.name}, a wood.`,
    retired: false,
  })),
  book: buildDefaultPriceBook(),
});

/** The schema's messages for a draft, as the editor collects them (first message per path). */
function errorsOf(content: PriceBookContent): Record<string, string> {
  const checked = priceBookContentSchema.safeParse(content);
  const errors: Record<string, string> = {};
  if (!checked.success) for (const issue of checked.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}

describe('editorFields and fieldProblems', () => {
  it('the default book has no problems', () => {
    expect(fieldProblems(errorsOf(makeContent()), editorFields(makeContent()))).toEqual([]);
  });

  const cases: {
    what: string;
    edit: (c: PriceBookContent) => void;
    label: string;
    inputId: string;
    message: string;
  }[] = [
    {
      what: 'an unreadable rate',
      edit: (c) => void (c.book.species.kiaat_face.rateCentsPerM3 = Number.NaN),
      label: 'Kiaat face rate per m³',
      inputId: 'price-book-book-species-kiaat_face-rateCentsPerM3',
      message: 'Rate: enter an amount in rand, such as 1250.00',
    },
    {
      what: 'a density too low',
      edit: (c) => void (c.book.species.pine_edge.densityKgPerM3 = 50),
      label: 'Pine edge density',
      inputId: 'price-book-book-species-pine_edge-densityKgPerM3',
      message: 'Density must be at least 100 kg/m³',
    },
    {
      what: 'a bracket too dear',
      edit: (c) => void (c.book.bracketCents = 1_000_001),
      label: 'Bracket (each)',
      inputId: 'price-book-book-bracketCents',
      message: 'Bracket price must be at most R 10,000.00',
    },
    {
      what: 'a negative shipping rate',
      edit: (c) => void (c.book.shippingCentsPerKg = -1),
      label: 'Shipping per kg',
      inputId: 'price-book-book-shippingCentsPerKg',
      message: 'Shipping per kg cannot be negative',
    },
    {
      what: 'insurance over 20 %',
      edit: (c) => void (c.book.insuranceBasisPoints = 2_500),
      label: 'Insurance (% of the subtotal)',
      inputId: 'price-book-book-insuranceBasisPoints',
      message: 'Insurance must be at most 20%',
    },
    {
      what: 'a finish left empty',
      edit: (c) => void (c.book.finishCentsPerM2.matte = Number.NaN),
      label: 'Matte finish per m²',
      inputId: 'price-book-book-finishCentsPerM2-matte',
      message: 'Finish price: enter an amount in rand, such as 1250.00',
    },
    {
      what: 'a cutout left empty',
      edit: (c) => void (c.book.modifierCents.tap_hole = Number.NaN),
      label: 'Tap hole',
      inputId: 'price-book-book-modifierCents-tap_hole',
      message: 'Cutout price: enter an amount in rand, such as 1250.00',
    },
    {
      what: 'a species on sale with no available grain',
      edit: (c) => {
        for (const grain of ['face', 'edge']) c.book.species[`saligna_${grain}`].available = false;
      },
      label: 'Saligna: available grains',
      inputId: 'price-book-book-species-saligna_face-available',
      message: 'Saligna needs at least one available grain',
    },
  ];
  for (const { what, edit, label, inputId, message } of cases) {
    it(`names ${what} and leads to its input`, () => {
      const content = makeContent();
      edit(content);
      expect(fieldProblems(errorsOf(content), editorFields(content))).toEqual([
        expect.objectContaining({ label, inputId, message }),
      ]);
    });
  }

  it('lists problems in page order, and those without an input last, by their message', () => {
    const content = makeContent();
    const errors = {
      'book.vatPercent': 'VAT must be at most 30%',
      'book.bracketCents': 'Bracket price cannot be negative',
      'book.species.pine_face.rateCentsPerM3': 'Rate must be more than zero',
    };
    expect(fieldProblems(errors, editorFields(content)).map((p) => [p.label, p.message])).toEqual([
      ['Pine face rate per m³', 'Rate must be more than zero'],
      ['Bracket (each)', 'Bracket price cannot be negative'],
      [undefined, 'VAT must be at most 30%'],
    ]);
  });

  it('gives every field its own input id and message id', () => {
    const ids = editorFields(makeContent()).map((f) => f.inputId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(messageIdFor('book.bracketCents')).toBe(`${inputIdFor('book.bracketCents')}-message`);
  });

  it('counts fields in the summary', () => {
    expect(problemsSummary(1)).toBe('1 field needs fixing before you can save');
    expect(problemsSummary(2)).toBe('2 fields need fixing before you can save');
  });
});

describe('flattenFieldErrors', () => {
  it('gives react-hook-form’s nested errors the paths the schema and the server use', () => {
    const errors = {
      book: {
        species: {
          kiaat_face: {
            rateCentsPerM3: { type: 'custom', message: 'Rate must be more than zero', ref: { name: 'x' } },
          },
        },
      },
      species: [undefined, { grains: { type: 'custom', message: 'Saligna needs at least one available grain' } }],
      reason: { type: 'too_big', message: 'Keep the reason under 500 characters' },
    };
    expect(flattenFieldErrors(errors)).toEqual({
      'book.species.kiaat_face.rateCentsPerM3': 'Rate must be more than zero',
      'species.1.grains': 'Saligna needs at least one available grain',
      reason: 'Keep the reason under 500 characters',
    });
  });

  it('names a message about a whole list by the list’s path', () => {
    expect(flattenFieldErrors({ species: { root: { type: 'too_small', message: 'At least one species' } } })).toEqual({
      species: 'At least one species',
    });
  });
});

describe('figure formats', () => {
  const table: [typeof RAND, string, number][] = [
    [RAND, '1250', 125_000],
    [RAND, ' 1 250.5 ', 125_050],
    [RAND, '1,250.50', 125_050],
    [RAND, '1.15', 115],
    [RAND, '12.345', Number.NaN],
    [RAND, 'abc', Number.NaN],
    [RAND, '', Number.NaN],
    [RAND, '-5', Number.NaN],
    [PERCENT, '2.5', 250],
    [PERCENT, '2,5', Number.NaN],
    [WHOLE, '650', 650],
    [WHOLE, '650.5', Number.NaN],
  ];
  for (const [format, text, value] of table) {
    it(`reads ${JSON.stringify(text)} as ${value}`, () => expect(format.parse(text)).toBe(value));
  }

  it('shows what it reads back', () => {
    expect(RAND.toText(125_050)).toBe('1250.50');
    expect(RAND.toText(Number.NaN)).toBe('');
    expect(PERCENT.toText(250)).toBe('2.50');
    expect(WHOLE.toText(650)).toBe('650');
  });
});
