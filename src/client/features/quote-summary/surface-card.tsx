import type { SurfacePrice } from '../../../core/pricing/price-surface';
import { formatRand } from '../../../core/money';
import { grainLabel } from '../../../core/surface/grain-availability';
import type { SurfaceConfiguration } from '../../../core/surface/surface-schema';
import { Button } from '../../shared/ui/button';
import { QuantityStepper } from './quantity-stepper';
import { surfaceTitle } from '../../shared/quote-display/surface-details';
import { SurfaceCardFrame } from '../../shared/quote-display/surface-card-frame';

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

/** One saved surface in the quote (SPEC §2): its drawing, what it is, its price and quantity. */
export function SurfaceCard({ surface, speciesName, price, removeButtonId, onQuantityChange, onRemove }: Props) {
  const title = surfaceTitle(surface);
  const itemName = `${title} in ${speciesName}`;
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
        <div className="col-span-2 flex items-baseline justify-between gap-3 sm:col-span-1 sm:block sm:text-right">
          <p className="text-xs font-medium text-ink-muted">Line total</p>
          <p className="font-display text-xl font-semibold text-walnut-800 tabular-nums" data-testid="saved-line-total">
            {price ? formatRand(price.lineTotalCents) : 'Price unavailable'}
          </p>
        </div>
      </div>
      <Button id={removeButtonId} variant="ghost" size="sm" className="mt-2 -ml-3" onClick={onRemove}>
        Remove<span className="sr-only"> {itemName}</span>
      </Button>
    </SurfaceCardFrame>
  );
}
