import type { QuoteAdvice } from '../advice/advise-surface';
import type { ClientPriceChoice } from '../pricing/client-price';
import type { LeadTime } from '../workshop/lead-time';
import type { QuotePrice } from '../pricing/price-quote';
import type { ClientType, DeliveryMethod } from '../surface/surface-options';
import type { LeadInfo, PartnerContact, QuoteLineView } from './quote-response-schema';

export const QUOTE_STATUSES = ['draft', 'sent', 'accepted', 'expired'] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

export type { LeadInfo, QuoteLineView } from './quote-response-schema';

/**
 * A stored quote as every renderer sees it (PDF, e-mail, quote page, API). Built from the
 * database record and its price snapshot, never from what a browser sent (QUOTE-11).
 */
export interface QuoteView {
  quoteNumber: string;
  token: string;
  status: QuoteStatus;
  /** ISO 8601 timestamps. */
  quoteDate: string;
  validUntil: string;
  /** When the customer accepted it, for an accepted quote. */
  acceptedAt?: string;
  clientType: ClientType;
  leadInfo: LeadInfo;
  delivery: DeliveryMethod;
  insurance: boolean;
  /** The lead time promised when it was made (OPS-19); absent, QUOTE-09's 3–4 weeks. */
  leadTime?: LeadTime;
  lines: QuoteLineView[];
  totals: Omit<QuotePrice, 'lines'>;
  /** White label: a partner's quote carries the partner's name and logo (PARTNER-20). */
  partner?: PartnerBranding;
  /**
   * The insurance rate it was priced with, in basis points (250 = 2.5 %), from the price book
   * stored with it: the PDF prints it beside the insurance (PRICE-13). Set where it is printed.
   */
  insuranceBasisPoints?: number;
  /** The partner discount shown on it, in basis points (1500 = 15 %); 0 unless passed through to the client. */
  discountBasisPoints?: number;
  /**
   * A partner's quote: the client price chosen and the trade price behind it (PARTNER-21 to PARTNER-24).
   * `lines` and `totals` above are the client's figures; only the partner and staff see these.
   */
  partnerPricing?: { choice: ClientPriceChoice; tradeTotals: Omit<QuotePrice, 'lines'>; discountBasisPoints: number };
  /** What the advice of its lines uses (ADR 023); absent for a quote saved before it was kept. */
  advice?: QuoteAdvice;
}

/** Who a partner's client sees at the top of the quote, PDF and e-mail (PARTNER-20). */
export interface PartnerBranding {
  businessName: string;
  /** The partner's own contact details; absent in older test views. */
  contact?: PartnerContact;
  /** The partner's VAT number, printed in place of the workshop's; absent when they gave none. */
  vatNumber?: string;
  logo?: { bytes: Uint8Array; mimeType: string };
}

/** The business's own details, from configuration (docs/operations.md, Settings). */
export interface BusinessDetails {
  name: string;
  email: string;
  phone: string;
  /** Unset until the workshop configures it; the PDF then leaves it out (never a placeholder). */
  address?: string;
  /** Opening hours for collection (OPS-18), e.g. `Mon–Fri 08:00–17:00, Sat 08:00–12:00`. */
  hours?: string;
  vatNumber?: string;
  banking: { bank?: string; accountName?: string; accountNumber?: string; branchCode?: string };
  publicUrl: string;
}
