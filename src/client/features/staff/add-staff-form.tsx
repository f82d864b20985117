import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { newStaffUserSchema, STAFF_ROLES } from '#core/accounts/account-schemas';
import { serverMessageOf } from '#client/shared/api-client';
import { cx } from '#client/shared/cx';
import { markServerFieldErrors } from '#client/shared/server-field-errors';
import { showToast } from '#client/shared/toast/toast-store';
import { Button } from '#client/shared/ui/button';
import { PasswordField } from '#client/shared/ui/password-field';
import { INPUT_CLASSES, inputStateClasses, TextField } from '#client/shared/ui/text-field';
import { addStaffUser, STAFF_USERS_QUERY_KEY } from './staff-api';

const ROLE_LABELS = { owner: 'Owner', staff: 'Staff' } as const;

/** An owner adds a colleague with a first password to hand over in person. */
export function AddStaffForm() {
  const queryClient = useQueryClient();
  const form = useForm({
    resolver: zodResolver(newStaffUserSchema),
    defaultValues: { name: '', email: '', role: 'staff' as const, password: '' },
  });
  const errors = form.formState.errors;
  const add = useMutation({
    mutationFn: addStaffUser,
    onSuccess: async (member) => {
      form.reset();
      showToast({
        title: 'Staff Member Added',
        description: `${member.name} can now sign in with the password you chose.`,
        variant: 'success',
      });
      await queryClient.invalidateQueries({ queryKey: STAFF_USERS_QUERY_KEY });
    },
    onError: (error) => {
      if (markServerFieldErrors(error, form.setError, ['name', 'email', 'role', 'password'])) return;
      showToast({
        title: 'Error',
        description: serverMessageOf(error) ?? 'Failed to add the staff member. Please try again.',
        variant: 'destructive',
      });
    },
  });
  const onSubmit = form.handleSubmit((member) => add.mutate(member));

  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-labelledby="add-staff-heading"
      className="mt-6 border-t border-line pt-5"
    >
      <h3 id="add-staff-heading" className="font-semibold text-ink">
        Add a Staff Member
      </h3>
      <div className="mt-3 grid gap-4 sm:grid-cols-2">
        <TextField
          id="new-staff-name"
          label="Name"
          autoComplete="off"
          registration={form.register('name')}
          error={errors.name?.message}
        />
        <TextField
          id="new-staff-email"
          label="Email"
          type="email"
          autoComplete="off"
          registration={form.register('email')}
          error={errors.email?.message}
        />
        <div>
          <label htmlFor="new-staff-role" className="block text-sm font-medium text-ink">
            Role
          </label>
          <select
            id="new-staff-role"
            className={cx(INPUT_CLASSES, inputStateClasses(errors.role?.message))}
            {...form.register('role')}
          >
            {STAFF_ROLES.map((role) => (
              <option key={role} value={role}>
                {ROLE_LABELS[role]}
              </option>
            ))}
          </select>
        </div>
        <PasswordField
          id="new-staff-password"
          label="First password"
          purpose="new"
          hint="At least 8 characters; they can change it after signing in."
          registration={form.register('password')}
          error={errors.password?.message}
        />
      </div>
      <Button type="submit" className="mt-4" disabled={add.isPending}>
        {add.isPending ? 'Adding...' : 'Add Staff Member'}
      </Button>
    </form>
  );
}
