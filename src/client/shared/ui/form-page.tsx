import type { ReactNode } from 'react';
import { SiteHeader } from './site-header';

/** A narrow page with the site header and one card: sign-in, setup and application screens. */
export function FormPage({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  return (
    <div className="min-h-full">
      <SiteHeader>{null}</SiteHeader>
      <main className={`mx-auto px-4 py-8 sm:px-6 sm:py-12 ${wide ? 'max-w-2xl' : 'max-w-md'}`}>{children}</main>
    </div>
  );
}

export function FormCard({ children }: { children: ReactNode }) {
  return <section className="rounded-2xl border border-line bg-card p-5 shadow-sm sm:p-8">{children}</section>;
}
