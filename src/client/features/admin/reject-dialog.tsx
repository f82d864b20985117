import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import type { PartnerApplication } from '#core/accounts/account-schemas';
import { cx } from '#client/shared/cx';
import { Button } from '#client/shared/ui/button';
import { INPUT_CLASSES, inputStateClasses } from '#client/shared/ui/text-field';
import { useBackClosesDialog } from '#client/shared/use-back-closes-dialog';

const REASON_MAX_LENGTH = 1000;

interface Props {
  application: PartnerApplication;
  pending: boolean;
  /** Resolves true once the application is rejected; the dialog then closes. */
  onReject: (rejectionReason: string) => Promise<boolean>;
}

/** STAFF-05: the reject button stays disabled while the reason is blank or a request is pending. */
export function RejectDialog({ application, pending, onReject }: Props) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const blank = reason.trim() === '';
  const textareaId = `reject-reason-${application.id}`;
  // Back closes the dialog and stays on the list, like every dialog; the reason typed goes with it.
  useBackClosesDialog(open, () => {
    setOpen(false);
    setReason('');
  });

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (pending) return;
        setOpen(next);
        if (!next) setReason('');
      }}
    >
      <Dialog.Trigger asChild>
        <Button variant="secondary" disabled={pending}>
          Reject
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-walnut-900/55" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100%-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-card p-6 shadow-2xl outline-none">
          <Dialog.Title className="font-display text-2xl font-semibold text-ink">Reject Application</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-ink-muted">
            Tell {application.businessName} why their application was not accepted. The reason is shown on the
            application.
          </Dialog.Description>
          <form
            className="mt-4"
            onSubmit={(event) => {
              event.preventDefault();
              if (blank || pending) return;
              void onReject(reason.trim()).then((rejected) => {
                if (!rejected) return;
                setOpen(false);
                setReason('');
              });
            }}
          >
            <label htmlFor={textareaId} className="block text-sm font-medium text-ink">
              Reason for rejection
            </label>
            <textarea
              id={textareaId}
              rows={4}
              maxLength={REASON_MAX_LENGTH}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              className={cx(INPUT_CLASSES, inputStateClasses(undefined))}
            />
            <div className="mt-5 flex flex-wrap justify-end gap-3">
              <Dialog.Close asChild>
                <Button variant="secondary" disabled={pending}>
                  Cancel
                </Button>
              </Dialog.Close>
              <Button type="submit" disabled={blank || pending}>
                {pending ? 'Rejecting...' : 'Reject Application'}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
