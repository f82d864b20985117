import { formatRand } from '../money';
import { formatBasisPoints } from '../percent';
import type { QuotePrice } from '../pricing/price-schemas';
import type { DeliveryMethod } from '../surface/surface-options';
import type { QuoteView } from './quote-view';

/**
 * What a row of a quote's money summary is. `subtotal` is the running sum of the rows above it
 * (PRICE-13's subtotal, which insurance is a percentage of), never a charge of its own.
 */
export const MONEY_ROW_KINDS = ['products', 'discount', 'shipping', 'collection', 'subtotal', 'insurance'] as const;
export type MoneyRowKind = (typeof MONEY_ROW_KINDS)[number];

export interface MoneyRow {
  kind: MoneyRowKind;
  label: string;
  /** Signed: a discount is negative. A collection is 0 and reads 'Free'. */
  cents: number;
  /** The amount as printed: 'R 1,234.56', '-R 75.00' or 'Free' (PRICE-16). */
  amount: string;
}

/** One quote's money as every document prints it: rows that add up to the total, then the VAT in it. */
export interface MoneySummary {
  rows: MoneyRow[];
  total: { label: string; cents: number; amount: string };
  vat: { cents: number; text: string };
  /** How many units the products row counts. */
  itemCount: number;
}

/**
 * The figures a summary is made from: the engine's, for the audience reading them (a customer, a partner's client, or
 * the partner at trade price).
 */
export type MoneyFigures = Omit<QuotePrice, 'lines'> & {
  lines: readonly { lineTotalCents: number; quantity: number }[];
};

export interface MoneyOptions {
  delivery: DeliveryMethod;
  /** The partner discount taken, in basis points, when its line is shown (PRICE-11; PARTNER-21 to PARTNER-24). */
  discountBasisPoints?: number | undefined;
  /** The insurance rate the quote was priced with, in basis points, when known (PRICE-13). */
  insuranceBasisPoints?: number | undefined;
}

export const TOTAL_LABEL = 'Total (incl. VAT)';
/** QUOTE-08, QUOTE-09: the words of the free collection, the same on every document. */
export const COLLECTION_LABEL = 'Collection at our Nelspruit workshop';

const row = (kind: MoneyRowKind, label: string, cents: number): MoneyRow => ({
  kind,
  label,
  cents,
  amount: formatRand(cents),
});

/**
 * The one rule every document that shows a quote's money follows (PRICE-10 to PRICE-13, PRICE-17;
 * ADR 019 for a partner's client): the products, the partner discount when shown, shipping or
 * collection, the subtotal and insurance when insured, then the total and the VAT in it. Every
 * amount is the engine's own, so the charge rows add up to the total to the cent, and the subtotal
 * row equals the rows above it. A markup is inside each line total (PARTNER-21 to PARTNER-24): a client never
 * sees it as a line. The quote page, the summary, the PDF, the e-mail's text and HTML, the
 * partner's send preview and staff's quote detail all print these rows and nothing else.
 */
export function moneySummary(figures: MoneyFigures, options: MoneyOptions): MoneySummary {
  const products = figures.lines.reduce((sum, line) => sum + line.lineTotalCents, 0);
  const itemCount = figures.lines.reduce((sum, line) => sum + line.quantity, 0);
  const rows: MoneyRow[] = [row('products', 'Products subtotal', products)];
  if (figures.discountCents > 0) {
    const rate = options.discountBasisPoints ? ` (${formatBasisPoints(options.discountBasisPoints)})` : '';
    rows.push(row('discount', `Partner discount${rate}`, -figures.discountCents));
  }
  if (options.delivery === 'shipping')
    rows.push(row('shipping', `Nationwide shipping (${figures.weightKg.toFixed(2)} kg)`, figures.shippingCents));
  else rows.push({ kind: 'collection', label: COLLECTION_LABEL, cents: 0, amount: 'Free' });
  if (figures.insuranceCents > 0) {
    const rate =
      options.insuranceBasisPoints === undefined ? '' : ` (${formatBasisPoints(options.insuranceBasisPoints)})`;
    rows.push(row('subtotal', 'Subtotal', figures.subtotalCents));
    rows.push(row('insurance', `Freight insurance${rate}`, figures.insuranceCents));
  }
  return {
    rows,
    total: { label: TOTAL_LABEL, cents: figures.totalCents, amount: formatRand(figures.totalCents) },
    vat: { cents: figures.vatCents, text: `Includes VAT of ${formatRand(figures.vatCents)}` },
    itemCount,
  };
}

/** The rows that are charges (or a discount), whose sum is the total; a subtotal is a checkpoint, not a charge. */
export const chargeRows = (summary: MoneySummary): MoneyRow[] =>
  summary.rows.filter((moneyRow) => moneyRow.kind !== 'subtotal');

/**
 * A stored quote's summary from its view: the client's figures on a partner's quote (ADR 019), as the PDF, e-mail and
 * send preview print them.
 */
export function quoteMoney(
  quote: Pick<QuoteView, 'lines' | 'totals' | 'delivery' | 'discountBasisPoints' | 'insuranceBasisPoints'>,
): MoneySummary {
  return moneySummary(
    { ...quote.totals, lines: quote.lines.map((line) => line.price) },
    {
      delivery: quote.delivery,
      discountBasisPoints: quote.discountBasisPoints,
      insuranceBasisPoints: quote.insuranceBasisPoints,
    },
  );
}
