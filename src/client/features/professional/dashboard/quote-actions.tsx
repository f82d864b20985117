import type { PartnerQuoteSummary } from '../../../../core/professional/partner-area-schemas';
import { Button } from '../../../shared/ui/button';
import { useSendPartnerQuote } from './send-partner-quote';

/** 'View' opens the client's quote page; 'Send' e-mails the quote to the client. */
export function QuoteActions({ quote }: { quote: PartnerQuoteSummary }) {
  const send = useSendPartnerQuote();
  const sending = send.isPending && send.variables.id === quote.id;
  return (
    <div className="flex gap-2">
      <a
        href={`/quote/${quote.token}`}
        target="_blank"
        rel="noreferrer"
        aria-label={`View ${quote.quoteNumber}`}
        className="rounded-lg border border-line-strong px-3 py-1.5 text-sm font-medium text-ink hover:bg-walnut-50"
      >
        View
      </a>
      <Button size="sm" variant="secondary" aria-label={`Send ${quote.quoteNumber}`} disabled={sending} onClick={() => send.mutate(quote)}>
        {sending ? 'Sending…' : 'Send'}
      </Button>
    </div>
  );
}
