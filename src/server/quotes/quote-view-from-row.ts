import type { QuoteAdvice } from '#core/advice/advise-surface';
import type { QuotePrice, SurfacePrice } from '#core/pricing/price-schemas';
import type { QuoteLineView, QuoteStatus, QuoteView } from '#core/quotes/quote-view';
import type { ClientType } from '#core/surface/surface-options';
import { clientFacingPricing } from './client-facing-pricing';
import type { QuoteRow } from './quote-repository';

/**
 * What `pricing_json` holds, frozen at creation: the lines as priced and the trade totals, and
 * the client's prices (PARTNER-21 to PARTNER-24). Quotes stored before the client price have no `client`:
 * they were issued at the trade price, which is then also the client's.
 */
export interface StoredPricing {
  lines: QuoteLineView[];
  totals: Omit<QuotePrice, 'lines'>;
  client?: { linePrices: SurfacePrice[]; totals: Omit<QuotePrice, 'lines'> };
}

/** A quote past its validity date is expired whatever its stored status (QUOTE-11: 30 days). */
export function effectiveStatus(row: Pick<QuoteRow, 'status' | 'valid_until'>, now: Date): QuoteStatus {
  if ((row.status === 'draft' || row.status === 'sent') && row.valid_until < now.toISOString()) return 'expired';
  return row.status;
}

export function quoteViewFromRow(row: QuoteRow, now: Date): QuoteView {
  const pricing = JSON.parse(row.pricing_json) as StoredPricing;
  return {
    quoteNumber: row.quote_number,
    token: row.token,
    status: effectiveStatus(row, now),
    quoteDate: row.created_at,
    validUntil: row.valid_until,
    ...(row.accepted_at ? { acceptedAt: row.accepted_at } : {}),
    clientType: row.client_type as ClientType,
    leadInfo: {
      fullName: row.lead_full_name,
      email: row.lead_email,
      phone: row.lead_phone,
      ...(row.lead_company_name ? { companyName: row.lead_company_name } : {}),
    },
    delivery: row.delivery,
    insurance: row.insurance === 1,
    ...(row.lead_min_weeks && row.lead_max_weeks
      ? { leadTime: { minWeeks: Number(row.lead_min_weeks), maxWeeks: Number(row.lead_max_weeks) } }
      : {}),
    ...clientFacingPricing(row, pricing),
    ...(row.advice_json ? { advice: JSON.parse(row.advice_json) as QuoteAdvice } : {}),
  };
}
