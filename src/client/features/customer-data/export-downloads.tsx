import { useState } from 'react';
import { analyticsDaysCsvRoute, leadsCsvRoute, quotesCsvRoute } from '#core/api/exports-routes';
import { urlOf } from '#client/shared/call-api';
import { cx } from '#client/shared/cx';
import { INPUT_CLASSES } from '#client/shared/ui/text-field';

const PERIODS = [7, 30, 90, 365] as const;

const DOWNLOADS = [
  { route: leadsCsvRoute, label: 'Leads' },
  { route: quotesCsvRoute, label: 'Quotes' },
  { route: analyticsDaysCsvRoute, label: 'Visitor analytics per day' },
] as const;

/** STAFF-10: staff download leads, quotes and the daily summaries as CSV; the browser saves what the server streams. */
export function ExportDownloads() {
  const [days, setDays] = useState<number>(30);
  return (
    <section aria-labelledby="exports-heading" className="rounded-xl border border-line bg-card p-5">
      <h2 id="exports-heading" className="text-lg font-semibold text-ink">
        Download as CSV
      </h2>
      <p className="mt-1 text-sm text-ink-muted">
        For a spreadsheet: UTF-8, one row per record, formula-like text made harmless.
      </p>
      <label htmlFor="export-period" className="mt-4 block text-sm font-medium text-ink">
        Period
      </label>
      <select
        id="export-period"
        value={days}
        onChange={(event) => setDays(Number(event.target.value))}
        className={cx(INPUT_CLASSES, 'max-w-xs border-line-strong')}
      >
        {PERIODS.map((period) => (
          <option key={period} value={period}>
            Last {period} days
          </option>
        ))}
      </select>
      <ul className="mt-4 flex flex-wrap gap-3">
        {DOWNLOADS.map((download) => (
          <li key={download.route.path}>
            <a
              href={urlOf(download.route, { query: { days } })}
              download
              className="inline-flex rounded-lg border border-line-strong px-4 py-2.5 text-sm font-semibold text-ink hover:border-walnut-500 hover:bg-walnut-50"
            >
              {download.label} (CSV)
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
