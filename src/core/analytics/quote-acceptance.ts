/** What the acceptance figures need to know of a quote (ANALYTICS-09). */
export interface QuoteAcceptanceFacts {
  /** When the customer accepted it on its page, if they did. */
  accepted_at: string | null;
  /** Staff's record of how it ended, and when they recorded it. */
  outcome: 'won' | 'lost' | null;
  outcome_at: string | null;
}

/**
 * The instant from which a quote counts as accepted in the analytics, or null if it does
 * not. Staff's verdict wins over the customer's click: a quote accepted online and then
 * marked lost is not accepted; one marked won (agreed by phone, say) is. It counts from the
 * first sign of acceptance, so marking won a quote the customer had already accepted leaves
 * it on the day they accepted it.
 */
export function quoteAcceptedAt(quote: QuoteAcceptanceFacts): string | null {
  if (quote.outcome === 'lost') return null;
  if (quote.outcome === 'won' && quote.outcome_at !== null) {
    return quote.accepted_at !== null && quote.accepted_at < quote.outcome_at ? quote.accepted_at : quote.outcome_at;
  }
  return quote.accepted_at;
}
