import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { creditNoteRoute } from '#core/api/invoicing-routes';
import { creditNoteRequestSchema, type InvoiceDetail } from '#core/invoicing/invoice-schemas';
import { formatRand } from '#core/money';
import { serverMessageOf } from '#client/shared/api-client';
import { callApi } from '#client/shared/call-api';
import { cx } from '#client/shared/cx';
import { Button } from '#client/shared/ui/button';
import { FieldMessage } from '#client/shared/ui/field-message';
import { INPUT_CLASSES, inputStateClasses } from '#client/shared/ui/text-field';
import { DialogClose, PartnerDialog } from '#client/shared/partner/partner-dialog';
import { useRefreshInvoices } from './invoice-mutations';

const REASON_MAX_LENGTH = 500;

/**
 * ADR 047 (section 21 of the VAT Act): an invoice is cancelled only by a credit note that takes all of it back and
 * cites it, with the reason; asked for in a dialog, as it cannot be undone. `onIssued` hears the credit note.
 */
export function CreditNoteDialog({
  invoice,
  onIssued,
}: {
  invoice: InvoiceDetail;
  onIssued: (creditNote: InvoiceDetail) => void;
}) {
  const refresh = useRefreshInvoices();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const issue = useMutation({
    mutationFn: (body: { reason: string }) => callApi(creditNoteRoute, { params: { id: invoice.id }, body }),
    onSuccess: async (creditNote) => {
      close();
      onIssued(creditNote);
      await refresh();
    },
    onError: (error) => setProblem(serverMessageOf(error) ?? 'The credit note could not be issued. Please try again.'),
  });
  const close = () => {
    setOpen(false);
    setReason('');
    setProblem(undefined);
    issue.reset();
  };
  const submit = () => {
    const checked = creditNoteRequestSchema.safeParse({ reason });
    if (!checked.success) setProblem(checked.error.issues[0]?.message);
    else issue.mutate(checked.data);
  };
  return (
    <PartnerDialog
      open={open}
      onOpenChange={(next) => {
        if (issue.isPending) return;
        if (next) setOpen(true);
        else close();
      }}
      trigger={<Button variant="secondary">Issue a credit note</Button>}
      title={`Cancel ${invoice.number} with a credit note?`}
      description={`A credit note takes back all ${formatRand(invoice.totalCents)} of ${invoice.number} and cites it. It cannot be undone: the invoice then owes nothing and takes no payment.`}
      actions={
        <>
          <DialogClose asChild>
            <Button variant="secondary" disabled={issue.isPending}>
              Keep the invoice
            </Button>
          </DialogClose>
          <Button type="submit" form="credit-note-form" disabled={issue.isPending}>
            {issue.isPending ? 'Issuing…' : 'Issue the credit note'}
          </Button>
        </>
      }
    >
      <form
        id="credit-note-form"
        noValidate
        className="mt-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (!issue.isPending) submit();
        }}
      >
        <label htmlFor="credit-note-reason" className="block text-sm font-medium text-ink">
          Reason
        </label>
        <textarea
          id="credit-note-reason"
          rows={4}
          required
          maxLength={REASON_MAX_LENGTH}
          value={reason}
          aria-invalid={problem ? true : undefined}
          aria-describedby="credit-note-reason-message"
          onChange={(event) => setReason(event.target.value)}
          className={cx(INPUT_CLASSES, inputStateClasses(problem))}
        />
        <FieldMessage
          id="credit-note-reason-message"
          error={problem}
          hint="Printed on the credit note, for the customer and the bookkeeper."
        />
      </form>
    </PartnerDialog>
  );
}
