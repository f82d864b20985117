import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm, type Path } from 'react-hook-form';
import { z } from 'zod';
import {
  BANK_ACCOUNT_TYPES,
  ownerSettingsSchema,
  type OwnerSettings,
  type StoredOwnerSettings,
} from '#core/invoicing/owner-settings';
import { saveOwnerSettingsRoute } from '#core/api/invoicing-routes';
import { ApiError, serverMessageOf } from '#client/shared/api-client';
import { callApi } from '#client/shared/call-api';
import { cx } from '#client/shared/cx';
import { markServerFieldErrors } from '#client/shared/server-field-errors';
import { Button } from '#client/shared/ui/button';
import { FieldMessage } from '#client/shared/ui/field-message';
import { INPUT_CLASSES, inputStateClasses, TextAreaField, TextField } from '#client/shared/ui/text-field';

/** The owner types the deposit as a percentage; the server keeps basis points. */
const formSchema = ownerSettingsSchema.omit({ depositShareBasisPoints: true }).extend({
  depositSharePercent: z
    .number({ error: 'Enter the deposit share' })
    .min(0, 'The deposit share is 0 % to 100 %')
    .max(100, 'The deposit share is 0 % to 100 %')
    .refine(
      (value) => Number.isInteger(Math.round(value * 100 * 1e6) / 1e6),
      'The deposit share has at most two decimals',
    ),
});
export type BusinessDetailsForm = z.infer<typeof formSchema>;

export const TEXT_FIELDS = [
  { name: 'registeredName', label: 'Registered name' },
  { name: 'tradingName', label: 'Trading name' },
  { name: 'vatNumber', label: 'VAT number', hint: '10 digits, starting with 4' },
  { name: 'bankAccountHolder', label: 'Account holder' },
  { name: 'bankName', label: 'Bank' },
  { name: 'bankBranchCode', label: 'Branch code', hint: '6 digits' },
  { name: 'bankAccountNumber', label: 'Account number' },
] as const satisfies readonly { name: Path<BusinessDetailsForm>; label: string; hint?: string }[];

export const formValuesOf = (stored: StoredOwnerSettings): BusinessDetailsForm => ({
  ...stored,
  depositSharePercent: stored.depositShareBasisPoints / 100,
});

const depositErrorOf = (error: unknown) =>
  error instanceof ApiError ? error.detail?.fields?.depositShareBasisPoints : undefined;

export const settingsOf = ({ depositSharePercent, ...rest }: BusinessDetailsForm): OwnerSettings => ({
  ...rest,
  depositShareBasisPoints: Math.round(depositSharePercent * 100),
});

/** ADR 047: the business's details as invoices print them, checked as the server checks them. */
export function BusinessDetailsFields({
  stored,
  onSaved,
}: {
  stored: StoredOwnerSettings;
  onSaved: (saved: StoredOwnerSettings) => void;
}) {
  const form = useForm<BusinessDetailsForm>({ resolver: zodResolver(formSchema), defaultValues: formValuesOf(stored) });
  const errors = form.formState.errors;
  const save = useMutation({
    mutationFn: (values: BusinessDetailsForm) => callApi(saveOwnerSettingsRoute, { body: settingsOf(values) }),
    onSuccess: onSaved,
    onError: (error) => {
      markServerFieldErrors(error, form.setError, [
        ...TEXT_FIELDS.map((field) => field.name),
        'address',
        'paymentTerms',
        'bankAccountType',
      ]);
      const depositError = depositErrorOf(error);
      if (depositError) form.setError('depositSharePercent', { type: 'server', message: depositError });
    },
  });
  const pending = save.isPending;
  const onSave = (values: BusinessDetailsForm) => save.mutate(values);
  const depositError = errors.depositSharePercent?.message;
  const typeError = errors.bankAccountType?.message;
  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(onSave)(event)} className="grid max-w-2xl gap-4">
      {TEXT_FIELDS.map((field) => (
        <TextField
          key={field.name}
          id={`business-${field.name}`}
          label={field.label}
          registration={form.register(field.name)}
          error={errors[field.name]?.message}
          hint={'hint' in field ? field.hint : undefined}
        />
      ))}
      <div>
        <label htmlFor="business-bankAccountType" className="block text-sm font-medium text-ink">
          Account type
        </label>
        <select
          id="business-bankAccountType"
          aria-invalid={typeError ? true : undefined}
          className={cx(INPUT_CLASSES, inputStateClasses(typeError))}
          {...form.register('bankAccountType')}
        >
          {BANK_ACCOUNT_TYPES.map((type) => (
            <option key={type} value={type}>
              {type[0]?.toUpperCase()}
              {type.slice(1)}
            </option>
          ))}
        </select>
        <FieldMessage id="business-bankAccountType-message" error={typeError} />
      </div>
      <TextAreaField
        id="business-address"
        label="Address"
        registration={form.register('address')}
        error={errors.address?.message}
        rows={3}
      />
      <div>
        <label htmlFor="business-deposit" className="block text-sm font-medium text-ink">
          Deposit share (%)
        </label>
        <input
          id="business-deposit"
          type="number"
          inputMode="decimal"
          step={0.01}
          aria-invalid={depositError ? true : undefined}
          aria-describedby="business-deposit-message"
          className={cx(INPUT_CLASSES, inputStateClasses(depositError), 'w-32')}
          {...form.register('depositSharePercent', { valueAsNumber: true })}
        />
        <FieldMessage
          id="business-deposit-message"
          error={depositError}
          hint="Of the accepted total, invoiced on acceptance."
        />
      </div>
      <TextAreaField
        id="business-paymentTerms"
        label="Payment terms"
        registration={form.register('paymentTerms')}
        error={errors.paymentTerms?.message}
        rows={3}
      />
      <div>
        <Button type="submit" disabled={pending}>
          {pending ? 'Saving…' : 'Save the business details'}
        </Button>
        {save.isSuccess ? (
          <p role="status" className="mt-2 text-sm text-ink">
            Saved: invoices and quote PDFs print these details from now on.
          </p>
        ) : null}
        {save.error ? (
          <p role="alert" className="mt-2 text-sm text-danger-700">
            {serverMessageOf(save.error) ?? 'The details could not be saved. Please try again.'}
          </p>
        ) : null}
      </div>
    </form>
  );
}
