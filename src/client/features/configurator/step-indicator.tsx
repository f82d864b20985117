import { cx } from '#client/shared/cx';

export type WizardStep = 1 | 2;

const STEPS: readonly { step: WizardStep; label: string }[] = [
  { step: 1, label: 'Configure' },
  { step: 2, label: 'Quote Summary' },
];

/**
 * CONF-03: only these steps are clickable, and only once the customer has reached step 2; each has a tooltip (CONF-44).
 */
const CLICKABLE_STEPS: readonly number[] = [2, 3];

export function StepIndicator({ current, onGoTo }: { current: WizardStep; onGoTo: (step: WizardStep) => void }) {
  return (
    <nav aria-label="Progress" className="print:hidden">
      <ol className="flex items-center gap-2">
        {STEPS.map(({ step, label }, index) => {
          const isCurrent = step === current;
          const isDone = step < current;
          const clickable = CLICKABLE_STEPS.includes(step) && current >= 2;
          const dot = (
            <span
              aria-hidden="true"
              className={cx(
                'flex h-7 w-7 items-center justify-center rounded-full text-xs font-semibold transition-colors',
                isCurrent && 'bg-walnut-700 text-white ring-4 ring-walnut-200',
                isDone && 'bg-walnut-200 text-walnut-900',
                !isCurrent && !isDone && 'border border-line-strong bg-card text-ink-muted',
              )}
            >
              {isDone ? '✓' : step}
            </span>
          );
          // The names are on screen at every width: dots alone told a phone user nothing.
          const text = (
            <span className={cx('text-sm whitespace-nowrap', isCurrent ? 'font-semibold text-ink' : 'text-ink-muted')}>
              {label}
              {isDone ? <span className="sr-only"> (done)</span> : null}
            </span>
          );
          return (
            <li key={step} className="flex items-center gap-2" aria-current={isCurrent ? 'step' : undefined}>
              {index > 0 ? (
                <span
                  aria-hidden="true"
                  className={cx('h-px w-6 sm:w-10', isDone || isCurrent ? 'bg-walnut-300' : 'bg-line-strong')}
                />
              ) : null}
              {clickable ? (
                <button
                  type="button"
                  data-tip={`Go to step ${step}`}
                  onClick={() => onGoTo(step)}
                  data-hm={`step-indicator:${step}`}
                  className="flex items-center gap-2 rounded-full"
                >
                  {dot}
                  {text}
                </button>
              ) : (
                <span className="flex items-center gap-2">
                  {dot}
                  {text}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
