import { useMemo } from 'react';
import type { PriceBook } from '#core/pricing/price-book';
import type { SurfacePrice } from '#core/pricing/price-surface';
import { formatRand } from '#core/money';
import { priceQuote } from '#core/pricing/price-quote';
import { PricingError } from '#core/pricing/pricing-error';
import { grainLabel } from '#core/surface/grain-availability';
import type { SurfaceConfiguration } from '#core/surface/surface-schema';
import { usePriceBook } from '#client/shared/catalogue/catalogue-queries';
import { usePartnerDiscount } from '#client/shared/session/use-session';
import { Button } from '#client/shared/ui/button';
import { QuantityStepper } from './quantity-stepper';
import { surfaceTitle } from '#client/shared/quote-display/surface-details';
import { SurfaceCardFrame } from '#client/shared/quote-display/surface-card-frame';
import { SurfaceAdviceDetails } from '#client/shared/advice/surface-advice-details';

interface Props {
  surface: SurfaceConfiguration;
  speciesName: string;
  /** null when the surface cannot be priced (a wood withdrawn since it was saved). */
  price: SurfacePrice | null;
  /** Where focus goes back to when a removal of this card is undone. */
  removeButtonId: string;
  onQuantityChange: (quantity: number) => void;
  onRemove: () => void;
}

/**
 * A signed-in partner's price of this surface, exactly as the configurator's 'Your partner
 * price' (configurator/use-live-price.ts) and the grain dialog's example: the engine prices
 * the surface alone with the partner's discount, and the price is the line total less that
 * discount. Null for a customer, a partner without a discount, or a surface that cannot be priced.
 */
export function partnerLinePriceCents(
  surface: SurfaceConfiguration,
  book: PriceBook,
  discountPercentage: number | undefined,
): number | null {
  if (!discountPercentage) return null;
  try {
    const quote = priceQuote({ surfaces: [surface], delivery: 'collect', insurance: false, discountPercentage }, book);
    const line = quote.lines[0];
    return line && quote.discountCents > 0 ? line.lineTotalCents - quote.discountCents : null;
  } catch (error) {
    if (error instanceof PricingError) return null;
    throw error;
  }
}

function usePartnerLinePrice(surface: SurfaceConfiguration, listPrice: SurfacePrice | null): number | null {
  const discountPercentage = usePartnerDiscount();
  const book = usePriceBook().data;
  return useMemo(
    () => (listPrice && book ? partnerLinePriceCents(surface, book, discountPercentage) : null),
    [surface, listPrice, book, discountPercentage],
  );
}

function LineTotal({ price, partnerPriceCents }: { price: SurfacePrice | null; partnerPriceCents: number | null }) {
  if (partnerPriceCents === null) {
    return (
      <div className="col-span-2 flex items-baseline justify-between gap-3 sm:col-span-1 sm:block sm:text-right">
        <p className="text-xs font-medium text-ink-muted">Line total</p>
        <p className="font-display text-xl font-semibold text-walnut-800 tabular-nums" data-testid="saved-line-total">
          {price ? formatRand(price.lineTotalCents) : 'Price unavailable'}
        </p>
      </div>
    );
  }
  // A partner sees the list total named as such, and under it the price the configurator showed them.
  return (
    <div className="col-span-2 space-y-1 sm:col-span-1 sm:space-y-2 sm:text-right">
      <div className="flex items-baseline justify-between gap-3 sm:block">
        <p className="text-xs font-medium text-ink-muted">Line total (list)</p>
        <p className="font-semibold text-ink tabular-nums" data-testid="saved-line-total">
          {price ? formatRand(price.lineTotalCents) : 'Price unavailable'}
        </p>
      </div>
      <div className="flex items-baseline justify-between gap-3 sm:block">
        <p className="text-xs font-medium text-sage-700">Your partner price</p>
        <p
          className="font-display text-xl font-semibold text-walnut-800 tabular-nums"
          data-testid="saved-partner-price"
        >
          {formatRand(partnerPriceCents)}
        </p>
      </div>
    </div>
  );
}

/** One saved surface in the quote (QUOTE-01): its drawing, what it is, its price and quantity. */
export function SurfaceCard({ surface, speciesName, price, removeButtonId, onQuantityChange, onRemove }: Props) {
  const title = surfaceTitle(surface);
  const itemName = `${title} in ${speciesName}`;
  const partnerPriceCents = usePartnerLinePrice(surface, price);
  return (
    <SurfaceCardFrame
      surface={surface}
      woodLabel={`${speciesName}, ${grainLabel(surface.grainStyle).toLowerCase()} grain`}
      headingLevel="h2"
      testId="saved-surface"
      woodTestId="saved-wood"
    >
      <div className="mt-4 grid grid-cols-2 items-end gap-x-4 gap-y-3 border-t border-line pt-4 sm:grid-cols-3">
        <div>
          <p className="text-xs font-medium text-ink-muted">Unit price</p>
          <p className="font-semibold text-ink tabular-nums" data-testid="saved-unit-price">
            {price ? formatRand(price.unitPriceCents) : 'Price unavailable'}
          </p>
        </div>
        <div className="justify-self-end sm:justify-self-center">
          <p className="mb-1 text-xs font-medium text-ink-muted" aria-hidden="true">
            Quantity
          </p>
          <QuantityStepper quantity={surface.quantity} itemName={itemName} onChange={onQuantityChange} />
        </div>
        <LineTotal price={price} partnerPriceCents={partnerPriceCents} />
      </div>
      <SurfaceAdviceDetails surface={surface} speciesName={speciesName} headingLevel={3} />
      <Button id={removeButtonId} variant="ghost" size="sm" className="mt-2 -ml-3" onClick={onRemove}>
        Remove<span className="sr-only"> {itemName}</span>
      </Button>
    </SurfaceCardFrame>
  );
}
