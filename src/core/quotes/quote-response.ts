import type { QuoteResponse } from './quote-response-schema';
import type { QuoteView } from './quote-view';

/**
 * The API shape of a stored quote (QUOTE-11): the view with its totals at the top level.
 * Partner branding goes without the logo's bytes: the quote page fetches the logo on its own.
 * `makerName`, the workshop's name, is what a partner's quote page names small as the maker,
 * as the PDF's footer does (PARTNER-20).
 */
export function quoteResponse(quote: QuoteView, makerName?: string): QuoteResponse {
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
      ? { businessName: quote.partner.businessName, contact: quote.partner.contact ?? null, hasLogo: quote.partner.logo !== undefined, makerName: makerName ?? null }
      : null,
  };
}

export type { QuoteResponse } from './quote-response-schema';
