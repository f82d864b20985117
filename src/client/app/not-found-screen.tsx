import { Link } from 'react-router';
import { useDocumentTitle } from '../shared/use-document-title';

/** OPS-08: any path the router does not know. */
export function NotFoundScreen() {
  useDocumentTitle('Page not found');
  return (
    <main className="mx-auto flex min-h-[70vh] max-w-lg flex-col items-center justify-center px-6 text-center">
      <p className="text-sm font-semibold tracking-widest text-walnut-700 uppercase">Grainline</p>
      <h1 className="mt-3 text-3xl font-semibold text-ink">404 Page Not Found</h1>
      <p className="mt-3 text-ink-muted">Did you forget to add the page to the router?</p>
      <Link to="/" className="mt-8 rounded-lg bg-walnut-700 px-5 py-2.5 font-medium text-white hover:bg-walnut-800">
        Back to the configurator
      </Link>
    </main>
  );
}
