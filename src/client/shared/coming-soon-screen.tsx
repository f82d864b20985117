import { Link } from 'react-router';
import { useDocumentTitle } from './use-document-title';

/**
 * A stand-in for a screen not built yet, so every route the router names resolves to an
 * honest page instead of the 404 screen.
 */
export function ComingSoonScreen({ title, description }: { title: string; description: string }) {
  useDocumentTitle(title);
  return (
    <main className="mx-auto max-w-2xl px-6 py-16">
      <p className="text-sm font-semibold tracking-widest text-walnut-700 uppercase">Grainline</p>
      <h1 className="mt-2 text-3xl font-semibold text-ink">{title}</h1>
      <p className="mt-4 text-ink-muted">{description}</p>
      <p className="mt-6 rounded-xl border border-line bg-card p-4 text-sm text-ink-muted">
        This screen is not available yet. It is being built and will appear here in a coming release.
      </p>
      <Link
        to="/"
        className="mt-8 inline-block font-medium text-walnut-700 underline underline-offset-4 hover:text-walnut-800"
      >
        Back to the configurator
      </Link>
    </main>
  );
}
