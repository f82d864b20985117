import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { confirmSecondFactorSchema, staffLoginSchema, type SignedInStaff } from '#core/accounts/account-schemas';
import { ApiError, serverMessageOf, statusOf } from '#client/shared/api-client';
import { safeNextPath } from '#client/shared/session/safe-next-path';
import { replaceSession } from '#client/shared/session/session-changes';
import { useSession } from '#client/shared/session/use-session';
import { markServerFieldErrors } from '#client/shared/server-field-errors';
import { Button } from '#client/shared/ui/button';
import { FormCard, FormPage } from '#client/shared/ui/form-page';
import { PasswordField } from '#client/shared/ui/password-field';
import { TextField } from '#client/shared/ui/text-field';
import { useDocumentTitle } from '#client/shared/use-document-title';
import { signInStaff, signInStaffWithCode } from './staff-api';

/** What went wrong, in words a person can act on (the server gives the same answer for an unknown e-mail). */
function signInProblem(error: unknown): string {
  const status = statusOf(error);
  if (status === 401) return serverMessageOf(error) ?? 'Incorrect email or password';
  if (status === 429) return 'Too many sign-in attempts. Please wait 15 minutes, then try again.';
  // A page at another address than the server's (127.0.0.1 for localhost): retrying never helps, the server names where
  // to go.
  if (error instanceof ApiError && error.detail?.code === 'wrong_origin') return error.detail.message;
  return 'We could not sign you in just now. Please try again.';
}

function Problem({ message }: { message: string | null }) {
  return message ? (
    <p
      role="alert"
      className="mt-4 rounded-lg border border-danger-700/30 bg-danger-50 px-3 py-2 text-sm font-medium text-danger-700"
    >
      {message}
    </p>
  ) : null;
}

/** STAFF-18: how a sole owner with neither phone nor recovery codes clears the factor on the server. */
const resetCommand = (email: string) =>
  `npm run create-owner -- --email ${email.trim() || 'YOUR-EMAIL'} --reset-second-factor`;

/**
 * STAFF-16: the second step for a member with a second factor, after a right password: the
 * six-digit code the authenticator app shows, or one of the recovery codes. Back starts again.
 */
function CodeStep({
  email,
  pendingSignIn,
  onSignedIn,
  onRestart,
}: {
  email: string;
  pendingSignIn: string;
  onSignedIn: (staff: SignedInStaff) => void;
  onRestart: (message: string | null) => void;
}) {
  const form = useForm({ resolver: zodResolver(confirmSecondFactorSchema), defaultValues: { code: '' } });
  const verify = useMutation({
    mutationFn: ({ code }: { code: string }) => signInStaffWithCode({ pendingSignIn, code }),
    onSuccess: ({ staff }) => onSignedIn(staff),
    onError: (error) => {
      form.resetField('code');
      // The pending sign-in expired (or the password changed): the password step again, saying why.
      if (statusOf(error) === 401 && /expired/.test(serverMessageOf(error) ?? '')) onRestart(serverMessageOf(error));
    },
  });
  const onSubmit = form.handleSubmit((values) => verify.mutate(values));
  const problem = verify.isError && statusOf(verify.error) !== 400 ? signInProblem(verify.error) : null;
  return (
    <>
      <h1 className="text-2xl font-semibold text-ink">Enter Your Code</h1>
      <p className="mt-1 text-sm text-ink-muted">
        Open your authenticator app and enter the 6-digit code it shows for Grainline, or one of your recovery codes.
      </p>
      <Problem message={problem} />
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="mt-5 space-y-4">
        <TextField
          id="staff-code"
          label="Code"
          autoComplete="one-time-code"
          inputMode="text"
          autoFocus
          registration={form.register('code')}
          error={
            form.formState.errors.code?.message ??
            (verify.isError && statusOf(verify.error) === 400
              ? (serverMessageOf(verify.error) ?? undefined)
              : undefined)
          }
        />
        <Button type="submit" size="lg" className="w-full" disabled={verify.isPending}>
          {verify.isPending ? 'Checking...' : 'Verify and Sign In'}
        </Button>
      </form>
      <button
        type="button"
        onClick={() => onRestart(null)}
        className="mt-5 text-sm font-semibold text-walnut-700 underline-offset-4 hover:underline"
      >
        Back to email and password
      </button>
      <p className="mt-3 text-sm text-ink-muted">
        Lost your phone? Enter one of your recovery codes above. Without them, another owner resets your second factor
        at Your Account; a sole owner runs this on the server:
      </p>
      <code className="mt-1.5 block rounded-lg bg-walnut-50 px-3 py-2 font-mono text-xs text-ink">
        {/* Broken only between words: a line break inside `--email` would be copied as typed. */}
        {resetCommand(email)
          .split(' ')
          .map((word, index) => (
            <span key={index} className="whitespace-nowrap">
              {index > 0 ? ' ' : ''}
              {word}
            </span>
          ))}
      </code>
    </>
  );
}

