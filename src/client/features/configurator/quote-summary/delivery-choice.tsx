import { formatRand } from '#core/money';
import type { DeliveryMethod } from '#core/surface/surface-options';
import { RadioCards } from './radio-cards';

interface Props {
  delivery: DeliveryMethod;
  /** What shipping costs for these surfaces, or null while it cannot be priced. */
  shippingCents: number | null;
  insurance: boolean;
  insuranceCents: number;
  insurancePercent: string;
  onDeliveryChange: (delivery: DeliveryMethod) => void;
  onInsuranceChange: (insurance: boolean) => void;
}

/** QUOTE-08: the workshop's collection hours. */
export const COLLECTION_HOURS = 'Mon–Fri 8:00–17:00, Sat 8:00–13:00';

/** QUOTE-08: nationwide shipping (default) or collection at the workshop (free); insurance only with shipping. */
export function DeliveryChoice({
  delivery,
  shippingCents,
  insurance,
  insuranceCents,
  insurancePercent,
  onDeliveryChange,
  onInsuranceChange,
}: Props) {
  return (
    <div>
      <h3 id="delivery-method-heading" className="text-base font-semibold text-ink">
        Delivery
      </h3>
      <div className="mt-2">
        <RadioCards
          labelledBy="delivery-method-heading"
          columnsClassName="sm:grid-cols-2 lg:grid-cols-1"
          value={delivery}
          onChange={onDeliveryChange}
          choices={[
            {
              value: 'shipping',
              label: 'Nationwide shipping',
              description:
                shippingCents === null ? 'Priced by weight' : `${formatRand(shippingCents)}, priced by weight`,
            },
            { value: 'collect', label: 'Collect at our Nelspruit workshop', description: 'Free' },
          ]}
        />
      </div>
      {delivery === 'collect' ? (
        <p className="mt-3 rounded-lg bg-walnut-50 px-3 py-2 text-sm text-ink" data-testid="collection-hours">
          <span className="font-semibold">Workshop hours:</span> {COLLECTION_HOURS}. We let you know when your order is
          ready.
        </p>
      ) : (
        <div className="mt-3 flex items-start gap-2.5">
          <input
            id="shipping-insurance"
            type="checkbox"
            checked={insurance}
            onChange={(event) => onInsuranceChange(event.target.checked)}
            aria-describedby="shipping-insurance-hint"
            className="mt-0.5 h-5 w-5 shrink-0 accent-walnut-700"
          />
          <div>
            <label htmlFor="shipping-insurance" className="text-sm font-medium text-ink">
              Add shipping insurance
            </label>
            <p id="shipping-insurance-hint" className="text-sm text-ink-muted">
              {insurancePercent} of the subtotal{insurance ? `: ${formatRand(insuranceCents)}` : ''}. Covers your order
              in transit.
            </p>
          </div>
        </div>
      )}
    </div>
  );
}
