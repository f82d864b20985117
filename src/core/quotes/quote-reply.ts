import { adviseQuoteLine } from '../advice/advise-surface';
import { FIXED_LEAD_TIME } from '../workshop/lead-time';
import { partnerPricingOf } from './quote-response';
import type { QuoteResponse } from './quote-response-schema';
import type { QuoteView } from './quote-view';

// The server's alone: the advice module stays out of the browser chunks that read a reply.
/**
 * The API shape of a stored quote (QUOTE-11): the view with its totals at the top level.
 * Partner branding goes without the logo's bytes: the quote page fetches the logo on its own.
 * `makerName` is whom a partner's quote page names as the maker, as the PDF's footer does: the
 * partner, never the workshop (PARTNER-20, white label).
 *
 * Each line carries its advice (CONF-39 to CONF-41) with what the quote kept (ADR 023).
 *
 * The figures are the client's (PARTNER-21 to PARTNER-24). The discount appears only when it is shown to
 * the client; `partnerPricing` (trade, client, margin) only when the reply goes to the partner
 * or to staff (`forPartnerOrStaff`), never on the client's page.
 */
export function quoteResponse(quote: QuoteView, options: { forPartnerOrStaff?: boolean } = {}): QuoteResponse {
  const { discountCents, ...totals } = quote.totals;
  const pricing = options.forPartnerOrStaff ? partnerPricingOf(quote) : undefined;
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
    leadTime: quote.leadTime ?? FIXED_LEAD_TIME,
    leadInfo: quote.leadInfo,
    lines: quote.lines.map((line) => ({ ...line, advice: adviseQuoteLine(line, quote.advice) })),
    adviceRegion: quote.advice?.region ?? null,
    ...totals,
    ...(discountCents > 0 ? { discountCents, discountPercentage: (quote.discountBasisPoints ?? 0) / 100 } : {}),
    partner: quote.partner
      ? {
          businessName: quote.partner.businessName,
          contact: quote.partner.contact ?? null,
          hasLogo: quote.partner.logo !== undefined,
          makerName: quote.partner.businessName,
        }
      : null,
    ...(pricing ? { partnerPricing: pricing } : {}),
  };
}
