/**
 * The workshop's mark (the drawing of `public/favicon.svg`), drawn in the page: as an
 * `<img src="/favicon.svg">` it was a request in the first screen, which Lighthouse's simulated
 * phone counted into the time to the largest paint (ADR 016).
 */
export function GrainlineMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" width="32" height="32" aria-hidden="true" focusable="false" className={className}>
      <rect width="64" height="64" rx="14" fill="#7a3e16" />
      <g fill="none" stroke="#f3e3cc" strokeWidth="3" strokeLinecap="round">
        <path d="M12 20c10-6 18 6 28 0s12-2 12-2" />
        <path d="M12 32c10-6 18 6 28 0s12-2 12-2" />
        <path d="M12 44c10-6 18 6 28 0s12-2 12-2" />
      </g>
    </svg>
  );
}
