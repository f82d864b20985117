import { useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import type { LeadInfo } from '#core/quotes/quote-view';
import { emailQuoteRoute } from '#core/api/quotes-routes';
import { callApi } from '#client/shared/call-api';
import { withProofOfWork } from '#client/shared/proof-of-work/with-proof-of-work';
import { randomId } from '#client/shared/random-id';
import { showToast } from '#client/shared/toast/toast-store';
import { trackInteraction } from '#client/shared/tracking/visitor-tracker';
import { downloadQuotePdf } from '#client/shared/quote-display/download-quote-pdf';
import { needsNewQuote, quoteFingerprint, type QuoteContent } from './quote-fingerprint';
import { saveFailureToast, saveQuote } from './save-quote';
import { pendingSketchIds, sketchIds, sketchStore } from '#client/shared/quote-in-progress/sketch-store';
import { storedQuoteStore, type StoredQuote } from '#client/shared/quote-in-progress/stored-quote-store';

/**
 * Download PDF and Email Quote (QUOTE-01, QUOTE-10). Both act on a stored quote that matches what
 * the customer sees: when the surfaces, quantities, delivery, insurance or client type
 * changed since the last one was stored (or a new sketch waits), a new quote is stored
 * first with the saved contact details.
 */
export function useQuoteDocuments(content: QuoteContent, leadInfo: LeadInfo) {
  // An e-mail click that failed is retried with the same id, so the server sends it once.
  const emailAttempt = useRef<{ token: string; requestId: string } | null>(null);

  const currentQuote = async (): Promise<StoredQuote> => {
    const stored = storedQuoteStore.get();
    const sketches = sketchStore.get();
    const current = {
      fingerprint: quoteFingerprint(content),
      pendingSketches: pendingSketchIds(sketches).length,
      now: new Date(),
    };
    if (stored && !needsNewQuote(stored, current)) return stored;
    return saveQuote({ content, leadInfo, sketchIds: sketchIds(sketches) });
  };

  const download = useMutation({
    mutationFn: async () => downloadQuotePdf(await currentQuote()),
    onSuccess: () => {
      showToast({
        title: 'PDF Generated',
        description: 'Your quote has been generated successfully.',
        variant: 'success',
      });
      trackInteraction('pdf_download');
    },
    onError: (error) => showToast(saveFailureToast(error, 'Failed to generate PDF. Please try again.')),
  });

  const email = useMutation({
    mutationFn: async () => {
      const quote = await currentQuote();
      const previous = emailAttempt.current;
      const requestId = previous?.token === quote.token ? previous.requestId : randomId();
      emailAttempt.current = { token: quote.token, requestId };
      // No business copy: the workshop is told of every stored quote when it is saved
      // (notify-workshop.tsx), so a customer has nothing to choose here.
      await withProofOfWork((headers) =>
        callApi(emailQuoteRoute, { body: { token: quote.token, sendBusinessCopy: false, requestId } }, { headers }),
      );
      emailAttempt.current = null;
    },
    onSuccess: () => {
      showToast({ title: 'Email Sent', description: 'Quote has been sent to your email address.', variant: 'success' });
      trackInteraction('email_quote');
    },
    onError: (error) => showToast(saveFailureToast(error, 'Failed to send email. Please try again.')),
  });

  return { download, email, currentQuote };
}
