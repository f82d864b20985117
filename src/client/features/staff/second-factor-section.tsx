import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useBlocker } from 'react-router';
import { confirmSecondFactorSchema } from '#core/accounts/account-schemas';
import { formatDateTime } from '#core/dates';
import { serverMessageOf } from '#client/shared/api-client';
import { refreshSession } from '#client/shared/session/session-changes';
import { markServerFieldErrors } from '#client/shared/server-field-errors';
import { showToast } from '#client/shared/toast/toast-store';
import { Button } from '#client/shared/ui/button';
import { PasswordField } from '#client/shared/ui/password-field';
import { QrCodeImage } from '#client/shared/ui/qr-code-image';
import { TextField } from '#client/shared/ui/text-field';
import { useLeavePrompt } from '#client/shared/use-leave-prompt';
import { StaffLoadError } from '#client/shared/staff-shell/staff-page';
import {
  confirmSecondFactor,
  disableSecondFactor,
  getSecondFactor,
  SECOND_FACTOR_QUERY_KEY,
  SECURITY_LOG_QUERY_KEY,
  STAFF_USERS_QUERY_KEY,
  startSecondFactorEnrolment,
  type SecondFactorStatus,
} from './staff-api';

/** The secret in groups of four, as authenticator apps show what they ask to be typed. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/** Enrolment: one scan of the otpauth:// link's QR code, or the secret typed in; confirmed by a current code. */
function Enrolment({
  secret,
  uri,
  onConfirmed,
  onCancel,
}: {
  secret: string;
  uri: string;
  onConfirmed: (codes: string[]) => void;
  onCancel: () => void;
}) {
  const form = useForm({ resolver: zodResolver(confirmSecondFactorSchema), defaultValues: { code: '' } });
  const confirm = useMutation({
    mutationFn: ({ code }: { code: string }) => confirmSecondFactor(code),
    onSuccess: ({ recoveryCodes }) => onConfirmed(recoveryCodes),
    onError: (error) => {
      form.resetField('code');
      if (markServerFieldErrors(error, form.setError, ['code'])) return;
      showToast({
        title: 'Error',
        description: serverMessageOf(error) ?? 'Failed to turn on your second factor. Please try again.',
        variant: 'destructive',
      });
    },
  });
  const onSubmit = form.handleSubmit((values) => confirm.mutate(values));
  return (
    <div className="mt-4 space-y-4">
      <ol className="list-decimal space-y-3 pl-5 text-sm text-ink">
        <li>
          Scan this code with an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password, Aegis…):
          <QrCodeImage
            text={uri}
            label="QR code to add Grainline to your authenticator app"
            testId="second-factor-qr"
            className="mt-2 block h-48 w-48 rounded-lg border border-line"
          />
          <span className="mt-2 block text-ink-muted">
            Cannot scan it? Add an account in the app by typing this key (time-based, 6 digits):
          </span>
          <code
            data-testid="second-factor-secret"
            className="mt-1.5 block w-fit rounded-lg bg-walnut-50 px-3 py-2 font-mono text-base tracking-wider break-all text-ink"
          >
            {grouped(secret)}
          </code>
          <span className="mt-1.5 block text-ink-muted">
            On a phone with the app, you can instead{' '}
            <a href={uri} className="font-semibold text-walnut-700 underline underline-offset-4">
              open this setup link in the app
            </a>
            .
          </span>
        </li>
        <li>Enter the 6-digit code the app now shows, to confirm it works.</li>
      </ol>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-wrap items-end gap-3">
        <div className="min-w-0 flex-1 basis-48 sm:max-w-xs">
          <TextField
            id="second-factor-code"
            label="Code from the app"
            autoComplete="one-time-code"
            inputMode="numeric"
            registration={form.register('code')}
            error={form.formState.errors.code?.message}
          />
        </div>
        <Button type="submit" disabled={confirm.isPending}>
          {confirm.isPending ? 'Checking...' : 'Confirm and Turn On'}
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={confirm.isPending}>
          Cancel
        </Button>
      </form>
    </div>
  );
}

const RECOVERY_CODES_FILE = 'grainline-recovery-codes.txt';

/** The codes as a text file to keep: what they are, then one a line. */
const recoveryCodesText = (codes: string[]) =>
  `Grainline recovery codes (${window.location.host})\nEach signs you in once without your phone.\n\n${codes.join('\n')}\n`;

