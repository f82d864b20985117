import { lazy, Suspense } from 'react';
import { useSession } from '#client/shared/session/use-session';
import { useDocumentTitle } from '#client/shared/use-document-title';
import { ChangePasswordSection } from './change-password-section';
import { SecondFactorSection } from './second-factor-section';
import { StaffUsersSection } from './staff-users-section';

// Owners only: the log's code is fetched when an owner opens the screen, never for other staff.
const SecurityLogSection = lazy(async () => ({ default: (await import('./security-log-section')).SecurityLogSection }));

/**
 * /admin/account: one's own password and second factor (STAFF-16); for owners, the staff list and the security log
 * (STAFF-14) too.
 */
export function StaffAccountScreen() {
  useDocumentTitle('Your Account');
  // The staff layout renders this only for a staff session.
  const session = useSession().data;
  const staff = session?.kind === 'staff' ? session.staff : null;
  if (!staff) return null;
  return (
    <main className="mx-auto max-w-3xl space-y-6 px-4 py-6 sm:px-6 sm:py-8">
      <div>
        <h1 className="font-display text-3xl font-semibold text-ink">Your Account</h1>
        <p className="mt-1 break-words text-ink-muted">
          {staff.name} · {staff.email} · <span className="capitalize">{staff.role}</span>
        </p>
      </div>
      <ChangePasswordSection secondFactor={staff.secondFactor} />
      <SecondFactorSection required={staff.secondFactorRequired} />
      {staff.role === 'owner' ? <StaffUsersSection owner={staff} /> : null}
      {staff.role === 'owner' ? (
        <Suspense
          fallback={
            <p role="status" className="text-ink-muted">
              Loading the security log…
            </p>
          }
        >
          <SecurityLogSection />
        </Suspense>
      ) : null}
    </main>
  );
}
