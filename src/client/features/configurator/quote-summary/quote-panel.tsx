import { lazy, Suspense } from 'react';
import { formatRand } from '#core/money';
import type { LeadInfo } from '#core/quotes/quote-view';
import { useChecking } from '#client/shared/proof-of-work/checking-store';
import { KEEP_CLEAR } from '#client/shared/toast/keep-clear';
import { Button } from '#client/shared/ui/button';
import { useStoredValue } from '#client/shared/stored-value';
import type { QuoteContent } from './quote-fingerprint';
import { storedQuoteStore } from '#client/shared/quote-in-progress/stored-quote-store';
import { useQuoteDocuments } from './use-quote-documents';

interface Props {
  content: QuoteContent;
  leadInfo: LeadInfo;
  /** The stored quote no longer matches the screen; the next download or e-mail makes a new one. */
  outdated: boolean;
  /** False while the quote cannot be priced (prices loading, a withdrawn wood). */
  canAct: boolean;
  /** What the screen totals now; null while it cannot be priced. */
  liveTotalCents: number | null;
  onEditDetails: () => void;
  /** A signed-in partner's quote for their client: 'Send to Client' with a preview instead of 'Email Quote'. */
  forClient?: boolean;
}

export const QUOTE_PANEL_HEADING_ID = 'quote-panel-heading';

// A partner's quote goes to their client through the preview of the e-mail (PARTNER-16); customers never load it.
const PartnerSendButton = lazy(() => import('./partner-send-button'));

/** QUOTE-01's download/e-mail panel for the customer's stored quote. */
export function QuotePanel({
  content,
  leadInfo,
  outdated,
  canAct,
  liveTotalCents,
  onEditDetails,
  forClient = false,
}: Props) {
  const stored = useStoredValue(storedQuoteStore);
  const { download, email, currentQuote } = useQuoteDocuments(content, leadInfo);
  const busy = download.isPending || email.isPending;
  // A burst's challenge being solved (ADR 040): a moment's "Checking…" on the busy button.
  const checking = useChecking();
  // A changed quote shows what the screen totals at once, never the stored quote's old number
  // and total beside it: the number is the one the next download or e-mail stores.
  const current = stored && !outdated ? stored : null;
  const totalCents = current ? current.totalCents : liveTotalCents;
  return (
    <section
      aria-labelledby={QUOTE_PANEL_HEADING_ID}
      className="rounded-2xl border border-walnut-300 bg-walnut-50 p-5 shadow-sm sm:p-6"
    >
      <h2 id={QUOTE_PANEL_HEADING_ID} tabIndex={-1} className="text-xl font-semibold text-ink outline-none">
        {forClient ? "Your Client's Quote" : 'Your Quote'}
      </h2>
      <p className="mt-1 text-sm break-words text-ink-muted">
        For {leadInfo.fullName}, {leadInfo.email}.{' '}
        <button
          type="button"
          onClick={onEditDetails}
          data-hm="edit-details"
          className="font-semibold text-walnut-700 underline underline-offset-2"
        >
          {forClient ? "Edit client's details" : 'Edit details'}
        </button>
      </p>
      {stored ? (
        <dl className="mt-4 flex flex-wrap justify-between gap-x-6 gap-y-3">
          <div>
            <dt className="text-xs font-medium text-ink-muted">Quote number</dt>
            <dd className="font-semibold whitespace-nowrap text-ink" data-testid="quote-number">
              {current ? current.quoteNumber : 'New on download or e-mail'}
            </dd>
          </div>
          <div className="sm:text-right">
            <dt className="text-xs font-medium text-ink-muted">Total (incl. VAT)</dt>
            <dd className="font-display text-xl font-semibold text-walnut-800 tabular-nums" data-testid="quote-total">
              {totalCents === null ? '—' : formatRand(totalCents)}
            </dd>
          </div>
        </dl>
      ) : null}
      {outdated ? (
        <p role="status" className="mt-3 rounded-lg bg-card px-3 py-2 text-sm text-ink">
          {stored
            ? 'Your quote has changed. Downloading or e-mailing it makes an updated quote with a new number.'
            : 'Your quote number appears when you download or e-mail your quote.'}
        </p>
      ) : null}
      {/* What the 'Information Saved' and 'PDF Generated' toasts are about: they never cover it. */}
      <div {...KEEP_CLEAR}>
        <div className="mt-4 flex flex-wrap gap-3">
          {/* Busy, the buttons say so without being disabled: a disabled button drops the focus
              to the page's body, so a keyboard user would lose their place. */}
          <Button
            size="lg"
            disabled={!canAct}
            aria-disabled={busy}
            onClick={() => busy || download.mutate()}
            data-hm="download-pdf"
          >
            {download.isPending ? (checking ? 'Checking…' : 'Preparing PDF…') : 'Download PDF'}
          </Button>
          {forClient ? (
            <Suspense fallback={null}>
              <PartnerSendButton currentQuote={currentQuote} disabled={!canAct || busy} />
            </Suspense>
          ) : (
            <Button
              variant="secondary"
              size="lg"
              disabled={!canAct}
              aria-disabled={busy}
              onClick={() => busy || email.mutate()}
              data-hm="email-quote"
            >
              {email.isPending ? (checking ? 'Checking…' : 'Sending…') : 'Email Quote'}
            </Button>
          )}
        </div>
        {current ? (
          <p className="mt-4 text-sm">
            <a href={`/quote/${current.token}`} className="font-semibold text-walnut-700 underline underline-offset-2">
              {forClient ? "View your client's quote page" : 'View your quote online'}
            </a>
          </p>
        ) : null}
      </div>
    </section>
  );
}
