import { useEffect, useRef } from 'react';

/** Marks the history entry a dialog added, so the entry is known for what it is. */
const DIALOG_ENTRY = 'grainlineDialog';

/**
 * The page's own scroll-restoration mode while a dialog entry holds it at 'manual'. Kept here, not
 * per effect: StrictMode (development) runs the effect twice, and the second run would otherwise
 * find the first run's 'manual' and keep it after the dialog closed.
 */
let pageMode: ScrollRestoration | undefined;

function holdScroll(): void {
  pageMode ??= window.history.scrollRestoration;
  window.history.scrollRestoration = 'manual';
}

function releaseScroll(): void {
  if (pageMode === undefined) return;
  window.history.scrollRestoration = pageMode;
  pageMode = undefined;
}

const isDialogEntry = (): boolean => (window.history.state as Record<string, unknown> | null)?.[DIALOG_ENTRY] === true;

/**
 * For a dialog whose action then moves the page on (a step change that adds its own entry): takes
 * the dialog's entry out first and resolves once that traversal has landed, so the new entry goes
 * in after the page's own, not after a dead dialog entry. Resolves at once when no dialog is open.
 */
export function leaveDialogEntry(): Promise<void> {
  if (!isDialogEntry()) return Promise.resolve();
  return new Promise((resolve) => {
    window.addEventListener('popstate', () => resolve(), { once: true });
    window.history.back();
  });
}

/**
 * One Back rule for every dialog: the browser's Back closes what is open and stays on the page
 * (on a phone a dialog fills the screen, so Back is how people close it). An open dialog adds a
 * history entry (same address), Back takes it away and closes the dialog instead of leaving the
 * page. Closed any other way (a choice made, Escape, the close button), the dialog takes its
 * entry back out, so the next Back goes where it would have gone.
 */
export function useBackClosesDialog(open: boolean, close: () => void): void {
  const closeRef = useRef(close);
  useEffect(() => {
    closeRef.current = close;
  });
  useEffect(() => {
    if (!open) return;
    // Taking the entry back out is a history traversal, and the browser would restore the scroll
    // it kept for the entry under it: the page jumped back to where the dialog was opened, and on
    // a wood chosen, that jump raced the page's own scroll to the next step (CONF-05). Manual
    // until the traversal lands; then the entry under it gets its own mode back.
    holdScroll();
    window.history.pushState({ ...(window.history.state as Record<string, unknown> | null), [DIALOG_ENTRY]: true }, '');
    let entryOpen = true;
    const onPopState = () => {
      entryOpen = false;
      releaseScroll();
      closeRef.current();
    };
    window.addEventListener('popstate', onPopState);
    return () => {
      window.removeEventListener('popstate', onPopState);
      if (entryOpen && isDialogEntry()) {
        window.addEventListener('popstate', releaseScroll, { once: true });
        window.history.back();
      } else if (entryOpen) releaseScroll();
    };
  }, [open]);
}
