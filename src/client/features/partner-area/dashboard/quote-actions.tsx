import type { PartnerQuoteSummary } from '#core/partner-area/partner-area-schemas';
import { QuoteDetailDialog } from './quote-detail-dialog';
import { SendPreviewDialog } from '#client/shared/partner/send-preview-dialog';

/**
 * 'View' opens the client's quote page; 'Details' the partner's own figures; 'Send' previews the client's e-mail, then
 * sends it.
 */
export function QuoteActions({ quote }: { quote: PartnerQuoteSummary }) {
  return (
    <div className="flex flex-wrap gap-2">
      <a
        href={`/quote/${quote.token}`}
        target="_blank"
        rel="noreferrer"
        aria-label={`View ${quote.quoteNumber}`}
        className="rounded-lg border border-line-strong px-3 py-1.5 text-sm font-medium text-ink hover:bg-walnut-50"
      >
        View
      </a>
      <QuoteDetailDialog quote={quote} />
      <SendPreviewDialog quote={quote} />
    </div>
  );
}
