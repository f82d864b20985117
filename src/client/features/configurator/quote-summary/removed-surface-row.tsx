import { Button } from '#client/shared/ui/button';

/** Where a removed surface's card was: says what went and offers it back. */
export function RemovedSurfaceRow({
  itemName,
  undoId,
  onUndo,
}: {
  itemName: string;
  undoId: string;
  onUndo: () => void;
}) {
  return (
    <li
      data-testid="removed-surface"
      className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-dashed border-line-strong bg-card/60 px-4 py-3 sm:px-5"
    >
      <p role="status" className="text-sm text-ink">
        Removed {itemName} from your quote.
      </p>
      <Button id={undoId} variant="secondary" size="sm" onClick={onUndo}>
        Undo<span className="sr-only"> removing {itemName}</span>
      </Button>
    </li>
  );
}
