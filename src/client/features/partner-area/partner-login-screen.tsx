import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { partnerLoginSchema } from '#core/accounts/account-schemas';
import { serverMessageOf, statusOf } from '#client/shared/api-client';
import { safeNextPath } from '#client/shared/session/safe-next-path';
import { replaceSession } from '#client/shared/session/session-changes';
import { useSession } from '#client/shared/session/use-session';
import { markServerFieldErrors } from '#client/shared/server-field-errors';
import { showToast } from '#client/shared/toast/toast-store';
import { Button } from '#client/shared/ui/button';
import { FormCard, FormPage } from '#client/shared/ui/form-page';
import { PasswordField } from '#client/shared/ui/password-field';
import { TextField } from '#client/shared/ui/text-field';
import { useDocumentTitle } from '#client/shared/use-document-title';
import { signInPartner } from './partner-api';

const DASHBOARD = '/professional/dashboard';

/** PARTNER-11's 'Login Failed': the server's message ('Incorrect username or password'), else a generic hint. */
function loginFailure(error: unknown): string {
  if (statusOf(error) === 429) return 'Too many sign-in attempts. Please wait 15 minutes, then try again.';
  return serverMessageOf(error) ?? 'Please check your credentials.';
}

/** PARTNER-10; the session is the httpOnly cookie the server sets (PARTNER-12). */
export function PartnerLoginScreen() {
  useDocumentTitle('Professional Login');
  const [params] = useSearchParams();
  const next = safeNextPath(params.get('next'), DASHBOARD);
  const session = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const form = useForm({ resolver: zodResolver(partnerLoginSchema), defaultValues: { username: '', password: '' } });
  const errors = form.formState.errors;

  const signIn = useMutation({
    mutationFn: signInPartner,
    onSuccess: ({ partner }) => {
      replaceSession(queryClient, { kind: 'partner', partner });
      showToast({
        title: 'Login Successful',
        description: 'Welcome to your professional dashboard!',
        variant: 'success',
      });
      void navigate(next, { replace: true });
    },
    onError: (error) => {
      form.resetField('password');
      if (markServerFieldErrors(error, form.setError, ['username', 'password'])) return;
      showToast({ title: 'Login Failed', description: loginFailure(error), variant: 'destructive' });
    },
  });

  if (session.data?.kind === 'partner' && !signIn.isPending) return <Navigate to={next} replace />;
  const onSubmit = form.handleSubmit((credentials) => signIn.mutate(credentials));

  return (
    <FormPage>
      <FormCard>
        <h1 className="font-display text-3xl font-semibold text-ink">Professional Login</h1>
        <p className="mt-1 text-sm text-ink-muted">Sign in to your trade partner dashboard.</p>
        <form noValidate onSubmit={(event) => void onSubmit(event)} className="mt-5 space-y-4">
          <TextField
            id="partner-username"
            label="Username"
            autoComplete="username"
            registration={form.register('username')}
            error={errors.username?.message}
          />
          <PasswordField
            id="partner-password"
            purpose="current"
            registration={form.register('password')}
            error={errors.password?.message}
          />
          <Button type="submit" size="lg" className="w-full" disabled={signIn.isPending}>
            {signIn.isPending ? 'Signing In...' : 'Sign In'}
          </Button>
        </form>
        <div className="mt-5 rounded-lg bg-walnut-50 p-3 text-sm text-ink">
          <p>
            Use the username and password you chose when you completed your account setup. Forgotten them? Contact the
            workshop and we will help you back in.
          </p>
          <p className="mt-2">
            Not a partner yet?{' '}
            <Link to="/professional/apply" className="font-semibold text-walnut-700 underline underline-offset-4">
              Apply to become a trade partner
            </Link>
          </p>
        </div>
        <Link
          to="/"
          className="mt-5 inline-flex w-full items-center justify-center rounded-lg border border-line-strong bg-card px-4 py-2.5 text-sm font-semibold text-ink hover:bg-walnut-50"
        >
          Back to Configurator
        </Link>
      </FormCard>
    </FormPage>
  );
}
