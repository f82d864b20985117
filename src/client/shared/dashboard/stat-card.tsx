/** One figure of a dashboard; its heading is an h2, as the cards sit straight under the screen's h1. */
export function StatCard({ label, value, caption }: { label: string; value: string; caption?: string }) {
  return (
    <section aria-label={label} className="rounded-xl border border-line bg-card p-4 shadow-sm">
      <h2 className="text-sm font-medium text-ink-muted">{label}</h2>
      <p className="mt-1 text-2xl font-semibold text-ink">{value}</p>
      {caption && <p className="mt-1 text-xs text-ink-muted">{caption}</p>}
    </section>
  );
}

/** ANALYTICS-15: four placeholder cards while a dashboard loads. */
export function LoadingCards() {
  return (
    <div role="status" aria-label="Loading" className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      {[0, 1, 2, 3].map((index) => (
        <div key={index} data-testid="loading-card" className="h-24 animate-pulse rounded-xl border border-line bg-walnut-50" />
      ))}
    </div>
  );
}

export function CardGrid({ children }: { children: React.ReactNode }) {
  return <div className="grid grid-cols-2 gap-4 lg:grid-cols-4 xl:grid-cols-5">{children}</div>;
}
