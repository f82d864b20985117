import type { QuoteView } from '../../core/quotes/quote-view';

/** The API shape of a stored quote (issue 5): the view with its totals at the top level. */
export function quoteResponse(quote: QuoteView) {
  return {
    quoteNumber: quote.quoteNumber,
    token: quote.token,
    status: quote.status,
    quoteDate: quote.quoteDate,
    validUntil: quote.validUntil,
    clientType: quote.clientType,
    delivery: quote.delivery,
    insurance: quote.insurance,
    leadInfo: quote.leadInfo,
    lines: quote.lines,
    ...quote.totals,
  };
}
