import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { resetPasswordSchema, type StaffListEntry, type StaffMember } from '#core/accounts/account-schemas';
import { formatDateTime } from '#core/dates';
import { serverMessageOf } from '#client/shared/api-client';
import { markServerFieldErrors } from '#client/shared/server-field-errors';
import { showToast } from '#client/shared/toast/toast-store';
import { Button } from '#client/shared/ui/button';
import { PasswordField } from '#client/shared/ui/password-field';
import {
  clearStaffSignInDelay,
  removeStaffUser,
  resetStaffPassword,
  resetStaffSecondFactor,
  SECURITY_LOG_QUERY_KEY,
  STAFF_USERS_QUERY_KEY,
} from './staff-api';

type Action = 'none' | 'reset' | 'remove' | 'reset-factor';

function ResetPasswordForm({ member, onDone }: { member: StaffMember; onDone: () => void }) {
  const form = useForm({ resolver: zodResolver(resetPasswordSchema), defaultValues: { newPassword: '' } });
  const reset = useMutation({
    mutationFn: ({ newPassword }: { newPassword: string }) => resetStaffPassword(member.id, newPassword),
    onSuccess: () => {
      showToast({
        title: 'Password Reset',
        description: `${member.name}'s password has been changed and their sessions ended.`,
        variant: 'success',
      });
      onDone();
    },
    onError: (error) => {
      if (markServerFieldErrors(error, form.setError, ['newPassword'])) return;
      showToast({
        title: 'Error',
        description: serverMessageOf(error) ?? 'Failed to reset the password. Please try again.',
        variant: 'destructive',
      });
    },
  });
  const onSubmit = form.handleSubmit((values) => reset.mutate(values));
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="mt-3 flex flex-wrap items-end gap-3">
      <div className="min-w-0 flex-1 basis-56">
        <PasswordField
          id={`reset-password-${member.id}`}
          label={`New password for ${member.name}`}
          purpose="new"
          registration={form.register('newPassword')}
          error={form.formState.errors.newPassword?.message}
        />
      </div>
      <Button type="submit" size="sm" disabled={reset.isPending}>
        {reset.isPending ? 'Saving...' : 'Set Password'}
      </Button>
      <Button variant="ghost" size="sm" onClick={onDone} disabled={reset.isPending}>
        Cancel
      </Button>
    </form>
  );
}

/** STAFF-15: while failed sign-ins delay a colleague's account, until when, and the owner's button that clears it. */
function SignInDelay({ member }: { member: StaffListEntry }) {
  const queryClient = useQueryClient();
  const clear = useMutation({
    mutationFn: () => clearStaffSignInDelay(member.id),
    onSuccess: async () => {
      showToast({
        title: 'Sign-in Delay Cleared',
        description: `${member.name} can sign in again now.`,
        variant: 'success',
      });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: STAFF_USERS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: SECURITY_LOG_QUERY_KEY }),
      ]);
    },
    onError: (error) =>
      showToast({
        title: 'Error',
        description: serverMessageOf(error) ?? 'Failed to clear the sign-in delay. Please try again.',
        variant: 'destructive',
      }),
  });
  if (!member.signInDelayedUntil) return null;
  return (
    <div
      role="group"
      aria-label={`Sign-in delay for ${member.name}`}
      className="mt-3 flex flex-wrap items-center gap-3 rounded-lg bg-walnut-50 p-3 text-sm"
    >
      <p className="text-ink">
        After failed sign-in attempts, {member.name}’s sign-in is delayed until{' '}
        {formatDateTime(new Date(member.signInDelayedUntil))}.
      </p>
      <Button size="sm" variant="secondary" onClick={() => clear.mutate()} disabled={clear.isPending}>
        {clear.isPending ? 'Clearing...' : 'Clear sign-in delay'}
        <span className="sr-only"> for {member.name}</span>
      </Button>
    </div>
  );
}

/**
 * STAFF-18: a colleague who lost their phone gets their second factor reset (asked twice); they sign in with the
 * password and set it up again.
 */
