import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { staffLoginSchema } from '../../../core/accounts/account-schemas';
import { serverMessageOf, statusOf } from '../../shared/api-client';
import { safeNextPath } from '../../shared/session/safe-next-path';
import { replaceSession, useSession } from '../../shared/session/use-session';
import { markServerFieldErrors } from '../../shared/server-field-errors';
import { Button } from '../../shared/ui/button';
import { FormCard, FormPage } from '../../shared/ui/form-page';
import { PasswordField } from '../../shared/ui/password-field';
import { TextField } from '../../shared/ui/text-field';
import { useDocumentTitle } from '../../shared/use-document-title';
import { signInStaff } from './staff-api';

/** What went wrong, in words a person can act on (the server gives the same answer for an unknown e-mail). */
function signInProblem(error: unknown): string {
  const status = statusOf(error);
  if (status === 401) return serverMessageOf(error) ?? 'Incorrect email or password';
  if (status === 429) return 'Too many sign-in attempts. Please wait 15 minutes, then try again.';
  return 'We could not sign you in just now. Please try again.';
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

  const signIn = useMutation({
    mutationFn: signInStaff,
    onSuccess: ({ staff }) => {
      replaceSession(queryClient, { kind: 'staff', staff });
      void navigate(next, { replace: true });
    },
    onError: (error) => {
      form.resetField('password');
      markServerFieldErrors(error, form.setError, ['email', 'password']);
    },
  });

  if (session.data?.kind === 'staff' && !signIn.isPending) return <Navigate to={next} replace />;

  const onSubmit = form.handleSubmit((credentials) => signIn.mutate(credentials));
  const problem = signIn.isError && statusOf(signIn.error) !== 400 ? signInProblem(signIn.error) : null;

  return (
    <FormPage>
      <FormCard>
        <h1 className="text-2xl font-semibold text-ink">Staff Sign In</h1>
        <p className="mt-1 text-sm text-ink-muted">For the workshop's team: applications, leads and analytics.</p>
        {problem ? (
          <p role="alert" className="mt-4 rounded-lg border border-danger-700/30 bg-danger-50 px-3 py-2 text-sm font-medium text-danger-700">
            {problem}
          </p>
        ) : null}
        <form noValidate onSubmit={(event) => void onSubmit(event)} className="mt-5 space-y-4">
          <TextField id="staff-email" label="Email" type="email" autoComplete="username" registration={form.register('email')} error={errors.email?.message} />
          <PasswordField id="staff-password" purpose="current" registration={form.register('password')} error={errors.password?.message} />
          <Button type="submit" size="lg" className="w-full" disabled={signIn.isPending}>
            {signIn.isPending ? 'Signing In...' : 'Sign In'}
          </Button>
        </form>
        <p className="mt-5 text-sm text-ink-muted">Forgotten your password? Ask the workshop's owner to reset it.</p>
      </FormCard>
    </FormPage>
  );
}
