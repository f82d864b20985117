import { describe, expect, it } from 'vitest';
import { buildDefaultPriceBook } from '../catalogue/default-price-book';
import { priceBookSchema } from './price-book-schema';

/** The first message for each field, as the price book editor shows it beside the field. */
function messages(edit: (book: Record<string, unknown>) => void): Record<string, string> {
  const book = buildDefaultPriceBook() as unknown as Record<string, unknown>;
  edit(book);
  const result = priceBookSchema.safeParse(book);
  const fields: Record<string, string> = {};
  if (!result.success) for (const issue of result.error.issues) fields[issue.path.join('.')] ??= issue.message;
  return fields;
}

describe('the price book editor’s messages name the figure as it is typed', () => {
  it.each<[string, (book: Record<string, unknown>) => void, Record<string, string>]>([
    [
      'an amount that could not be read',
      (book) => (book.shippingFlatCents = Number.NaN),
      { shippingFlatCents: 'Shipping base: enter an amount in rand, such as 1250.00' },
    ],
    [
      'a slipped digit, refused as too large (not as "not whole")',
      (book) => (book.bracketCents = 9_999_999_999_999_900),
      { bracketCents: 'Bracket price must be at most R 10,000.00' },
    ],
    [
      'a negative amount',
      (book) => (book.shippingCentsPerKg = -500),
      { shippingCentsPerKg: 'Shipping per kg cannot be negative' },
    ],
    [
      'a fraction of a cent',
      (book) => (book.shippingCentsPerKg = 12.5),
      { shippingCentsPerKg: 'Shipping per kg must be whole cents' },
    ],
    [
      'insurance, typed in per cent',
      (book) => (book.insuranceBasisPoints = 15_000),
      { insuranceBasisPoints: 'Insurance must be at most 20%' },
    ],
    [
      'insurance that could not be read',
      (book) => (book.insuranceBasisPoints = Number.NaN),
      { insuranceBasisPoints: 'Insurance: enter a percentage, such as 2.5' },
    ],
    [
      'a density that could not be read',
      (book) => ((book.species as Record<string, { densityKgPerM3: number }>).pine_face.densityKgPerM3 = Number.NaN),
      { 'species.pine_face.densityKgPerM3': 'Density: enter whole kg/m³, such as 650' },
    ],
  ])('%s', (_, edit, expected) => {
    expect(messages(edit)).toEqual(expected);
  });
});
