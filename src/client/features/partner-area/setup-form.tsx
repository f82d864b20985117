import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type ChangeEvent } from 'react';
import { useForm } from 'react-hook-form';
import { partnerSetupFormSchema, type SetupLinkDetails } from '#core/accounts/account-schemas';
import { ApiError, serverMessageOf } from '#client/shared/api-client';
import { markServerFieldErrors } from '#client/shared/server-field-errors';
import { dismissToast, showToast } from '#client/shared/toast/toast-store';
import { Button } from '#client/shared/ui/button';
import { PasswordField } from '#client/shared/ui/password-field';
import { TextField } from '#client/shared/ui/text-field';
import { LOGO_TYPES, LogoFileField } from './logo-file-field';
import { completeSetup } from './partner-api';

const LOGO_MAX_BYTES = 5 * 1024 * 1024;

/** The server checks the bytes again; this spares a partner uploading a file that cannot be used. */
function logoProblem(file: File): string | null {
  if (!LOGO_TYPES.includes(file.type)) return 'Please choose a PNG, JPEG or WEBP image.';
  if (file.size > LOGO_MAX_BYTES) return 'The logo must be smaller than 5 MB';
  return null;
}

interface Props {
  token: string;
  details: SetupLinkDetails;
  onComplete: (username: string) => void;
}

/** PARTNER-07, PARTNER-08: username, optional logo, password twice; a mismatch also raises PARTNER-08's toast. */
export function SetupForm({ token, details, onComplete }: Props) {
  const form = useForm({
    resolver: zodResolver(partnerSetupFormSchema),
    defaultValues: { username: '', password: '', confirmPassword: '' },
  });
  const errors = form.formState.errors;
  const [logo, setLogo] = useState<File | null>(null);
  const [logoError, setLogoError] = useState<string | null>(null);
  // A failed attempt's toast would otherwise stay over 'Setup Complete!' when the retry succeeds.
  const failureToastId = useRef<string | null>(null);

  const setup = useMutation({
    mutationFn: completeSetup,
    onSuccess: ({ username }) => {
      if (failureToastId.current) dismissToast(failureToastId.current);
      failureToastId.current = null;
      onComplete(username);
    },
    onError: (error) => {
      markServerFieldErrors(error, form.setError, ['username', 'password']);
      const message = serverMessageOf(error);
      // The logo is not a field of the form's schema, so its message is placed by hand.
      const logoMessage = error instanceof ApiError ? error.detail?.fields?.logo : undefined;
      if (logoMessage) setLogoError(logoMessage);
      failureToastId.current = showToast({
        title: 'Setup Failed',
        description: message ?? 'Please try again.',
        variant: 'destructive',
      });
    },
  });

  const onLogo = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    const problem = file ? logoProblem(file) : null;
    setLogoError(problem);
    setLogo(problem ? null : file);
    if (problem) event.target.value = '';
  };

  const onSubmit = form.handleSubmit(
    ({ username, password }) => setup.mutate({ token, professionalUserId: details.id, username, password, logo }),
    () => {
      const { password, confirmPassword } = form.getValues();
      if (password && confirmPassword && password !== confirmPassword) {
        showToast({ title: 'Password Mismatch', description: 'Passwords do not match.', variant: 'destructive' });
      }
    },
  );

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
      <TextField
        id="setup-username"
        label="Username"
        autoComplete="username"
        registration={form.register('username')}
        error={errors.username?.message}
      />
      <LogoFileField
        id="setup-logo"
        label="Business Logo (optional)"
        hint="PNG, JPEG or WEBP. It heads the quotes you send to your clients."
        error={logoError}
        onChange={onLogo}
      />
      <PasswordField
        id="setup-password"
        purpose="new"
        showRules
        registration={form.register('password')}
        error={errors.password?.message}
      />
      <PasswordField
        id="setup-confirm-password"
        label="Confirm Password"
        purpose="new"
        registration={form.register('confirmPassword')}
        error={errors.confirmPassword?.message}
      />
      <Button type="submit" size="lg" className="w-full" disabled={setup.isPending}>
        {setup.isPending ? 'Creating Account...' : 'Complete Setup'}
      </Button>
    </form>
  );
}
