import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import {
  DEFAULT_DISCOUNT_PERCENTAGE,
  discountPercentageSchema,
  MAX_DISCOUNT_PERCENTAGE,
} from '#core/accounts/account-schemas';
import { cx } from '#client/shared/cx';
import { Button } from '#client/shared/ui/button';
import { FieldMessage } from '#client/shared/ui/field-message';
import { INPUT_CLASSES, inputStateClasses } from '#client/shared/ui/text-field';
import { formatPercent } from '#core/percent';

const approveFormSchema = z.object({ discountPercentage: discountPercentageSchema });

interface Props {
  applicationId: number;
  pending: boolean;
  onApprove: (discountPercentage: number) => void;
}

/** PARTNER-04: staff choose the partner's discount, 0–30 %, 10 % unless they change it. */
export function ApproveForm({ applicationId, pending, onApprove }: Props) {
  const form = useForm({
    resolver: zodResolver(approveFormSchema),
    defaultValues: { discountPercentage: DEFAULT_DISCOUNT_PERCENTAGE },
  });
  const error = form.formState.errors.discountPercentage?.message;
  const inputId = `discount-${applicationId}`;
  const onSubmit = form.handleSubmit(({ discountPercentage }) => onApprove(discountPercentage));

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-wrap items-end gap-3">
      <div className="w-32">
        <label htmlFor={inputId} className="block text-sm font-medium text-ink">
          Discount (%)
        </label>
        <input
          id={inputId}
          type="number"
          inputMode="decimal"
          min={0}
          max={MAX_DISCOUNT_PERCENTAGE}
          step={0.01}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${inputId}-message`}
          className={cx(INPUT_CLASSES, inputStateClasses(error))}
          {...form.register('discountPercentage', { valueAsNumber: true })}
        />
      </div>
      <Button type="submit" disabled={pending}>
        {pending ? 'Approving...' : 'Approve'}
      </Button>
      <div className="basis-full">
        <FieldMessage
          id={`${inputId}-message`}
          error={error}
          hint={`0 to ${formatPercent(MAX_DISCOUNT_PERCENTAGE)} off every product the partner quotes.`}
        />
      </div>
    </form>
  );
}
