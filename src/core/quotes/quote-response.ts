import type { QuoteView } from './quote-view';

/**
 * The API shape of a stored quote (issue 5): the view with its totals at the top level.
 * Partner branding stays on the server: the logo's bytes are for the PDF only.
 */
export function quoteResponse(quote: QuoteView) {
  return {
    quoteNumber: quote.quoteNumber,
    token: quote.token,
    status: quote.status,
    quoteDate: quote.quoteDate,
    validUntil: quote.validUntil,
    acceptedAt: quote.acceptedAt ?? null,
    clientType: quote.clientType,
    delivery: quote.delivery,
    insurance: quote.insurance,
    leadInfo: quote.leadInfo,
    lines: quote.lines,
    ...quote.totals,
  };
}

/** What GET /api/quotes/{token}, POST /api/quotes and the accept call answer with, as `data`. */
export type QuoteResponse = ReturnType<typeof quoteResponse>;
