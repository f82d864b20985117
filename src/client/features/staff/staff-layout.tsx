import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, Outlet } from 'react-router';
import type { SignedInStaff, StaffMember } from '#core/accounts/account-schemas';
import { statusOf } from '#client/shared/api-client';
import { RequireStaff } from '#client/shared/session/require-session';
import { replaceSession } from '#client/shared/session/session-changes';
import { showToast } from '#client/shared/toast/toast-store';
import { Button } from '#client/shared/ui/button';
import { SiteHeader } from '#client/shared/ui/site-header';
import { StaffNav } from '#client/shared/staff-shell/staff-nav';
import { signOutStaff } from './staff-api';

function StaffBar({ staff }: { staff: StaffMember }) {
  const queryClient = useQueryClient();
  const signOut = useMutation({
    mutationFn: signOutStaff,
    onSettled: (_data, error) => {
      // A 401 means the session had already ended: signed out either way.
      if (error && statusOf(error) !== 401) {
        showToast({ title: 'Error', description: 'Failed to sign out. Please try again.', variant: 'destructive' });
        return;
      }
      // The guard around this screen then sends the person to the sign-in screen (which would bring them back here).
      replaceSession(queryClient, { kind: 'anonymous' });
      showToast({ title: 'Signed Out', description: 'You have been signed out.' });
    },
  });
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
      <span className="text-ink-muted">
        Signed in as <span className="font-medium text-ink">{staff.name}</span>
      </span>
      <Link to="/admin/account" className="rounded-md font-semibold text-walnut-700 underline-offset-4 hover:underline">
        Account
      </Link>
      <Button variant="secondary" size="sm" onClick={() => signOut.mutate()} disabled={signOut.isPending}>
        {signOut.isPending ? 'Signing Out...' : 'Sign Out'}
      </Button>
    </div>
  );
}

/** STAFF-17: a member REQUIRE_SECOND_FACTOR asks a factor of, who has none, is told where to turn it on. */
function SecondFactorBanner({ staff }: { staff: SignedInStaff }) {
  if (!staff.secondFactorRequired || staff.secondFactor) return null;
  return (
    <div role="status" className="border-b border-walnut-200 bg-walnut-50">
      <p className="mx-auto max-w-6xl px-4 py-2.5 text-sm text-ink sm:px-6">
        Turn on a second factor before you change prices, staff or partners: you can still read everything.{' '}
        <Link to="/admin/account" className="font-semibold text-walnut-700 underline underline-offset-4">
          Turn it on in Your Account
        </Link>
      </p>
    </div>
  );
}

/**
 * The frame of every staff screen: signed-out visitors go to /staff/login and come back
 * after signing in (RequireStaff). Routes under this layout load in their own chunks.
 */
export function StaffLayout() {
  return (
    <RequireStaff>
      {(staff) => (
        <div className="min-h-full">
          <SiteHeader>
            <StaffBar staff={staff} />
          </SiteHeader>
          <StaffNav />
          <SecondFactorBanner staff={staff} />
          <Outlet />
        </div>
      )}
    </RequireStaff>
  );
}
