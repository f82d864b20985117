import { formatRand } from '#core/money';
import type { PriceBookChange } from '#core/price-book-admin/price-book-changes';
import { formatBasisPoints, formatPercent } from '#core/percent';

/** One side of an audit-trail change as staff read it: rands, per cent, kg/m³ or text. */
export function formatChangeValue(change: PriceBookChange, value: PriceBookChange['before']): string {
  if (value === null) return '—';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'string') return value;
  switch (change.unit) {
    case 'cents':
      return formatRand(value);
    case 'cents_per_m3':
      return `${formatRand(value)}/m³`;
    case 'cents_per_m2':
      return `${formatRand(value)}/m²`;
    case 'cents_per_kg':
      return `${formatRand(value)}/kg`;
    case 'cents_per_metre':
      return `${formatRand(value)}/m`;
    case 'basis_points':
      return formatBasisPoints(value);
    case 'percent':
      return formatPercent(value);
    case 'kg_per_m3':
      return `${value} kg/m³`;
    case 'mpa':
      return `${value} MPa`;
    case 'per_percent':
      return `${value} per %`;
    case 'text':
    case 'yes_no':
      return String(value);
  }
}

export function ChangeList({ changes }: { changes: readonly PriceBookChange[] }) {
  if (changes.length === 0) return <p className="text-sm text-ink-muted">No changes.</p>;
  return (
    <ul className="space-y-1 text-sm">
      {changes.map((change) => (
        <li key={change.field}>
          <span className="font-medium">{change.label}</span>: {formatChangeValue(change, change.before)} →{' '}
          {formatChangeValue(change, change.after)}
        </li>
      ))}
    </ul>
  );
}
