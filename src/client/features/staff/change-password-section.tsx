import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { changeOwnStaffPasswordFormSchema } from '#core/accounts/account-schemas';
import { serverMessageOf, statusOf } from '#client/shared/api-client';
import { markServerFieldErrors } from '#client/shared/server-field-errors';
import { showToast } from '#client/shared/toast/toast-store';
import { Button } from '#client/shared/ui/button';
import { PasswordField } from '#client/shared/ui/password-field';
import { TextField } from '#client/shared/ui/text-field';
import { changeOwnPassword } from './staff-api';

/**
 * Anyone signed in as staff changes their own password, proving they know the current one and,
 * with their second factor on, holding the phone: a session alone cannot do it (STAFF-20).
 */
export function ChangePasswordSection({ secondFactor }: { secondFactor: boolean }) {
  const form = useForm({
    resolver: zodResolver(changeOwnStaffPasswordFormSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '', code: '' },
  });
  const errors = form.formState.errors;
  const change = useMutation({
    mutationFn: changeOwnPassword,
    onSuccess: () => {
      form.reset();
      showToast({
        title: 'Password Changed',
        description: 'Use your new password the next time you sign in.',
        variant: 'success',
      });
    },
    onError: (error) => {
      // A code is spent once accepted, and a refused one is no use again: the field starts empty.
      form.resetField('code');
      if (markServerFieldErrors(error, form.setError, ['currentPassword', 'newPassword', 'code'])) return;
      // A wrong current password is the likeliest refusal; it belongs under that field.
      if (statusOf(error) === 401 || statusOf(error) === 403) {
        form.setError('currentPassword', {
          type: 'server',
          message: serverMessageOf(error) ?? 'Your current password is not correct',
        });
        return;
      }
      showToast({
        title: 'Error',
        description: serverMessageOf(error) ?? 'Failed to change your password. Please try again.',
        variant: 'destructive',
      });
    },
  });
  const onSubmit = form.handleSubmit(({ currentPassword, newPassword, code }) =>
    change.mutate({ currentPassword, newPassword, ...(secondFactor && code ? { code } : {}) }),
  );

  return (
    <section
      aria-labelledby="change-password-heading"
      className="rounded-2xl border border-line bg-card p-5 shadow-sm sm:p-6"
    >
      <h2 id="change-password-heading" className="text-xl font-semibold text-ink">
        Change Your Password
      </h2>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="mt-4 grid gap-4 sm:max-w-md">
        <PasswordField
          id="current-password"
          label="Current password"
          purpose="current"
          registration={form.register('currentPassword')}
          error={errors.currentPassword?.message}
        />
        <PasswordField
          id="new-password"
          label="New password"
          purpose="new"
          hint="At least 8 characters."
          registration={form.register('newPassword')}
          error={errors.newPassword?.message}
        />
        <PasswordField
          id="confirm-new-password"
          label="Confirm new password"
          purpose="new"
          registration={form.register('confirmPassword')}
          error={errors.confirmPassword?.message}
        />
        {secondFactor ? (
          <TextField
            id="change-password-code"
            label="Code from your authenticator app"
            hint="Or one of your recovery codes."
            autoComplete="one-time-code"
            registration={form.register('code')}
            error={errors.code?.message}
          />
        ) : null}
        <div>
          <Button type="submit" disabled={change.isPending}>
            {change.isPending ? 'Changing Password...' : 'Change Password'}
          </Button>
        </div>
      </form>
    </section>
  );
}
