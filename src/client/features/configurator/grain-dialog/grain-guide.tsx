/** CONF-25's Grain Orientation Guide. */
const GUIDE = [
  {
    grain: 'Face grain',
    text: 'The wide face of each board on top, showing the wood’s natural figure at its fullest.',
  },
  {
    grain: 'Edge grain',
    text: 'Boards turned on edge and glued side by side: straight lines, and more stable against cupping and movement.',
  },
  {
    grain: 'End grain',
    text: 'Short blocks standing on end: the most durable surface, kind to knives and suited to cutting surfaces.',
  },
] as const;

export function GrainGuide() {
  return (
    <section aria-labelledby="grain-guide-heading" className="rounded-xl border border-walnut-200 bg-walnut-50/70 p-4">
      <h3 id="grain-guide-heading" className="text-lg font-semibold text-ink">
        Grain Orientation Guide
      </h3>
      <dl className="mt-3 grid gap-3 sm:grid-cols-3">
        {GUIDE.map((entry) => (
          <div key={entry.grain}>
            <dt className="font-semibold text-walnut-800">{entry.grain}</dt>
            <dd className="mt-0.5 text-sm text-ink-muted">{entry.text}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