function ResetSecondFactor({ member, onDone }: { member: StaffListEntry; onDone: () => void }) {
  const queryClient = useQueryClient();
  const reset = useMutation({
    mutationFn: () => resetStaffSecondFactor(member.id),
    onSuccess: async () => {
      showToast({
        title: 'Second Factor Reset',
        description: `${member.name} signs in with their password alone until they set up a new one.`,
        variant: 'success',
      });
      onDone();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: STAFF_USERS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: SECURITY_LOG_QUERY_KEY }),
      ]);
    },
    onError: (error) =>
      showToast({
        title: 'Error',
        description: serverMessageOf(error) ?? 'Failed to reset the second factor. Please try again.',
        variant: 'destructive',
      }),
  });
  return (
    <div
      role="group"
      aria-label={`Reset the second factor of ${member.name}`}
      className="mt-3 flex flex-wrap items-center gap-3 rounded-lg bg-walnut-50 p-3 text-sm"
    >
      <p className="text-ink">
        Reset {member.name}’s second factor? Only do this when you are sure it is them asking (a lost phone): they then
        sign in with their password alone.
      </p>
      <Button size="sm" onClick={() => reset.mutate()} disabled={reset.isPending}>
        {reset.isPending ? 'Resetting...' : 'Yes, Reset'}
      </Button>
      <Button variant="ghost" size="sm" onClick={onDone} disabled={reset.isPending}>
        Cancel
      </Button>
    </div>
  );
}

/**
 * One colleague in the owner's list: reset their password or second factor, remove them (asked twice), clear a sign-in
 * delay.
 */
export function StaffUserRow({ member, isSelf }: { member: StaffListEntry; isSelf: boolean }) {
  const queryClient = useQueryClient();
  const [action, setAction] = useState<Action>('none');
  const remove = useMutation({
    mutationFn: () => removeStaffUser(member.id),
    onSuccess: async () => {
      showToast({ title: 'Staff Member Removed', description: `${member.name} can no longer sign in.` });
      await queryClient.invalidateQueries({ queryKey: STAFF_USERS_QUERY_KEY });
    },
    onError: (error) =>
      showToast({
        title: 'Error',
        description: serverMessageOf(error) ?? 'Failed to remove the staff member. Please try again.',
        variant: 'destructive',
      }),
  });

  return (
    <li className="py-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0">
          <p className="font-medium break-words text-ink">
            {member.name} {isSelf ? <span className="text-sm font-normal text-ink-muted">(you)</span> : null}
          </p>
          <p className="text-sm break-all text-ink-muted">
            {member.email} · <span className="capitalize">{member.role}</span> ·{' '}
            {member.secondFactor ? 'Second factor on' : 'No second factor'}
          </p>
        </div>
        {isSelf || action !== 'none' ? null : (
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" size="sm" onClick={() => setAction('reset')}>
              Reset password<span className="sr-only"> for {member.name}</span>
            </Button>
            {member.secondFactor ? (
              <Button variant="secondary" size="sm" onClick={() => setAction('reset-factor')}>
                Reset second factor<span className="sr-only"> for {member.name}</span>
              </Button>
            ) : null}
            <Button variant="secondary" size="sm" onClick={() => setAction('remove')}>
              Remove<span className="sr-only"> {member.name}</span>
            </Button>
          </div>
        )}
      </div>
      <SignInDelay member={member} />
      {action === 'reset' ? <ResetPasswordForm member={member} onDone={() => setAction('none')} /> : null}
      {action === 'reset-factor' ? <ResetSecondFactor member={member} onDone={() => setAction('none')} /> : null}
      {action === 'remove' ? (
        <div
          role="group"
          aria-label={`Remove ${member.name}`}
          className="mt-3 flex flex-wrap items-center gap-3 rounded-lg bg-danger-50 p-3 text-sm"
        >
          <p className="text-danger-700">Remove {member.name}? They are signed out at once and cannot sign in again.</p>
          <Button size="sm" onClick={() => remove.mutate()} disabled={remove.isPending}>
            {remove.isPending ? 'Removing...' : 'Yes, Remove'}
          </Button>
          <Button variant="ghost" size="sm" onClick={() => setAction('none')} disabled={remove.isPending}>
            Cancel
          </Button>
        </div>
      ) : null}
    </li>
  );
}
