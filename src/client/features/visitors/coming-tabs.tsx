/** SPEC §2: a placeholder until real heatmaps arrive with the next issue. */
export function HeatmapsTab() {
  return (
    <div className="rounded-xl border border-line bg-card p-6 text-ink">
      <h2 className="text-lg font-semibold">Heatmaps</h2>
      <p className="mt-2 text-sm text-ink-muted">
        Click, scroll and hover heatmaps of the configurator will show where visitors click, how far they scroll and what they hover over. Their content comes with the next release.
      </p>
    </div>
  );
}
