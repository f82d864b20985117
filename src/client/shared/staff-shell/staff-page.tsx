import { useEffect, type ReactNode } from 'react';
import { statusOf } from '#client/shared/api-client';
import { refreshSession } from '#client/shared/session/session-changes';
import { Button } from '#client/shared/ui/button';
import { useDocumentTitle } from '#client/shared/use-document-title';

/**
 * A staff screen's own title and content; the navigation comes from the staff layout above it.
 * `wide` uses the whole window (the job board's columns); `back` is a link above the title to
 * the list the screen was opened from.
 */
export function StaffPage({
  title,
  wide = false,
  back,
  children,
}: {
  title: string;
  wide?: boolean;
  back?: ReactNode;
  children: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <div className="min-h-screen bg-canvas">
      <main className={`mx-auto px-4 py-6 ${wide ? 'max-w-screen-2xl' : 'max-w-6xl'}`}>
        {back ? <div className="mb-2 text-sm">{back}</div> : null}
        <h1 className="mb-4 text-2xl font-semibold text-ink">{title}</h1>
        {children}
      </main>
    </div>
  );
}

/**
 * What a staff screen says when its data cannot be had, and the one place a refused call is
 * acted on: a 401 means the session expired or was ended elsewhere, so the session is asked
 * for again and the staff guard sends the person to sign in (and back here afterwards).
 * `message` names what failed (STAFF-04: 'Failed to fetch applications').
 */
export function StaffLoadError({
  error,
  message,
  notFound,
  onRetry,
}: {
  error: unknown;
  message?: string;
  notFound?: string;
  onRetry?: () => void;
}) {
  const status = statusOf(error);
  useEffect(() => {
    if (status === 401) void refreshSession();
  }, [error, status]);
  // A record that does not exist (or an address that cannot name one) will not load on a retry.
  const missing = notFound !== undefined && (status === 404 || status === 400);
  const text =
    status === 401
      ? 'Please sign in as staff to see this page.'
      : status === 403
        ? 'Your role cannot see this page.'
        : missing
          ? notFound
          : (message ?? 'This could not be loaded. Please try again.');
  return (
    <div role="alert" className="rounded-2xl border border-danger-700/30 bg-danger-50 p-4 text-danger-700">
      <p className="font-semibold">{text}</p>
      {onRetry && status !== 401 && status !== 403 && !missing ? (
        <Button variant="secondary" size="sm" className="mt-3" onClick={onRetry}>
          Try Again
        </Button>
      ) : null}
    </div>
  );
}