function downloadRecoveryCodes(codes: string[]) {
  const link = document.createElement('a');
  link.href = URL.createObjectURL(new Blob([recoveryCodesText(codes)], { type: 'text/plain' }));
  link.download = RECOVERY_CODES_FILE;
  link.click();
  URL.revokeObjectURL(link.href);
}

/**
 * The recovery codes, shown this once: each signs in once without the phone. Copied, downloaded
 * or printed (printing shows only this panel, styles.css), and confirmed as saved before the
 * person moves on: until then, leaving the page or this screen asks first.
 */
function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const [saved, setSaved] = useState(false);
  useLeavePrompt(!saved);
  const blocker = useBlocker(!saved);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      showToast({ title: 'Codes Copied', description: 'Paste them into your password manager.', variant: 'success' });
    } catch {
      showToast({
        title: 'Not Copied',
        description: 'This browser would not copy them. Download or print them instead.',
        variant: 'destructive',
      });
    }
  };
  return (
    <div
      id="recovery-codes-panel"
      role="group"
      aria-labelledby="recovery-codes-heading"
      className="mt-4 rounded-lg border border-walnut-600/30 bg-walnut-50 p-4"
    >
      <h3 id="recovery-codes-heading" className="font-semibold text-ink">
        Your Recovery Codes
      </h3>
      <p className="mt-1 text-sm text-ink">
        Keep these somewhere safe, apart from your phone (printed, or in a password manager). Each signs you in once if
        you lose the phone. They are shown only now.
      </p>
      <ul
        data-testid="recovery-codes"
        className="mt-3 grid grid-cols-2 gap-x-6 gap-y-1 font-mono text-base text-ink sm:w-fit"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="mt-4 flex flex-wrap gap-2 print:hidden">
        <Button variant="secondary" onClick={() => void copy()}>
          Copy Codes
        </Button>
        <Button variant="secondary" onClick={() => downloadRecoveryCodes(codes)}>
          Download (.txt)
        </Button>
        <Button variant="secondary" onClick={() => window.print()}>
          Print
        </Button>
      </div>
      <label className="mt-4 flex items-center gap-2 text-sm font-medium text-ink print:hidden">
        <input
          type="checkbox"
          checked={saved}
          onChange={(event) => setSaved(event.target.checked)}
          className="h-4 w-4"
        />
        I have saved these codes somewhere safe
      </label>
      {blocker.state === 'blocked' ? (
        <div
          role="alert"
          className="mt-3 rounded-lg border border-danger-700/30 bg-danger-50 px-3 py-2 text-sm text-danger-700 print:hidden"
        >
          <p className="font-medium">You have not said you saved these codes. They are not shown again.</p>
          <div className="mt-2 flex flex-wrap gap-2">
            <Button variant="secondary" onClick={() => blocker.reset()}>
              Stay and Save Them
            </Button>
            <Button variant="ghost" onClick={() => blocker.proceed()}>
              Leave Without Them
            </Button>
          </div>
        </div>
      ) : null}
      <Button className="mt-4 print:hidden" onClick={onDone} disabled={!saved}>
        Done
      </Button>
    </div>
  );
}

/** Turning it off proves the person: a current code (or a recovery code), or the password. */
function TurnOff({ onDone }: { onDone: () => void }) {
  const form = useForm({ defaultValues: { code: '', password: '' } });
  const turnOff = useMutation({
    mutationFn: ({ code, password }: { code: string; password: string }) =>
      disableSecondFactor(code.trim() ? { code } : { password }),
    onSuccess: onDone,
    onError: (error) => {
      form.resetField('password');
      if (markServerFieldErrors(error, form.setError, ['code', 'password'])) return;
      showToast({
        title: 'Error',
        description: serverMessageOf(error) ?? 'Failed to turn off your second factor. Please try again.',
        variant: 'destructive',
      });
    },
  });
  const onSubmit = form.handleSubmit((values) => {
    if (!values.code.trim() && !values.password) {
      form.setError('code', { type: 'manual', message: 'Enter a current code or your password' });
      return;
    }
    turnOff.mutate(values);
  });
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="mt-4 grid gap-4 sm:max-w-md">
      <TextField
        id="turn-off-code"
        label="A current code (or a recovery code)"
        autoComplete="one-time-code"
        registration={form.register('code')}
        error={form.formState.errors.code?.message}
      />
      <PasswordField
        id="turn-off-password"
        label="Or your password"
        purpose="current"
        registration={form.register('password')}
        error={form.formState.errors.password?.message}
      />
      <div>
        <Button type="submit" variant="secondary" disabled={turnOff.isPending}>
          {turnOff.isPending ? 'Turning Off...' : 'Turn Off Second Factor'}
        </Button>
      </div>
    </form>
  );
}

