import { useQuery } from '@tanstack/react-query';
import type { StaffMember } from '#core/accounts/account-schemas';
import { StaffLoadError } from '#client/shared/staff-shell/staff-page';
import { AddStaffForm } from './add-staff-form';
import { listStaffUsers, STAFF_USERS_QUERY_KEY } from './staff-api';
import { StaffUserRow } from './staff-user-row';

/** Owners only: the team who can sign in to the staff screens. */
export function StaffUsersSection({ owner }: { owner: StaffMember }) {
  const users = useQuery({ queryKey: STAFF_USERS_QUERY_KEY, queryFn: listStaffUsers });
  return (
    <section
      aria-labelledby="staff-users-heading"
      className="rounded-2xl border border-line bg-card p-5 shadow-sm sm:p-6"
    >
      <h2 id="staff-users-heading" className="text-xl font-semibold text-ink">
        Staff Members
      </h2>
      {users.isPending ? (
        <p role="status" className="mt-3 text-ink-muted">
          Loading staff members…
        </p>
      ) : null}
      {users.isError ? (
        <div className="mt-3">
          <StaffLoadError
            error={users.error}
            message="Failed to fetch staff members."
            onRetry={() => void users.refetch()}
          />
        </div>
      ) : null}
      {users.data ? (
        <ul className="mt-2 divide-y divide-line">
          {users.data.map((member) => (
            <StaffUserRow key={member.id} member={member} isSelf={member.id === owner.id} />
          ))}
        </ul>
      ) : null}
      <AddStaffForm />
    </section>
  );
}
