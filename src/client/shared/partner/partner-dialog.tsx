import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { useBackClosesDialog } from '#client/shared/use-back-closes-dialog';

/**
 * A dialog of the partner's dashboard (and of staff screens such as an invoice's credit note): its trigger, title, one
 * line of description and content.
 */
export function PartnerDialog({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  children,
  actions,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opens it; none when the dialog is opened by other means. */
  trigger?: ReactNode;
  title: string;
  description: string;
  children: ReactNode;
  /**
   * The dialog's buttons: kept in view at its foot while the content above scrolls, so a long preview never hides Send.
   */
  actions?: ReactNode;
}) {
  // Back closes the dialog and stays on the page, like every dialog.
  useBackClosesDialog(open, () => onOpenChange(false));
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger ? <Dialog.Trigger asChild>{trigger}</Dialog.Trigger> : null}
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-walnut-900/55" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100%-2rem)] w-[calc(100%-2rem)] max-w-xl -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-card p-5 shadow-2xl outline-none sm:p-6">
          <Dialog.Title className="font-display text-2xl font-semibold break-words text-ink">{title}</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-ink-muted">{description}</Dialog.Description>
          {children}
          {actions ? (
            <div className="sticky -bottom-5 -mx-5 mt-6 flex flex-wrap justify-end gap-3 border-t border-line bg-card px-5 pt-4 pb-5 sm:-bottom-6 sm:-mx-6 sm:px-6 sm:pb-6">
              {actions}
            </div>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

export const DialogClose = Dialog.Close;