function StatusLine({ status, required }: { status: SecondFactorStatus; required: boolean }) {
  if (status.enabled) {
    return (
      <p className="mt-2 text-ink">
        <span className="font-semibold text-sage-700">On</span> since{' '}
        {status.enabledAt ? formatDateTime(new Date(status.enabledAt)) : '—'}. You sign in with your password and a code
        from your authenticator app. {status.recoveryCodesLeft} of 10 recovery codes left.
      </p>
    );
  }
  return (
    <p className="mt-2 text-ink">
      <span className="font-semibold">Off.</span> With it on, signing in takes your password and a code from an
      authenticator app on your phone.
      {required ? ' The workshop asks you to turn it on before you change prices, staff or partners.' : ''}
    </p>
  );
}

type Step =
  | { kind: 'idle' }
  | { kind: 'enrolling'; secret: string; uri: string }
  | { kind: 'codes'; codes: string[] }
  | { kind: 'turning-off' };

/** STAFF-16: one's own second factor (TOTP) at /admin/account. */
export function SecondFactorSection({ required }: { required: boolean }) {
  const queryClient = useQueryClient();
  const status = useQuery({ queryKey: SECOND_FACTOR_QUERY_KEY, queryFn: getSecondFactor });
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const changed = async () => {
    // The staff list's own row and the security log say it too, without a reload.
    await Promise.all(
      [SECOND_FACTOR_QUERY_KEY, STAFF_USERS_QUERY_KEY, SECURITY_LOG_QUERY_KEY]
        .map((queryKey) => queryClient.invalidateQueries({ queryKey }))
        .concat(refreshSession()),
    );
  };
  const start = useMutation({
    mutationFn: startSecondFactorEnrolment,
    onSuccess: (enrolment) => setStep({ kind: 'enrolling', ...enrolment }),
    onError: (error) =>
      showToast({
        title: 'Error',
        description: serverMessageOf(error) ?? 'Failed to start. Please try again.',
        variant: 'destructive',
      }),
  });

  return (
    <section
      aria-labelledby="second-factor-heading"
      className="rounded-2xl border border-line bg-card p-5 shadow-sm sm:p-6"
    >
      <h2 id="second-factor-heading" className="text-xl font-semibold text-ink">
        Second Factor
      </h2>
      {status.isPending ? (
        <p role="status" className="mt-3 text-ink-muted">
          Loading…
        </p>
      ) : null}
      {status.isError ? (
        <div className="mt-3">
          <StaffLoadError
            error={status.error}
            message="Failed to fetch your second factor."
            onRetry={() => void status.refetch()}
          />
        </div>
      ) : null}
      {status.data && step.kind !== 'codes' ? <StatusLine status={status.data} required={required} /> : null}
      {step.kind === 'codes' ? (
        <RecoveryCodes codes={step.codes} onDone={() => setStep({ kind: 'idle' })} />
      ) : step.kind === 'enrolling' ? (
        <Enrolment
          secret={step.secret}
          uri={step.uri}
          onCancel={() => setStep({ kind: 'idle' })}
          onConfirmed={(codes) => {
            setStep({ kind: 'codes', codes });
            showToast({
              title: 'Second Factor On',
              description: 'You will be asked for a code each time you sign in.',
              variant: 'success',
            });
            void changed();
          }}
        />
      ) : step.kind === 'turning-off' ? (
        <TurnOff
          onDone={() => {
            setStep({ kind: 'idle' });
            showToast({ title: 'Second Factor Off', description: 'You sign in with your password alone now.' });
            void changed();
          }}
        />
      ) : status.data ? (
        <div className="mt-4">
          {status.data.enabled ? (
            <Button variant="secondary" onClick={() => setStep({ kind: 'turning-off' })}>
              Turn Off…
            </Button>
          ) : (
            <Button onClick={() => start.mutate()} disabled={start.isPending}>
              {start.isPending ? 'Starting...' : 'Turn On Second Factor'}
            </Button>
          )}
        </div>
      ) : null}
    </section>
  );
}
