import type { DetailRow } from './surface-details';

/** A label–value list; two columns from small screens up. */
export function DetailList({ rows, label }: { rows: readonly DetailRow[]; label: string }) {
  return (
    <dl aria-label={label} className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-2">
      {rows.map((row) => (
        <div key={row.label} className="flex flex-wrap gap-x-1.5">
          <dt className="text-ink-muted">{row.label}:</dt>
          <dd className="font-medium text-ink">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
