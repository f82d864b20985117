import type { QuoteView } from './quote-view';

/**
 * The API shape of a stored quote (issue 5): the view with its totals at the top level.
 * Partner branding goes without the logo's bytes: the quote page fetches the logo on its own.
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
    discountPercentage: (quote.discountBasisPoints ?? 0) / 100,
    partner: quote.partner
      ? { businessName: quote.partner.businessName, contact: quote.partner.contact ?? null, hasLogo: quote.partner.logo !== undefined }
      : null,
  };
}

/** What GET /api/quotes/{token}, POST /api/quotes and the accept call answer with, as `data`. */
export type QuoteResponse = ReturnType<typeof quoteResponse>;
