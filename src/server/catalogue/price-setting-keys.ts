import type { PriceBook } from '#core/pricing/price-book';
import { CUTOUTS, FINISHES, type Finish, type PricedCutout } from '#core/surface/surface-options';

type ScalarKey =
  | 'bracketCents'
  | 'edgeSavingCentsPerMetre'
  | 'shippingCentsPerKg'
  | 'shippingFlatCents'
  | 'insuranceBasisPoints'
  | 'vatPercent';

/** How the scalar fields of a PriceBook are stored in `price_settings`. */
export const SCALAR_SETTING_KEYS: Record<ScalarKey, string> = {
  bracketCents: 'bracket',
  edgeSavingCentsPerMetre: 'edge_saving_per_metre',
  shippingCentsPerKg: 'shipping_per_kg',
  shippingFlatCents: 'shipping_flat',
  insuranceBasisPoints: 'insurance_basis_points',
  vatPercent: 'vat_percent',
};

export const finishKey = (finish: Finish) => `finish:${finish}`;
export const modifierKey = (modifier: PricedCutout | 'cable_hole') => `modifier:${modifier}`;
export const PRICED_MODIFIERS = [...CUTOUTS.filter((c): c is PricedCutout => c !== 'none'), 'cable_hole'] as const;
export { FINISHES };

export function priceBookSettings(book: PriceBook): { key: string; value: number }[] {
  return [
    ...FINISHES.map((finish) => ({ key: finishKey(finish), value: book.finishCentsPerM2[finish] })),
    ...PRICED_MODIFIERS.map((modifier) => ({ key: modifierKey(modifier), value: book.modifierCents[modifier] })),
    ...Object.entries(SCALAR_SETTING_KEYS).map(([field, key]) => ({ key, value: book[field as ScalarKey] })),
  ];
}
