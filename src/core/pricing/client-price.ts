import { divideCeil, divideRounded, type ExactInteger, exactAdd, exactMultiply, toSafeNumber } from '../money';
import type { PartnerPricing } from './client-price-schema';
import type { PriceBook } from './price-book';
import { priceQuote, type QuotePriceInput } from './price-quote';
import type { PriceComponent, QuotePrice, SurfacePrice } from './price-schemas';
import { PricingError } from './pricing-error';

/** What a partner's client is charged (PARTNER-21 to PARTNER-24); `list` is the default. */
export const CLIENT_PRICE_MODES = ['list', 'markup', 'pass_through'] as const;
export type ClientPriceMode = (typeof CLIENT_PRICE_MODES)[number];

/** The partner's choice for one quote; the markup in basis points (1750 = 17.5 %), 0 outside `markup`. */
export interface ClientPriceChoice {
  mode: ClientPriceMode;
  markupBasisPoints: number;
}

export const LIST_PRICE: ClientPriceChoice = { mode: 'list', markupBasisPoints: 0 };

/**
 * A save that names a client price without a partner's session: the partner's session ended while the page was open
 * (ADR 019).
 */
export const PARTNER_SESSION_ENDED_MESSAGE =
  'Your partner session has ended. Sign in again, then save this quote at your client’s price.';

/** A markup in per cent (0–100, at most two decimals) as basis points; anything else is refused. */
export function markupBasisPoints(percentage: number): number {
  const basisPoints = Math.round(percentage * 100);
  if (
    !Number.isFinite(percentage) ||
    percentage < 0 ||
    percentage > 100 ||
    Math.abs(basisPoints - percentage * 100) > 1e-6
  ) {
    throw new PricingError(
      'invalid_markup',
      'Markup must be between 0 and 100 per cent with at most two decimals',
      'clientPrice.markupPercentage',
    );
  }
  return basisPoints;
}

/** The price-book constants the client's totals are taken with. */
export interface ClientPriceBasis {
  /** Insurance was asked for and applies (shipping only, PRICE-13). */
  insured: boolean;
  insuranceBasisPoints: number;
  vatPercent: number;
}

function scaleCents(cents: number, factorBasisPoints: number): number {
  return toSafeNumber(divideRounded(exactMultiply(cents, factorBasisPoints), 10_000));
}

function markUpLine(line: SurfacePrice, factorBasisPoints: number): SurfacePrice {
  const unitPriceCents = scaleCents(line.unitPriceCents, factorBasisPoints);
  // A saving is a figure about the workshop's work, never charged: it is not marked up.
  const components = line.components.map((component) =>
    component.isSavings ? component : { ...component, cents: scaleCents(component.cents, factorBasisPoints) },
  );
  // Each component rounded on its own can miss the rounded unit price by a cent or two: the
  // largest charge takes the difference, so the printed components add up to the unit price.
  const charged = components.filter((component) => !component.isSavings);
  const difference = unitPriceCents - charged.reduce((sum, component) => sum + component.cents, 0);
  const largest = charged.reduce<PriceComponent | undefined>(
    (top, component) => (top === undefined || component.cents > top.cents ? component : top),
    undefined,
  );
  return {
    ...line,
    components: components.map((component) =>
      component === largest ? { ...component, cents: component.cents + difference } : component,
    ),
    unitPriceCents,
    lineTotalCents: scaleCents(line.lineTotalCents, factorBasisPoints),
  };
}

/**
 * The client's price of a partner's quote (PARTNER-21 to PARTNER-24), from the trade price the engine
 * computed (`priceQuote` with the partner's discount, whose lines are the list prices).
 * `pass_through` is the trade price itself. `list` drops the discount. `markup` takes each list
 * line total × (1 + markup), rounded half away from zero to the cent. Shipping is unchanged;
 * insurance is 2.5 % of the client's subtotal rounded up; VAT is the part of the client total.
 * The unit price and components of a marked-up line are scaled the same way for display, the
 * components adding up to the unit price; the line total is the figure that counts (ADR 019).
 */
