import { useId } from 'react';
import type { SurfacePrice } from '../../../core/pricing/price-surface';
import { formatRand } from '../../../core/money';
import { grainLabel } from '../../../core/surface/grain-availability';
import type { SurfaceConfiguration } from '../../../core/surface/surface-schema';
import { Button } from '../../shared/ui/button';
import { SurfaceDrawing } from '../drawing/surface-drawing';
import { DetailList } from '../../shared/quote-display/detail-list';
import { QuantityStepper } from './quantity-stepper';
import { dimensionRows, optionRows, surfaceTitle } from '../../shared/quote-display/surface-details';

interface Props {
  surface: SurfaceConfiguration;
  speciesName: string;
  /** null when the surface cannot be priced (a wood withdrawn since it was saved). */
  price: SurfacePrice | null;
  onQuantityChange: (quantity: number) => void;
  onRemove: () => void;
}

/** One saved surface in the quote (SPEC §2): its drawing, what it is, its price and quantity. */
export function SurfaceCard({ surface, speciesName, price, onQuantityChange, onRemove }: Props) {
  const headingId = useId();
  const title = surfaceTitle(surface);
  const itemName = `${title} in ${speciesName}`;
  return (
    <li aria-labelledby={headingId} data-testid="saved-surface" className="grid gap-4 rounded-2xl border border-line bg-card p-4 shadow-sm sm:grid-cols-[11rem_minmax(0,1fr)] sm:p-5">
      <SurfaceDrawing surface={surface} className="h-auto w-full max-w-[16rem] rounded-lg bg-walnut-50/50 sm:max-w-none" title={`Top view of the ${title.toLowerCase()}`} />
      <div className="min-w-0">
        <h2 id={headingId} className="text-lg font-semibold text-ink">
          {title}
        </h2>
        <p className="font-medium text-walnut-800" data-testid="saved-wood">
          {speciesName}, {grainLabel(surface.grainStyle).toLowerCase()} grain
        </p>
        <div className="mt-3 space-y-2">
          <DetailList rows={dimensionRows(surface)} label={`Dimensions of the ${title.toLowerCase()}`} />
          <DetailList rows={optionRows(surface)} label={`Options of the ${title.toLowerCase()}`} />
        </div>
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
        <Button variant="ghost" size="sm" className="mt-2 -ml-3" onClick={onRemove}>
          Remove<span className="sr-only"> {itemName}</span>
        </Button>
      </div>
    </li>
  );
}
