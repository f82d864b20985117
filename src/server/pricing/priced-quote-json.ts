import type { PricedQuoteResponse } from '#core/pricing/price-schemas';

type Line = PricedQuoteResponse['lines'][number];
type Component = Line['components'][number];

/** Fails the type check when a reply gains a field the writer below does not write. */
type Written<T, K extends keyof T> = [Exclude<keyof T, K>] extends [never] ? true : never;
const WRITES_EVERY_FIELD: [
  Written<
    PricedQuoteResponse,
    'lines' | 'weightKg' | 'shippingCents' | 'discountCents' | 'subtotalCents' | 'insuranceCents' | 'totalCents' | 'vatCents' | 'partnerPricing'
  >,
  Written<Line, 'unitPriceCents' | 'quantity' | 'lineTotalCents' | 'components'>,
  Written<Component, 'name' | 'cents' | 'isSavings'>,
] = [true, true, true];
void WRITES_EVERY_FIELD;

/** A number as JSON.stringify writes it. */
const number = (value: number) => (Number.isFinite(value) ? `${value}` : 'null');

/**
 * A visitor's priced quote, `{ success: true, data }`, written as JSON: the same bytes as
 * `JSON.stringify`, in the order `toPricedQuoteResponse` builds it, with about 3.5 % fewer of the
 * call's instructions (ADR 037, eleventh round). A partner's reply, with
 * `partnerPricing` beside the figures, goes to `JSON.stringify`.
 */
export function writePricedQuoteReply(reply: { success: true; data: PricedQuoteResponse }): string {
  const quote = reply.data;
  if (reply.success !== true || quote.partnerPricing !== undefined) return JSON.stringify(reply);
  let json = '{"success":true,"data":{"lines":[';
  for (let i = 0; i < quote.lines.length; i += 1) {
    const line = quote.lines[i];
    json += `${i > 0 ? ',' : ''}{"unitPriceCents":${number(line.unitPriceCents)},"quantity":${number(line.quantity)},"lineTotalCents":${number(line.lineTotalCents)},"components":[`;
    for (let j = 0; j < line.components.length; j += 1) {
      const { name, cents, isSavings } = line.components[j];
      json += `${j > 0 ? ',' : ''}{"name":${JSON.stringify(name)},"cents":${number(cents)},"isSavings":${isSavings}}`;
    }
    json += ']}';
  }
  return `${json}],"weightKg":${number(quote.weightKg)},"shippingCents":${number(quote.shippingCents)},"discountCents":${number(quote.discountCents)},"subtotalCents":${number(quote.subtotalCents)},"insuranceCents":${number(quote.insuranceCents)},"totalCents":${number(quote.totalCents)},"vatCents":${number(quote.vatCents)}}}`;
}
