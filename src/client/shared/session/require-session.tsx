import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import type { PartnerAccount, SessionState, SignedInStaff } from '#core/accounts/account-schemas';
import { Button } from '../ui/button';
import { signInPath } from './safe-next-path';
import { useSession } from './use-session';

function SessionChecking() {
  return (
    <div role="status" className="flex min-h-[50vh] items-center justify-center text-ink-muted">
      Checking your sign-in…
    </div>
  );
}

function SessionUnavailable({ onRetry }: { onRetry: () => void }) {
  return (
    <main className="mx-auto max-w-md px-6 py-16 text-center">
      <h1 className="text-2xl font-semibold text-ink">We could not check your sign-in</h1>
      <p role="alert" className="mt-3 text-ink-muted">
        The server did not answer. Please check your connection and try again.
      </p>
      <Button className="mt-6" onClick={onRetry}>
        Try Again
      </Button>
    </main>
  );
}

/**
 * Shows its children only to the right kind of signed-in person; anyone else goes to the
 * sign-in screen, which brings them back here afterwards. The server refuses the data
 * anyway (ADR 007); this only spares people a screen of errors.
 */
function RequireSession<T>({
  select,
  loginPath,
  children,
}: {
  select: (session: SessionState) => T | null;
  loginPath: string;
  children: (person: T) => ReactNode;
}) {
  const session = useSession();
  const location = useLocation();
  if (session.isPending) return <SessionChecking />;
  if (session.isError) return <SessionUnavailable onRetry={() => void session.refetch()} />;
  const person = select(session.data);
  if (person === null) return <Navigate to={signInPath(loginPath, location)} replace />;
  return children(person);
}

const staffOf = (session: SessionState) => (session.kind === 'staff' ? session.staff : null);
const partnerOf = (session: SessionState) => (session.kind === 'partner' ? session.partner : null);

/** Every staff screen (/admin, /analytics, /leads, /visitors, /admin/…) sits behind this. */
export function RequireStaff({ children }: { children: (staff: SignedInStaff) => ReactNode }) {
  return (
    <RequireSession select={staffOf} loginPath="/staff/login">
      {children}
    </RequireSession>
  );
}

/** The partner area (PARTNER-13: a signed-out visit to the dashboard goes to the login screen). */
export function RequirePartner({ children }: { children: (partner: PartnerAccount) => ReactNode }) {
  return (
    <RequireSession select={partnerOf} loginPath="/professional/login">
      {children}
    </RequireSession>
  );
}