export function priceForClient(trade: QuotePrice, choice: ClientPriceChoice, basis: ClientPriceBasis): QuotePrice {
  if (choice.mode === 'pass_through') return trade;
  const factor = exactAdd(10_000, choice.mode === 'markup' ? choice.markupBasisPoints : 0);
  const lines =
    choice.mode === 'markup' ? trade.lines.map((line) => markUpLine(line, toSafeNumber(factor))) : trade.lines;
  const products = lines.reduce<ExactInteger>((sum, line) => exactAdd(sum, line.lineTotalCents), 0);
  const subtotal = exactAdd(products, trade.shippingCents);
  const insurance = basis.insured ? divideCeil(exactMultiply(subtotal, basis.insuranceBasisPoints), 10_000) : 0;
  const total = exactAdd(subtotal, insurance);
  const vatPercent = basis.vatPercent;
  return {
    lines,
    weightKg: trade.weightKg,
    shippingCents: trade.shippingCents,
    discountCents: 0,
    subtotalCents: toSafeNumber(subtotal),
    insuranceCents: toSafeNumber(insurance),
    totalCents: toSafeNumber(total),
    vatCents: toSafeNumber(divideRounded(exactMultiply(total, vatPercent), exactAdd(100, vatPercent))),
  };
}

/** A signed-in partner's terms: their discount from their account (PRICE-11) and the client price of this quote. */
export interface PartnerTerms {
  discountBasisPoints: number;
  clientPrice: ClientPriceChoice;
}

/** A request's prices: the trade price the engine gives, and the client's price taken from it. */
export interface RequestPrices {
  trade: QuotePrice;
  client: QuotePrice;
  clientPrice: ClientPriceChoice;
}

/**
 * The one way a request is priced, whether a quote is saved or only priced: the engine's trade
 * price with the partner's discount (none for anyone else, PRICE-11), then the client's price at
 * the partner's choice, or at list price, which with no discount is the trade price itself
 * (PARTNER-21 to PARTNER-24). Insurance applies to shipped quotes only (PRICE-13).
 */
export function requestPrices(
  request: Pick<QuotePriceInput, 'surfaces' | 'delivery' | 'insurance'>,
  book: PriceBook,
  partner: PartnerTerms | null,
): RequestPrices {
  const { surfaces, delivery, insurance } = request;
  const trade = priceQuote(
    { surfaces, delivery, insurance, discountPercentage: partner ? partner.discountBasisPoints / 100 : undefined },
    book,
  );
  const clientPrice = partner?.clientPrice ?? LIST_PRICE;
  const insured = insurance && delivery === 'shipping';
  const client = priceForClient(trade, clientPrice, {
    insured,
    insuranceBasisPoints: book.insuranceBasisPoints,
    vatPercent: book.vatPercent,
  });
  return { trade, client, clientPrice };
}

/** Margin as a per cent of the client total, two decimals; 0 on a zero total. */
export function marginPercentage(marginCents: number, clientTotalCents: number): number {
  return clientTotalCents === 0 ? 0 : Math.round((marginCents * 10_000) / clientTotalCents) / 100;
}

/** Trade price, client price and margin side by side, as the partner and staff see them (PARTNER-21 to PARTNER-24). */
export function partnerPricingFigures(options: {
  choice: ClientPriceChoice;
  discountBasisPoints: number;
  tradeTotalCents: number;
  clientTotalCents: number;
}): PartnerPricing {
  const { tradeTotalCents, clientTotalCents } = options;
  const marginCents = clientTotalCents - tradeTotalCents;
  return {
    clientPrice: { mode: options.choice.mode, markupPercentage: options.choice.markupBasisPoints / 100 },
    discountPercentage: options.discountBasisPoints / 100,
    tradeTotalCents,
    clientTotalCents,
    marginCents,
    marginPercentage: marginPercentage(marginCents, clientTotalCents),
  };
}
