import { BOUNDS } from '#core/surface/surface-options';

interface Props {
  quantity: number;
  /** What the quantity counts, for the buttons' names: 'Countertop · Galley in Kiaat'. */
  itemName: string;
  onChange: (quantity: number) => void;
}

const stepButton =
  'flex h-10 w-10 items-center justify-center rounded-lg border border-line-strong bg-card text-lg font-semibold text-ink transition-colors hover:border-walnut-500 hover:bg-walnut-50 disabled:cursor-not-allowed disabled:opacity-40';

/** QUOTE-04: a saved line's quantity, 1 to 50; it never goes below 1. */
export function QuantityStepper({ quantity, itemName, onChange }: Props) {
  const { min, max } = BOUNDS.quantity;
  return (
    <div role="group" aria-label={`Quantity of ${itemName}`} className="flex items-center gap-2">
      <button
        type="button"
        className={stepButton}
        aria-label={`Decrease quantity of ${itemName}`}
        disabled={quantity <= min}
        onClick={() => onChange(quantity - 1)}
      >
        <span aria-hidden="true">−</span>
      </button>
      <output
        aria-live="polite"
        aria-label={`Quantity: ${quantity}`}
        data-testid="saved-quantity"
        className="min-w-8 text-center text-lg font-semibold text-ink tabular-nums"
      >
        {quantity}
      </output>
      <button
        type="button"
        className={stepButton}
        aria-label={`Increase quantity of ${itemName}`}
        disabled={quantity >= max}
        onClick={() => onChange(quantity + 1)}
      >
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}
