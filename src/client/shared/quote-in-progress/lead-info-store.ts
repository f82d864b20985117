import { leadInfoSchema } from '#core/quotes/lead-info-schema';
import type { LeadInfo } from '#core/quotes/quote-view';
import { createStoredValue } from '#client/shared/stored-value';

/**
 * The contact details of the customer's last successful save (QUOTE-03: with them the form
 * stays closed and the download/e-mail panel shows). Kept on this device only.
 */
export const leadInfoStore = createStoredValue<LeadInfo | null>({
  key: 'grainline.leadInfo',
  read: (json) => leadInfoSchema.safeParse(json).data,
  fallback: null,
});
