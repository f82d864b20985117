import { Button } from '#client/shared/ui/button';

interface Props {
  hint: string;
  canAdd: boolean;
  /** null when there is nothing to go back to: no Back button then (CONF-04), rather than a disabled one. */
  onBack: (() => void) | null;
  onAdd: () => void;
}

/** CONF-04, CONF-19: Back and 'Add & Get My Quote', with a line saying what the button waits for. */
export function StepActions({ hint, canAdd, onBack, onAdd }: Props) {
  return (
    <div className="flex flex-col gap-2">
      {/* A toast ('Link copied') never covers the main action for its 5 s (OPS-09): keep-clear.ts's
          KEEP_CLEAR, written out, since importing it would bring the toasts' placement into the first load. */}
      <div className="flex gap-3" data-toast-keep-clear="">
        {onBack ? (
          <Button variant="secondary" size="lg" onClick={onBack} data-hm="configure-back">
            Back
          </Button>
        ) : null}
        <Button
          size="lg"
          className="flex-1"
          disabled={!canAdd}
          aria-describedby="add-to-quote-hint"
          onClick={onAdd}
          data-hm="add-to-quote"
        >
          Add &amp; Get My Quote
        </Button>
      </div>
      <p id="add-to-quote-hint" className="text-sm text-ink-muted">
        {hint}
      </p>
    </div>
  );
}
