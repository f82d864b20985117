import { useStoredValue } from '#client/shared/stored-value';
import { Button } from '#client/shared/ui/button';
import { finishedQuoteStore, startFromFinishedQuote } from '#client/shared/quote-in-progress/start-new-quote';

/**
 * A new quote starts empty after one was saved or accepted (CONF-43); the last one's surfaces
 * come back only on purpose, as a copy: 'Start from Q-…'. Loaded after the first screen (ADR 008).
 */
// The default export keeps the lazy import in the first load to its shortest (ADR 008).
export default function StartFromFinished({ onStarted }: { onStarted: () => void }) {
  const finished = useStoredValue(finishedQuoteStore);
  if (!finished) return null;
  const count = finished.surfaces.length;
  return (
    <div
      className="mx-auto mb-4 flex max-w-7xl flex-wrap items-center justify-between gap-3 rounded-xl border border-line bg-card px-4 py-3 text-sm"
      data-testid="start-from-finished"
    >
      <p className="text-ink">
        A new quote starts empty. Your last quote, {finished.quoteNumber}, had {count}{' '}
        {count === 1 ? 'surface' : 'surfaces'}.
      </p>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => {
          startFromFinishedQuote();
          onStarted();
        }}
      >
        Start from {finished.quoteNumber}
      </Button>
    </div>
  );
}
