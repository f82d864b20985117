import type { QuotePriceInput } from '#core/pricing/price-quote';
import { usePriceBookWatch } from './price-book-updates';
import { PriceUpdateNotice } from './price-update-notice';

/**
 * ADR 020: the configurator's watch for new prices and step 1's notice, loaded after the first
 * screen (the first load's budget, ADR 008); step 2 shows its own notice for the whole quote.
 */
export function PriceUpdates({ surface }: { surface: QuotePriceInput | null }) {
  usePriceBookWatch();
  return <PriceUpdateNotice subject="this surface" quote={surface} />;
}
