import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatRand } from '#core/money';
import { TOTAL_LABEL } from '#core/quotes/money-summary';
import { previewPartnerQuoteRoute } from '#core/api/partner-area-routes';
import type { PartnerQuoteSummary } from '#core/partner-area/partner-area-schemas';
import { serverMessageOf } from '#client/shared/api-client';
import { callQuery } from '#client/shared/call-api';
import { Button } from '#client/shared/ui/button';
import { DialogClose, PartnerDialog } from './partner-dialog';
import { useSendPartnerQuote } from './send-partner-quote';

const clientOf = (quote: PartnerQuoteSummary) => ({
  quoteId: quote.id,
  clientEmail: quote.clientEmail,
  clientName: quote.clientName,
});

/**
 * PARTNER-16's deliberate 'Send': the e-mail the client will get (to, subject, its first lines
 * and the attached PDF's totals, the client's figures) is shown first, and sent on confirm.
 */
export function SendPreviewDialog({ quote, opened }: { quote: PartnerQuoteSummary; opened?: { onClose: () => void } }) {
  const [openHere, setOpenHere] = useState(false);
  // Opened by its own Send button, or (`opened`) by the quote summary's, which closes it.
  const open = opened ? true : openHere;
  const setOpen = (next: boolean) => (opened ? !next && opened.onClose() : setOpenHere(next));
  const send = useSendPartnerQuote();
  const preview = useQuery({
    ...callQuery(previewPartnerQuoteRoute, { body: clientOf(quote) }),
    enabled: open,
    staleTime: 0,
    gcTime: 0,
  });
  const sending = send.isPending && send.variables.id === quote.id;
  const mail = preview.data;
  return (
    <PartnerDialog
      open={open}
      onOpenChange={setOpen}
      title={`Send ${quote.quoteNumber}`}
      description="This is the e-mail your client will get. Nothing is sent until you confirm."
      actions={
        <>
          <DialogClose asChild>
            <Button variant="secondary">Cancel</Button>
          </DialogClose>
          <Button
            disabled={!mail || sending}
            onClick={() =>
              send.mutate(quote, {
                onSuccess: () => setOpen(false),
              })
            }
          >
            {sending ? 'Sending…' : `Send to ${quote.clientEmail}`}
          </Button>
        </>
      }
      trigger={
        opened ? undefined : (
          <Button size="sm" variant="secondary" aria-label={`Send ${quote.quoteNumber}`} disabled={sending}>
            {sending ? 'Sending…' : 'Send'}
          </Button>
        )
      }
    >
      {preview.isPending ? <p className="mt-4 text-sm text-ink-muted">Preparing the preview…</p> : null}
      {preview.isError ? (
        <p role="alert" className="mt-4 text-sm text-danger-700">
          {serverMessageOf(preview.error) ?? 'The preview could not be made. Please try again.'}
        </p>
      ) : null}
      {mail ? (
        <div className="mt-4 space-y-4" data-testid="send-preview">
          <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
            <dt className="font-medium text-ink-muted">To</dt>
            <dd className="break-words text-ink">
              {quote.clientName} &lt;{mail.to}&gt;
            </dd>
            <dt className="font-medium text-ink-muted">Subject</dt>
            <dd className="break-words font-semibold text-ink" data-testid="send-preview-subject">
              {mail.subject}
            </dd>
          </dl>
          <div
            className="rounded-xl border border-line bg-white p-3 text-sm whitespace-pre-line break-words text-ink"
            data-testid="send-preview-body"
          >
            {mail.lines.join('\n').trim()}
          </div>
          <section aria-labelledby={`attachment-${quote.id}`} className="rounded-xl bg-walnut-50 p-3 text-sm">
            <h3 id={`attachment-${quote.id}`} className="font-semibold break-words text-ink">
              Attached: {mail.attachment.fileName}
            </h3>
            <dl className="mt-2 space-y-1">
              {mail.attachment.rows.map((row) => (
                <PreviewRow key={row.kind} label={row.label} amount={row.amount} />
              ))}
              <PreviewRow
                label={TOTAL_LABEL}
                amount={formatRand(mail.attachment.totalCents)}
                strong
                testId="send-preview-total"
              />
              <PreviewRow label="of which VAT" amount={formatRand(mail.attachment.vatCents)} />
            </dl>
          </section>
        </div>
      ) : null}
    </PartnerDialog>
  );
}

function PreviewRow({
  label,
  amount,
  strong = false,
  testId,
}: {
  label: string;
  amount: string;
  strong?: boolean;
  testId?: string;
}) {
  return (
    <div
      className={`flex items-baseline justify-between gap-3 ${strong ? 'border-t border-line pt-1 font-semibold text-ink' : ''}`}
    >
      <dt>{label}</dt>
      <dd className="tabular-nums" data-testid={testId}>
        {amount}
      </dd>
    </div>
  );
}
