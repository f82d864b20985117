import { ANALYTICS_PERIODS } from '#core/analytics/analytics-periods';
import { cx } from '../cx';

/** ANALYTICS-06: the period buttons 24h, 3d, 7d, 30d of every staff dashboard. */
export function PeriodButtons({ days, onChange }: { days: number; onChange: (days: number) => void }) {
  return (
    <div role="group" aria-label="Period" className="inline-flex rounded-lg border border-line-strong bg-card p-1">
      {ANALYTICS_PERIODS.map((period) => (
        <button
          key={period.days}
          type="button"
          aria-pressed={days === period.days}
          onClick={() => onChange(period.days)}
          className={cx(
            'rounded-md px-3 py-1.5 text-sm font-semibold',
            days === period.days ? 'bg-walnut-700 text-white' : 'text-ink hover:bg-walnut-50',
          )}
        >
          {period.label}
        </button>
      ))}
    </div>
  );
}
