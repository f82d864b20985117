import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { partnerQuotesRoute } from '#core/api/partner-area-routes';
import type { PartnerQuoteSummary } from '#core/partner-area/partner-area-schemas';
import { callApi } from '#client/shared/call-api';
import { showToast } from '#client/shared/toast/toast-store';
import { Button } from '#client/shared/ui/button';
import { SendPreviewDialog } from '#client/shared/partner/send-preview-dialog';
import { saveFailureToast } from './save-quote';
import type { StoredQuote } from '#client/shared/quote-in-progress/stored-quote-store';

/**
 * A signed-in partner's 'Send to Client' on the quote summary (PARTNER-16): the quote is stored
 * if it must be, then the dashboard's preview of the client's e-mail opens and sends on
 * confirm. Only a partner loads it.
 */
export default function PartnerSendButton({
  currentQuote,
  disabled,
}: {
  currentQuote: () => Promise<StoredQuote>;
  disabled: boolean;
}) {
  const [quote, setQuote] = useState<PartnerQuoteSummary | null>(null);
  const prepare = useMutation({
    mutationFn: async () => {
      const stored = await currentQuote();
      const list = await callApi(partnerQuotesRoute, { query: { search: stored.quoteNumber } });
      const row = list.quotes.find((q) => q.quoteNumber === stored.quoteNumber);
      if (!row) throw new Error('The saved quote is not among the partner’s quotes');
      return row;
    },
    onSuccess: setQuote,
    onError: (error) =>
      showToast(saveFailureToast(error, 'The quote could not be prepared for sending. Please try again.')),
  });
  return (
    <>
      <Button
        variant="secondary"
        size="lg"
        disabled={disabled}
        aria-disabled={prepare.isPending}
        onClick={() => prepare.isPending || prepare.mutate()}
        data-hm="send-to-client"
      >
        {prepare.isPending ? 'Preparing…' : 'Send to Client'}
      </Button>
      {quote ? <SendPreviewDialog quote={quote} opened={{ onClose: () => setQuote(null) }} /> : null}
    </>
  );
}
