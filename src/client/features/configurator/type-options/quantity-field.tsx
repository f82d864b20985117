import { changeQuantity, type SurfaceDraft } from '#core/surface/surface-rules';
import { NumberField } from '#client/shared/ui/number-field';

interface Props {
  draft: SurfaceDraft;
  error: string | undefined;
  onUpdate: (rule: (draft: SurfaceDraft) => SurfaceDraft) => void;
  unitLabel: string;
}

/**
 * CONF-07: quantity is asked only for treads and shelves. While typing, the raw number is
 * kept so an out-of-range value shows its message; leaving the field applies the shared
 * rule (1 to 50, never below 1).
 */
export function QuantityField({ draft, error, onUpdate, unitLabel }: Props) {
  return (
    <NumberField
      id="quantity"
      label="Quantity"
      className="max-w-[12rem]"
      value={draft.quantity}
      onChange={(value) => onUpdate((d) => ({ ...d, quantity: value ?? Number.NaN }))}
      onBlur={() =>
        onUpdate((d) =>
          Number.isInteger(d.quantity) && d.quantity >= 1 && d.quantity <= 50 ? d : changeQuantity(d, d.quantity),
        )
      }
      error={error}
      hint={`How many identical ${unitLabel}, 1–50.`}
    />
  );
}
