/**
 * One figure: its number, an optional caption with its parts, and `counts`, the short line
 * saying what it counts (ANALYTICS-24 to ANALYTICS-28, `COUNTS` in core), so a staff member
 * comparing two screens can see whether they count the same thing.
 */
export function StatCard({
  label,
  value,
  caption,
  counts,
  note,
}: {
  label: string;
  value: string;
  caption?: string;
  counts?: string;
  note?: string | null;
}) {
  return (
    <section aria-label={label} className="rounded-xl border border-line bg-card p-4 shadow-sm">
      {/* h2: the cards sit straight under the page's h1 (axe heading-order). */}
      <h2 className="text-sm font-medium text-ink-muted">{label}</h2>
      <p className="mt-1 text-2xl font-semibold text-ink">{value}</p>
      {caption && <p className="mt-1 text-xs text-ink-muted">{caption}</p>}
      {counts && (
        <p className="mt-2 border-t border-line pt-2 text-xs text-ink-muted" data-counts="">
          {counts}
        </p>
      )}
      {note && <p className="mt-1 text-xs font-medium text-ink">{note}</p>}
    </section>
  );
}

/** ANALYTICS-15: four placeholder cards while a dashboard loads. */
export function LoadingCards() {
  return (
    <div role="status" aria-label="Loading" className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      {[0, 1, 2, 3].map((index) => (
        <div
          key={index}
          data-testid="loading-card"
          className="h-24 animate-pulse rounded-xl border border-line bg-walnut-50"
        />
      ))}
    </div>
  );
}

export function CardGrid({ children }: { children: React.ReactNode }) {
  return <div className="grid grid-cols-2 gap-4 lg:grid-cols-4 xl:grid-cols-5">{children}</div>;
}
