import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { changePasswordFormSchema, type PartnerAccount } from '../../../../core/accounts/account-schemas';
import { postData } from '../../../shared/api-client';
import { refreshSession } from '../../../shared/session/use-session';
import { showToast } from '../../../shared/toast/toast-store';
import { Button } from '../../../shared/ui/button';
import { PasswordField } from '../../../shared/ui/password-field';
import { formatPercent } from '../../../../core/percent';

function ChangePassword() {
  const form = useForm({ resolver: zodResolver(changePasswordFormSchema), defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' } });
  const errors = form.formState.errors;
  const change = useMutation({
    mutationFn: ({ currentPassword, newPassword }: { currentPassword: string; newPassword: string }) =>
      postData('/api/professional/password', { currentPassword, newPassword }),
    onSuccess: () => {
      form.reset();
      showToast({ title: 'Password Changed', description: 'Your other sign-ins have been signed out.', variant: 'success' });
    },
    onError: () => showToast({ title: 'Error', description: 'Your password was not changed. Check your current password and try again.', variant: 'destructive' }),
  });
  const fields = [
    { name: 'currentPassword', label: 'Current password', purpose: 'current' },
    { name: 'newPassword', label: 'New password', purpose: 'new' },
    { name: 'confirmPassword', label: 'Confirm new password', purpose: 'new' },
  ] as const;
  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit((values) => change.mutate(values))(event)} className="space-y-3">
      <h3 className="font-semibold text-ink">Change password</h3>
      {fields.map((field) => (
        <PasswordField
          key={field.name}
          id={`settings-${field.name}`}
          label={field.label}
          purpose={field.purpose}
          registration={form.register(field.name)}
          error={errors[field.name]?.message}
        />
      ))}
      <Button type="submit" disabled={change.isPending}>
        {change.isPending ? 'Saving…' : 'Change password'}
      </Button>
    </form>
  );
}

function ReplaceLogo({ hasLogo }: { hasLogo: boolean }) {
  const upload = useMutation({
    mutationFn: async (file: File) => {
      const body = new FormData();
      body.append('logo', file, file.name);
      const response = await fetch('/api/professional/logo', { method: 'POST', body, credentials: 'include' });
      if (!response.ok) throw new Error(`${response.status}: logo refused`);
    },
    onSuccess: async () => {
      showToast({ title: 'Logo Updated', description: 'Your quotes now carry the new logo.', variant: 'success' });
      await refreshSession();
    },
    onError: () => showToast({ title: 'Upload failed', description: 'Please upload a PNG, JPEG or WebP image smaller than 10MB.', variant: 'destructive' }),
  });
  return (
    <div className="space-y-2">
      <h3 className="font-semibold text-ink">Business logo</h3>
      <p className="text-sm text-ink-muted">{hasLogo ? 'Your logo heads every quote, PDF and e-mail you send.' : 'Without a logo your quotes carry your business name in a clean text header.'}</p>
      <label htmlFor="settings-logo" className="text-sm font-medium text-ink">
        {hasLogo ? 'Replace logo' : 'Add a logo'}
      </label>
      <input
        id="settings-logo"
        type="file"
        accept="image/png,image/jpeg,image/webp"
        disabled={upload.isPending}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) upload.mutate(file);
          event.target.value = '';
        }}
        className="block text-sm"
      />
    </div>
  );
}

/** SPEC §2 Settings: the account read-only, with the discount; plus change password and replace logo (issue 13). */
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
      <section aria-label="Security and branding" className="space-y-6 rounded-2xl border border-line bg-card p-5 shadow-sm">
        <ChangePassword />
        <ReplaceLogo hasLogo={partner.hasLogo} />
      </section>
    </div>
  );
}
