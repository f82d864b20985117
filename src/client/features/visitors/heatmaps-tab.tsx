import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { WIDTH_BUCKETS, type HeatmapData, type WidthBucket } from '#core/heatmaps/heatmap-events';
import { heatmapRoute } from '#core/api/heatmaps-routes';
import { callQuery } from '#client/shared/call-api';
import { DataTable } from '#client/shared/dashboard/data-table';
import { HeatmapPreview } from './heatmap-preview';

const VIEW_LABELS: Record<string, string> = { configure: 'Step 1: Configure', summary: 'Step 2: Quote Summary' };
const WIDTH_LABELS: Record<WidthBucket, string> = {
  phone: 'Phone (under 768 px)',
  tablet: 'Tablet (768–1023 px)',
  desktop: 'Desktop (1024 px and up)',
};
/** The Heatmaps tab reads at most 90 days of the daily cell counts (the summaries outlive the raw clicks, ADR 021). */
const MAX_DAYS = 90;

const percent = (share: number) => `${Math.round(share * 100)}%`;

function ScrollDepthTable({ scroll }: { scroll: HeatmapData['scroll'] }) {
  if (scroll.pageViews === 0)
    return <p className="text-sm text-ink-muted">No scroll depth recorded for this step and width yet.</p>;
  return (
    <DataTable
      caption={`Scroll depth (${scroll.pageViews} page views)`}
      columns={['Reached', 'Share of page views']}
      rows={scroll.reached.slice(1).map((share, index) => [
        `${(index + 1) * 10}% of the page`,
        <span key="bar" className="flex items-center gap-2">
          <span
            className="inline-block h-2 rounded bg-walnut-600"
            style={{ width: `${Math.round(share * 120)}px` }}
            aria-hidden="true"
          />
          {percent(share)}
        </span>,
      ])}
    />
  );
}

/** ANALYTICS-20: where visitors click, how far they scroll and where they click in anger. */
export function HeatmapsTab({ days }: { days: number }) {
  const [view, setView] = useState('configure');
  const [width, setWidth] = useState<WidthBucket>('desktop');
  const ids = useId();
  const period = Math.min(days, MAX_DAYS);
  const heatmap = useQuery(callQuery(heatmapRoute, { query: { days: period, view, width } }));
  const data = heatmap.data;
  const views = [...new Set(['configure', 'summary', ...(data?.views.map((entry) => entry.view) ?? [])])];
  const clicks =
    (data?.elements ?? []).reduce((total, cell) => total + cell.count, 0) +
    (data?.page ?? []).reduce((total, cell) => total + cell.count, 0);
  const byElement = new Map<string, number>();
  for (const cell of data?.elements ?? []) byElement.set(cell.element, (byElement.get(cell.element) ?? 0) + cell.count);
  return (
    <div className="space-y-6 rounded-xl border border-line bg-card p-6 text-ink">
      <div>
        <h2 className="text-lg font-semibold">Heatmaps</h2>
        <p className="mt-1 text-sm text-ink-muted">
          The configurator as it renders at each width, with the clicks of the last {period} days drawn over it. A click
          on a named element is placed on that element wherever the layout puts it.
        </p>
      </div>
      <div className="flex flex-wrap gap-4">
        <div>
          <label htmlFor={`${ids}-view`} className="block text-sm font-medium">
            Step
          </label>
          <select
            id={`${ids}-view`}
            value={view}
            onChange={(event) => setView(event.target.value)}
            className="mt-1 rounded-lg border border-line-strong bg-white px-3 py-2 text-sm"
          >
            {views.map((name) => (
              <option key={name} value={name}>
                {VIEW_LABELS[name] ?? name}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${ids}-width`} className="block text-sm font-medium">
            Width
          </label>
          <select
            id={`${ids}-width`}
            value={width}
            onChange={(event) => setWidth(event.target.value as WidthBucket)}
            className="mt-1 rounded-lg border border-line-strong bg-white px-3 py-2 text-sm"
          >
            {WIDTH_BUCKETS.map((bucket) => (
              <option key={bucket} value={bucket}>
                {WIDTH_LABELS[bucket]}
              </option>
            ))}
          </select>
        </div>
      </div>
      {heatmap.isError ? (
        <p role="alert" className="text-sm text-danger-700">
          Could not load the heatmap.
        </p>
      ) : (
        <p role="status" className="text-sm text-ink-muted">
          {data ? `${clicks} clicks on ${VIEW_LABELS[view] ?? view} at ${width} width.` : 'Loading the heatmap…'}
        </p>
      )}
      <HeatmapPreview data={data} width={width} />
      {byElement.size > 0 ? (
        <DataTable
          caption="Clicks by element"
          columns={['Element', 'Clicks']}
          rows={[...byElement].sort((a, b) => b[1] - a[1]).map(([element, count]) => [element, count])}
        />
      ) : null}
      {data ? <ScrollDepthTable scroll={data.scroll} /> : null}
      {data && data.rage.length > 0 ? (
        <DataTable
          caption="Rage clicks (three or more within a second)"
          columns={['Element', 'Rage clicks']}
          rows={data.rage.map((entry) => [entry.element || 'Page (no named element)', entry.count])}
        />
      ) : data ? (
        <p className="text-sm text-ink-muted">No rage clicks in this period.</p>
      ) : null}
    </div>
  );
}
