/**
 * Where step 1 announces a price change (ADR 020): where the customer sees it wherever they are
 * on the form, never at the page's top. On a phone that is the sticky price bar; on a wider
 * screen the column's sticky foot with Add & Get My Quote, which stays on screen while the
 * Pricing Summary above it may scroll away (the advice and the share link can push it up).
 * Empty elements with these ids; the notice is rendered into the one on screen.
 */
export const PRICE_NOTICE_SLOTS = { bar: 'price-notice-in-bar', actions: 'price-notice-by-actions' } as const;

/** Tailwind's `lg`, from which the column's sticky foot replaces the phone's price bar. */
export const WIDE_SCREEN_QUERY = '(min-width: 64rem)';
