import { KEEP_CLEAR } from '#client/shared/toast/keep-clear';
import { Button } from '#client/shared/ui/button';
import { SAVE_FORM_ID } from './changes-section';
import { goToSection } from './section-nav';
import { serverMessage } from './server-error';

/** What is pending, in a few words: the bar is one line on a phone. */
function pendingSummary(changeCount: number, problemCount: number): string {
  if (problemCount > 0) return problemCount === 1 ? '1 field to fix' : `${problemCount} fields to fix`;
  if (changeCount === 0) return 'No changes to save';
  return changeCount === 1 ? '1 change not saved' : `${changeCount} changes not saved`;
}

/**
 * PRICE-34: while the draft differs from the version it is based on, Save and Discard stay at
 * the bottom of the window wherever one is on the page; Review goes to the preview and the
 * reason. Save stays off while a field needs fixing or nothing would change. Toasts keep clear of it.
 */
export function SaveBar({
  nextVersion,
  changeCount,
  problemCount,
  saving,
  error,
  onDiscard,
}: {
  nextVersion: number;
  changeCount: number;
  problemCount: number;
  saving: boolean;
  error: unknown;
  onDiscard: () => void;
}) {
  return (
    <section
      aria-label="Unsaved changes"
      {...KEEP_CLEAR}
      className="fixed inset-x-0 bottom-0 z-20 border-t border-walnut-300 bg-card shadow-[0_-4px_12px_rgba(43,33,24,0.12)]"
    >
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-3 gap-y-2 px-4 py-3">
        <p className={problemCount > 0 ? 'text-sm font-medium text-danger-700' : 'text-sm font-medium text-ink'}>
          {pendingSummary(changeCount, problemCount)}
        </p>
        <Button variant="ghost" size="sm" onClick={() => goToSection('price-book-changes')}>
          Review
        </Button>
        <div className="ml-auto flex gap-2">
          <Button variant="secondary" size="sm" disabled={saving} onClick={onDiscard}>
            Discard
          </Button>
          <Button
            type="submit"
            form={SAVE_FORM_ID}
            size="sm"
            disabled={saving || problemCount > 0 || changeCount === 0}
          >
            {saving ? 'Saving…' : `Save as version ${nextVersion}`}
          </Button>
        </div>
        {error ? (
          <p role="alert" className="w-full text-sm text-danger-700">
            {serverMessage(error)}
          </p>
        ) : null}
      </div>
    </section>
  );
}
