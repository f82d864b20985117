import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import { BUSINESS_TYPES, partnerApplicationSchema, type PartnerApplicationInput } from '#core/accounts/account-schemas';
import { statusOf } from '#client/shared/api-client';
import { BUSINESS_TYPE_LABELS } from '#client/shared/business-type-label';
import { markServerFieldErrors } from '#client/shared/server-field-errors';
import { Button } from '#client/shared/ui/button';
import { FieldMessage } from '#client/shared/ui/field-message';
import { TextAreaField, TextField } from '#client/shared/ui/text-field';
import { submitApplication } from './partner-api';

const FIELD_NAMES = [
  'businessName',
  'businessType',
  'contactName',
  'contactEmail',
  'contactPhone',
  'businessAddress',
  'vatNumber',
  'website',
  'note',
] as const;

function problemOf(error: unknown): string | null {
  const status = statusOf(error);
  if (status === 400) return null;
  if (status === 429)
    return 'We have received several applications from this connection in a short time. Please try again in a little while.';
  return 'We could not send your application just now. Please try again.';
}

/** PARTNER-03: the public application, validated by the schema the server applies. */
export function ApplicationForm({
  onSubmitted,
}: {
  onSubmitted: (application: { businessName: string; contactEmail: string }) => void;
}) {
  const form = useForm<PartnerApplicationInput, unknown, ReturnType<typeof partnerApplicationSchema.parse>>({
    resolver: zodResolver(partnerApplicationSchema),
    defaultValues: {
      businessName: '',
      contactName: '',
      contactEmail: '',
      contactPhone: '',
      businessAddress: '',
      vatNumber: '',
      website: '',
      note: '',
    },
  });
  const errors = form.formState.errors;
  const apply = useMutation({
    mutationFn: submitApplication,
    onSuccess: (_data, application) => onSubmitted(application),
    onError: (error) => markServerFieldErrors(error, form.setError, FIELD_NAMES),
  });
  const onSubmit = form.handleSubmit((application) => apply.mutate(application));
  const problem = apply.isError ? problemOf(apply.error) : null;

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
      <TextField
        id="apply-business-name"
        label="Business name"
        autoComplete="organization"
        registration={form.register('businessName')}
        error={errors.businessName?.message}
      />
      <BusinessTypeChoice registration={form.register('businessType')} error={errors.businessType?.message} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id="apply-contact-name"
          label="Contact name"
          autoComplete="name"
          registration={form.register('contactName')}
          error={errors.contactName?.message}
        />
        <TextField
          id="apply-email"
          label="Email"
          type="email"
          autoComplete="email"
          registration={form.register('contactEmail')}
          error={errors.contactEmail?.message}
        />
        <TextField
          id="apply-phone"
          label="Phone"
          type="tel"
          autoComplete="tel"
          registration={form.register('contactPhone')}
          error={errors.contactPhone?.message}
        />
        <TextField
          id="apply-vat"
          label="VAT number (optional)"
          inputMode="numeric"
          autoComplete="off"
          registration={form.register('vatNumber')}
          error={errors.vatNumber?.message}
        />
      </div>
      <TextAreaField
        id="apply-address"
        label="Business address"
        rows={3}
        autoComplete="street-address"
        registration={form.register('businessAddress')}
        error={errors.businessAddress?.message}
      />
      <TextField
        id="apply-website"
        label="Website (optional)"
        type="url"
        autoComplete="url"
        registration={form.register('website')}
        error={errors.website?.message}
      />
      <TextAreaField
        id="apply-note"
        label="A short note (optional)"
        hint="The kind of projects you do, or the volume you expect."
        registration={form.register('note')}
        error={errors.note?.message}
      />
      {problem ? (
        <p role="alert" className="rounded-lg border border-walnut-300 bg-walnut-50 px-3 py-2 text-sm text-ink">
          {problem}
        </p>
      ) : null}
      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={apply.isPending}>
        {apply.isPending ? 'Sending Application...' : 'Send Application'}
      </Button>
    </form>
  );
}

/** The business type, one radio per type. */
function BusinessTypeChoice({
  registration,
  error,
}: {
  registration: UseFormRegisterReturn<'businessType'>;
  error: string | undefined;
}) {
  return (
    <fieldset aria-describedby={error ? 'apply-business-type-message' : undefined}>
      <legend className="text-sm font-medium text-ink">Business type</legend>
      <div className="mt-1.5 flex flex-wrap gap-3">
        {BUSINESS_TYPES.map((type) => (
          <label
            key={type}
            className="flex min-w-36 flex-1 cursor-pointer items-center gap-2.5 rounded-lg border border-line-strong bg-white px-3 py-2.5 has-checked:border-walnut-600 has-checked:bg-walnut-50"
          >
            <input type="radio" value={type} className="h-4 w-4 accent-walnut-700" {...registration} />
            <span className="text-ink">{BUSINESS_TYPE_LABELS[type]}</span>
          </label>
        ))}
      </div>
      <FieldMessage id="apply-business-type-message" error={error} />
    </fieldset>
  );
}
