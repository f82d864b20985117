import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm, useWatch, type Path } from 'react-hook-form';
import { z } from 'zod';
import { analyticsDay } from '#core/analytics/analytics-day';
import { recordPaymentRoute } from '#core/api/invoicing-routes';
import { PAYMENT_METHOD_LABELS, paymentMethodLabel } from '#core/invoicing/invoice-labels';
import { PAYMENT_METHODS, recordPaymentSchema, type InvoiceDetail } from '#core/invoicing/invoice-schemas';
import { formatRand } from '#core/money';
import { parseRand } from '#core/money-input';
import { ApiError, serverMessageOf } from '#client/shared/api-client';
import { callApi } from '#client/shared/call-api';
import { cx } from '#client/shared/cx';
import { Button } from '#client/shared/ui/button';
import { DateField } from '#client/shared/ui/date-field';
import { FieldMessage } from '#client/shared/ui/field-message';
import { INPUT_CLASSES, inputStateClasses, TextField } from '#client/shared/ui/text-field';
import { standingText, useRefreshInvoices } from './invoice-mutations';

const { amountCents, paidOn, method, reference } = recordPaymentSchema.shape;

/** Staff type rands; the server takes whole cents, checked here by the server's own rule for them. */
const formSchema = z.object({
  amount: z.string().superRefine((text, context) => {
    const cents = parseRand(text);
    const message = Number.isNaN(cents)
      ? 'Enter the amount in rand, such as 1234.56'
      : amountCents.safeParse(cents).error?.issues[0]?.message;
    if (message) context.addIssue({ code: 'custom', message });
  }),
  paidOn,
  method,
  reference,
});
type PaymentForm = z.infer<typeof formSchema>;

/** The server's field for each of the form's: only the amount is named differently. */
const SERVER_FIELDS: Record<string, Path<PaymentForm>> = {
  amountCents: 'amount',
  paidOn: 'paidOn',
  method: 'method',
  reference: 'reference',
};

/** Paid today by default: the workshop's day (Africa/Johannesburg), the calendar invoices are dated in. */
const blankPayment = (): PaymentForm => ({
  amount: '',
  paidOn: analyticsDay(new Date()),
  method: 'eft',
  reference: '',
});

/**
 * ADR 047: a payment recorded by hand against an invoice. A part payment leaves the rest owing; more than is owing is
 * taken and shows as overpaid, as the server decides.
 */
export function RecordPaymentForm({ invoice }: { invoice: InvoiceDetail }) {
  const refresh = useRefreshInvoices();
  const [recorded, setRecorded] = useState<string | null>(null);
  const form = useForm<PaymentForm>({ resolver: zodResolver(formSchema), defaultValues: blankPayment() });
  const errors = form.formState.errors;
  const record = useMutation({
    mutationFn: ({ amount, ...values }: PaymentForm) =>
      callApi(recordPaymentRoute, {
        params: { id: invoice.id },
        body: { ...values, amountCents: parseRand(amount), reference: values.reference.trim() },
      }),
    onMutate: () => setRecorded(null),
    onSuccess: async (answer, values) => {
      setRecorded(
        `Recorded ${formatRand(parseRand(values.amount))} by ${paymentMethodLabel(values.method)}. ${standingText(answer)}`,
      );
      form.reset(blankPayment());
      await refresh();
    },
    onError: (error) => {
      const fields = error instanceof ApiError ? (error.detail?.fields ?? {}) : {};
      for (const [name, message] of Object.entries(fields)) {
        const field = SERVER_FIELDS[name];
        if (field && message) form.setError(field, { type: 'server', message });
      }
    },
  });
  const typed = parseRand(useWatch({ control: form.control, name: 'amount' }));
  const over =
    Number.isFinite(typed) && typed > invoice.owingCents
      ? `More than the ${formatRand(Math.max(invoice.owingCents, 0))} owing: the invoice will show as overpaid.`
      : undefined;
  const methodError = errors.method?.message;
  return (
    <section aria-labelledby="record-payment" className="rounded-xl border border-line bg-card p-4">
      <h2 id="record-payment" className="mb-3 text-lg font-semibold">
        Record a payment
      </h2>
      <form
        noValidate
        onSubmit={(event) => void form.handleSubmit((values) => record.mutate(values))(event)}
        className="grid gap-4 sm:grid-cols-2"
      >
        <TextField
          id="payment-amount"
          label="Amount (R)"
          inputMode="decimal"
          autoComplete="off"
          registration={form.register('amount')}
          error={errors.amount?.message}
          hint={over ?? `${formatRand(Math.max(invoice.owingCents, 0))} owing`}
        />
        <div className="text-sm font-medium text-ink">
          <Controller
            control={form.control}
            name="paidOn"
            render={({ field }) => (
              <DateField label="Paid on" value={field.value} onChange={field.onChange} className="gap-1.5" />
            )}
          />
          <FieldMessage id="payment-paidOn-message" error={errors.paidOn?.message} />
        </div>
        <div>
          <label htmlFor="payment-method" className="block text-sm font-medium text-ink">
            Method
          </label>
          <select
            id="payment-method"
            aria-invalid={methodError ? true : undefined}
            aria-describedby={methodError ? 'payment-method-message' : undefined}
            className={cx(INPUT_CLASSES, inputStateClasses(methodError))}
            {...form.register('method')}
          >
            {PAYMENT_METHODS.map((value) => (
              <option key={value} value={value}>
                {PAYMENT_METHOD_LABELS[value]}
              </option>
            ))}
          </select>
          <FieldMessage id="payment-method-message" error={methodError} />
        </div>
        <TextField
          id="payment-reference"
          label="Reference"
          maxLength={120}
          autoComplete="off"
          registration={form.register('reference')}
          error={errors.reference?.message}
          hint="The bank’s reference or a receipt number; may be blank."
        />
        <div className="sm:col-span-2">
          <Button type="submit" disabled={record.isPending}>
            {record.isPending ? 'Recording…' : 'Record the payment'}
          </Button>
          {recorded ? (
            <p role="status" className="mt-2 text-sm text-ink">
              {recorded}
            </p>
          ) : null}
          {record.error ? (
            <p role="alert" className="mt-2 text-sm text-danger-700">
              {serverMessageOf(record.error) ?? 'The payment could not be recorded. Please try again.'}
            </p>
          ) : null}
        </div>
      </form>
    </section>
  );
}
