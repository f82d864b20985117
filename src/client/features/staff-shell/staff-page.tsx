import type { ReactNode } from 'react';
import { ApiError } from '../../shared/api-client';
import { useDocumentTitle } from '../../shared/use-document-title';

/** A staff screen's own title and content; the navigation comes from the staff layout above it. */
export function StaffPage({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <div className="min-h-screen bg-canvas">
      <main className="mx-auto max-w-6xl px-4 py-6">
        <h1 className="mb-4 text-2xl font-semibold text-ink">{title}</h1>
        {children}
      </main>
    </div>
  );
}

/** What a staff screen says when its data cannot be had: signed out, the wrong role, or a failure. */
export function StaffLoadError({ error }: { error: unknown }) {
  const status = error instanceof ApiError ? error.status : 0;
  const message =
    status === 401 ? 'Please sign in as staff to see this page.' : status === 403 ? 'Your role cannot see this page.' : 'This could not be loaded. Please try again.';
  return (
    <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-red-800">
      {message}
    </p>
  );
}
