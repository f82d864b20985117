import type { ReactNode } from 'react';
import { useDocumentTitle } from '../use-document-title';
import { PeriodButtons } from './period-buttons';

/** The frame the three staff dashboards share: title, period buttons, content, the data's attribution. */
export function DashboardFrame({
  title,
  days,
  onDaysChange,
  children,
}: {
  title: string;
  days: number;
  onDaysChange: (days: number) => void;
  children: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <main className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6 lg:px-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="font-display text-3xl font-semibold text-ink">{title}</h1>
        <PeriodButtons days={days} onChange={onDaysChange} />
      </div>
      {children}
      <footer className="border-t border-line pt-4 text-xs text-ink-muted">
        {/* MaxMind's GeoLite2 licence asks for this attribution wherever the data is used. */}
        This product includes GeoLite2 data created by MaxMind, available from{' '}
        <a href="https://www.maxmind.com" className="underline">
          https://www.maxmind.com
        </a>
        . Visitors are counted without cookies and without storing IP addresses.
      </footer>
    </main>
  );
}

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="rounded-xl border border-dashed border-line-strong bg-card p-10 text-center">
      <h2 className="text-lg font-semibold text-ink">{title}</h2>
      {children && <p className="mt-2 text-sm text-ink-muted">{children}</p>}
    </div>
  );
}

export function ErrorState({ error }: { error: unknown }) {
  return (
    <p role="alert" className="rounded-xl border border-danger-700/30 bg-danger-50 p-4 text-sm text-danger-700">
      Could not load the figures: {error instanceof Error ? error.message : 'unknown error'}
    </p>
  );
}
