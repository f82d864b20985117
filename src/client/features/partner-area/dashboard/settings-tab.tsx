import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { changePasswordFormSchema, type PartnerAccount } from '#core/accounts/account-schemas';
import { changePartnerPasswordRoute, partnerLogoRoute, replacePartnerLogoRoute } from '#core/api/partner-area-routes';
import { serverMessageOf } from '#client/shared/api-client';
import { callApi, callWithForm, urlOf } from '#client/shared/call-api';
import { markServerFieldErrors } from '#client/shared/server-field-errors';
import { refreshSession } from '#client/shared/session/session-changes';
import { showToast } from '#client/shared/toast/toast-store';
import { Button } from '#client/shared/ui/button';
import { PasswordField } from '#client/shared/ui/password-field';
import { formatPercent } from '#core/percent';
import { LogoFileField } from '../logo-file-field';
import { ClientPriceDefaultForm } from './client-price-default';

function ChangePassword() {
  const form = useForm({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const errors = form.formState.errors;
  const change = useMutation({
    mutationFn: ({ currentPassword, newPassword }: { currentPassword: string; newPassword: string }) =>
      callApi(changePartnerPasswordRoute, { body: { currentPassword, newPassword } }),
    onSuccess: () => {
      form.reset();
      showToast({
        title: 'Password Changed',
        description: 'Your other sign-ins have been signed out.',
        variant: 'success',
      });
    },
    onError: (error) => {
      // A wrong current password comes back as that field's message: it belongs under the field.
      if (markServerFieldErrors(error, form.setError, ['currentPassword', 'newPassword'])) return;
      showToast({
        title: 'Error',
        description: serverMessageOf(error) ?? 'Your password was not changed. Please try again.',
        variant: 'destructive',
      });
    },
  });
  const fields = [
    { name: 'currentPassword', label: 'Current password', purpose: 'current' },
    { name: 'newPassword', label: 'New password', purpose: 'new' },
    { name: 'confirmPassword', label: 'Confirm new password', purpose: 'new' },
  ] as const;
  return (
    <form
      noValidate
      onSubmit={(event) => void form.handleSubmit((values) => change.mutate(values))(event)}
      className="space-y-3"
    >
      <h3 className="font-semibold text-ink">Change password</h3>
      {fields.map((field) => (
        <PasswordField
          key={field.name}
          id={`settings-${field.name}`}
          label={field.label}
          purpose={field.purpose}
          registration={form.register(field.name)}
          error={errors[field.name]?.message}
          showRules={field.name === 'newPassword'}
        />
      ))}
      <Button type="submit" disabled={change.isPending}>
        {change.isPending ? 'Saving…' : 'Change password'}
      </Button>
    </form>
  );
}

function ReplaceLogo({ hasLogo }: { hasLogo: boolean }) {
  const [problem, setProblem] = useState<string | null>(null);
  // Changed after each upload, so the image shows the new logo rather than the browser's copy.
  const [logoVersion, setLogoVersion] = useState(0);
  const upload = useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('logo', file, file.name);
      return callWithForm(replacePartnerLogoRoute, body);
    },
    onSuccess: async () => {
      showToast({ title: 'Logo Updated', description: 'Your quotes now carry the new logo.', variant: 'success' });
      setLogoVersion((version) => version + 1);
      await refreshSession();
    },
    onError: (error) => {
      // The server judges the file's bytes and says what is wrong with it: that goes under the field.
      const message = serverMessageOf(error);
      if (message) setProblem(message);
      else
        showToast({
          title: 'Upload failed',
          description: 'The logo could not be sent. Please try again.',
          variant: 'destructive',
        });
    },
  });
  return (
    <div className="space-y-2">
      <h3 className="font-semibold text-ink">Business logo</h3>
      <p className="text-sm text-ink-muted">
        {hasLogo
          ? 'Your logo heads every quote, PDF and e-mail you send.'
          : 'Without a logo your quotes carry your business name in a clean text header.'}
      </p>
      {hasLogo ? (
        <img
          src={`${urlOf(partnerLogoRoute)}?v=${logoVersion}`}
          alt="Your current logo"
          className="max-h-20 max-w-full rounded border border-line bg-white object-contain p-2"
        />
      ) : null}
      <LogoFileField
        id="settings-logo"
        label={hasLogo ? 'Replace logo' : 'Add a logo'}
        hint="PNG, JPEG or WEBP, smaller than 10MB."
        error={problem}
        disabled={upload.isPending}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared so that choosing the same file again is a change too.
          event.target.value = '';
          if (!file) return;
          setProblem(null);
          upload.mutate(file);
        }}
      />
      {upload.isPending ? (
        <p role="status" className="text-sm text-ink-muted">
          Uploading…
        </p>
      ) : null}
    </div>
  );
}

/** PARTNER-18's Settings: the account read-only, with the discount; plus change password and replace logo. */
export function SettingsTab({ partner }: { partner: PartnerAccount }) {
  const facts = [
    ['Business name', partner.businessName],
    ['Contact email', partner.contactEmail],
    ['Business type', partner.businessType === 'contractor' ? 'Contractor' : 'Reseller'],
    ['Discount', formatPercent(partner.discountPercentage)],
  ] as const;
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <section aria-labelledby="account-heading" className="rounded-2xl border border-line bg-card p-5 shadow-sm">
        <h2 id="account-heading" className="text-lg font-semibold text-ink">
          Account
        </h2>
        <dl className="mt-3 space-y-2 text-sm">
          {facts.map(([label, value]) => (
            <div key={label} className="flex justify-between gap-3">
              <dt className="text-ink-muted">{label}</dt>
              <dd className="font-medium text-ink">{value}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-3 text-xs text-ink-muted">To change these details or your discount, please contact us.</p>
      </section>
      <section
        aria-label="Security and branding"
        className="space-y-6 rounded-2xl border border-line bg-card p-5 shadow-sm"
      >
        <ClientPriceDefaultForm />
        <ChangePassword />
        <ReplaceLogo hasLogo={partner.hasLogo} />
      </section>
    </div>
  );
}
