/**
 * Where step 1 announces a price change (ADR 020): beside the price the customer is watching,
 * the sticky bar on a phone and the Pricing Summary on a wider screen, never at the page's top.
 * Empty elements with these ids; the notice is rendered into the one on screen.
 */
export const PRICE_NOTICE_SLOTS = { bar: 'price-notice-in-bar', summary: 'price-notice-in-summary' } as const;

/** Tailwind's `lg`, from which the Pricing Summary stays in sight and the bar is hidden. */
export const WIDE_SCREEN_QUERY = '(min-width: 64rem)';
