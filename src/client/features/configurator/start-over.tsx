import { useEffect, useRef, useState } from 'react';
import { Button } from '#client/shared/ui/button';
import { startHints } from '#client/shared/ui/hints';
import { leaveDialogEntry, useBackClosesDialog } from '#client/shared/use-back-closes-dialog';
import { quotePreferencesStore } from '#client/shared/quote-in-progress/quote-preferences-store';
import { startNewQuote } from '#client/shared/quote-in-progress/start-new-quote';

/**
 * CONF-43: 'Start over' clears on purpose what a reload keeps (the surface in progress, the
 * step and the open quote), after a confirmation, so a stray tap loses nothing. A customer's
 * contact details stay: they are the customer's, not the quote's; a partner's client's details go
 * with the quote. A saved quote can be copied back with 'Start from Q-…'. Loaded after the first
 * screen (ADR 008).
 */
// The default export keeps the lazy import in the first load to its shortest (ADR 008).
export default function StartOver({ onStartOver, forPartner }: { onStartOver: () => void; forPartner: boolean }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  // The page's tooltips and haptics (CONF-44) ride with this part, which every configurator
  // screen loads after its first paint, so they cost the first load nothing (ADR 008).
  useEffect(startHints, []);
  useBackClosesDialog(open, () => dialog.current?.close());
  const startOver = async () => {
    // What a reload keeps of the work, each back to its fresh value.
    startNewQuote({ forPartner });
    quotePreferencesStore.set(quotePreferencesStore.initial());
    // The dialog's history entry goes before the step change adds the page's own.
    await leaveDialogEntry();
    dialog.current?.close();
    window.scrollTo({ top: 0 });
    onStartOver();
  };
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        onClick={() => {
          dialog.current?.showModal();
          setOpen(true);
        }}
        data-hm="start-over"
        data-tip="Clear this surface and your quote, and begin again"
      >
        Start over
      </Button>
      {/* A native modal dialog: focus stays inside, and Escape or Keep my work closes it. */}
      <dialog
        ref={dialog}
        aria-labelledby="start-over-heading"
        aria-describedby="start-over-text"
        onClose={() => setOpen(false)}
        className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-2xl border border-line bg-card p-6 text-ink shadow-xl backdrop:bg-ink/40"
      >
        <h2 id="start-over-heading" className="text-lg font-semibold">
          Start over?
        </h2>
        <p id="start-over-text" className="mt-2 text-sm text-ink-muted">
          {forPartner
            ? 'This clears the surface you are configuring, every surface in your quote and your client’s details. It cannot be undone.'
            : 'This clears the surface you are configuring and every surface in your quote. It cannot be undone.'}
        </p>
        <div className="mt-5 flex flex-wrap justify-end gap-3">
          <Button variant="secondary" autoFocus onClick={() => dialog.current?.close()}>
            Keep my work
          </Button>
          <Button onClick={() => void startOver()} data-hm="start-over-confirm">
            Yes, start over
          </Button>
        </div>
      </dialog>
    </>
  );
}
