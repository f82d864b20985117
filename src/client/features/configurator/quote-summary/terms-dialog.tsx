import * as Dialog from '@radix-ui/react-dialog';
import { useState, type CSSProperties } from 'react';
import { quoteTerms } from '#core/quotes/quote-terms';
import { useLeadTime } from '#client/shared/catalogue/lead-time';
import { cx } from '#client/shared/cx';
import { isEmbedded } from '#client/shared/embed/post-resize';
import { useParentViewport } from '#client/shared/embed/parent-viewport';
import { Button } from '#client/shared/ui/button';
import { useBackClosesDialog } from '#client/shared/use-back-closes-dialog';

/** How far below the top of what the customer sees the dialog starts when embedded. */
const EMBEDDED_TOP_GAP_PX = 16;

/**
 * The terms the contact form's checkbox agrees to (QUOTE-05, QUOTE-19), the same
 * list the quote PDF prints. The trigger reads as a link inside the checkbox's label.
 */
export function TermsDialog() {
  const [open, setOpen] = useState(false);
  // Back closes the terms and stays on the summary (the step under them), like every dialog.
  useBackClosesDialog(open, () => setOpen(false));
  const viewport = useParentViewport();
  const leadTime = useLeadTime();
  // Embedded by embed.js the frame is as tall as the page: a centred dialog would sit mid-frame,
  // far from the form, so it opens at the top of the part of the frame the customer sees.
  const embeddedTop = isEmbedded() && viewport ? Math.max(0, -viewport.frameTop) + EMBEDDED_TOP_GAP_PX : null;
  const style: CSSProperties | undefined = embeddedTop === null ? undefined : { top: embeddedTop };
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className="font-semibold text-walnut-700 underline underline-offset-2 hover:text-walnut-800">
        terms and conditions
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-walnut-900/55" />
        <Dialog.Content
          style={style}
          className={cx(
            'left-1/2 z-50 w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 overflow-y-auto rounded-2xl bg-card p-6 shadow-2xl outline-none',
            embeddedTop === null ? 'fixed top-1/2 max-h-[calc(100%-2rem)] -translate-y-1/2' : 'absolute',
          )}
        >
          <Dialog.Title className="font-display text-2xl font-semibold text-ink">Terms and conditions</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-ink-muted">
            What you agree to when you save your quote; the quote PDF carries them too.
          </Dialog.Description>
          <ul className="mt-4 list-disc space-y-1.5 pl-5 text-ink">
            {quoteTerms(leadTime).map((term) => (
              <li key={term}>{term}</li>
            ))}
          </ul>
          <div className="mt-6 flex justify-end">
            <Dialog.Close asChild>
              <Button variant="secondary">Close</Button>
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