/** STAFF-01: staff sign in here; `?next=` brings them back to the screen they asked for. */
export function StaffLoginScreen() {
  useDocumentTitle('Staff Sign In');
  const [params] = useSearchParams();
  const next = safeNextPath(params.get('next'), '/admin');
  const session = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const form = useForm({ resolver: zodResolver(staffLoginSchema), defaultValues: { email: '', password: '' } });
  const errors = form.formState.errors;
  const [pendingSignIn, setPendingSignIn] = useState<string | null>(null);
  const [restartMessage, setRestartMessage] = useState<string | null>(null);

  const signedIn = (staff: SignedInStaff) => {
    replaceSession(queryClient, { kind: 'staff', staff });
    void navigate(next, { replace: true });
  };
  const signIn = useMutation({
    mutationFn: signInStaff,
    onSuccess: (answer) => {
      form.resetField('password');
      if ('staff' in answer) signedIn(answer.staff);
      else setPendingSignIn(answer.pendingSignIn);
    },
    onError: (error) => {
      form.resetField('password');
      markServerFieldErrors(error, form.setError, ['email', 'password']);
    },
  });

  if (session.data?.kind === 'staff' && !signIn.isPending) return <Navigate to={next} replace />;

  const onSubmit = form.handleSubmit((credentials) => {
    setRestartMessage(null);
    signIn.mutate(credentials);
  });
  const problem =
    restartMessage ?? (signIn.isError && statusOf(signIn.error) !== 400 ? signInProblem(signIn.error) : null);

  return (
    <FormPage>
      <FormCard>
        {pendingSignIn ? (
          <CodeStep
            email={form.getValues('email')}
            pendingSignIn={pendingSignIn}
            onSignedIn={signedIn}
            onRestart={(message) => {
              signIn.reset();
              setRestartMessage(message);
              setPendingSignIn(null);
            }}
          />
        ) : (
          <>
            <h1 className="text-2xl font-semibold text-ink">Staff Sign In</h1>
            <p className="mt-1 text-sm text-ink-muted">For the workshop's team: applications, leads and analytics.</p>
            <Problem message={problem} />
            <form noValidate onSubmit={(event) => void onSubmit(event)} className="mt-5 space-y-4">
              <TextField
                id="staff-email"
                label="Email"
                type="email"
                autoComplete="username"
                registration={form.register('email')}
                error={errors.email?.message}
              />
              <PasswordField
                id="staff-password"
                purpose="current"
                registration={form.register('password')}
                error={errors.password?.message}
              />
              <Button type="submit" size="lg" className="w-full" disabled={signIn.isPending}>
                {signIn.isPending ? 'Signing In...' : 'Sign In'}
              </Button>
            </form>
            <p className="mt-5 text-sm text-ink-muted">
              Forgotten your password? Ask the workshop's owner to reset it.
            </p>
          </>
        )}
      </FormCard>
    </FormPage>
  );
}
