import { Button } from '../../shared/ui/button';

interface Props {
  hint: string;
  canAdd: boolean;
  /** null when there is nothing to go back to. */
  onBack: (() => void) | null;
  onAdd: () => void;
}

/** CONF-04, CONF-19: Back and 'Add & Get My Quote', with a line saying what the button waits for. */
export function StepActions({ hint, canAdd, onBack, onAdd }: Props) {
  return (
    <div className="flex flex-col gap-2">
      <div className="flex gap-3">
        <Button variant="secondary" size="lg" disabled={!onBack} onClick={() => onBack?.()} data-hm="configure-back">
          Back
        </Button>
        <Button size="lg" className="flex-1" disabled={!canAdd} aria-describedby="add-to-quote-hint" onClick={onAdd} data-hm="add-to-quote">
          Add &amp; Get My Quote
        </Button>
      </div>
      <p id="add-to-quote-hint" className="text-sm text-ink-muted">
        {hint}
      </p>
    </div>
  );
}
