import { useEffect, useRef } from 'react';

/** Marks the history entry a dialog added, so the entry is known for what it is. */
const DIALOG_ENTRY = 'grainlineDialog';

/**
 * On a phone the dialog fills the screen, so the browser's Back is how people close it: an open
 * dialog adds a history entry (same address), Back takes it away and closes the dialog instead
 * of leaving the page. Closed any other way (a grain chosen, Escape, the close button), the
 * dialog takes its entry back out, so the next Back goes where it would have gone.
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
    const restoration = window.history.scrollRestoration;
    const restoreMode = () => {
      window.history.scrollRestoration = restoration;
    };
    window.history.scrollRestoration = 'manual';
    window.history.pushState({ ...(window.history.state as Record<string, unknown> | null), [DIALOG_ENTRY]: true }, '');
    let entryOpen = true;
    const onPopState = () => {
      entryOpen = false;
      restoreMode();
      closeRef.current();
    };
    window.addEventListener('popstate', onPopState);
    return () => {
      window.removeEventListener('popstate', onPopState);
      if (entryOpen && (window.history.state as Record<string, unknown> | null)?.[DIALOG_ENTRY] === true) {
        window.addEventListener('popstate', restoreMode, { once: true });
        window.history.back();
      } else if (entryOpen) restoreMode();
    };
  }, [open]);
}
