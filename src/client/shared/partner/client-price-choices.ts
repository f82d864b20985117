import type { ClientPriceMode } from '#core/pricing/client-price';
import { clientPriceDefaultRoute } from '#core/api/partner-area-routes';
import { callQuery } from '#client/shared/call-api';

/**
 * The client price the partner's new quotes start with (PARTNER-21 to PARTNER-24), for Settings and the quote summary.
 */
export const clientPriceDefaultQuery = () => callQuery(clientPriceDefaultRoute);

/** The three client prices, as Settings and the quote summary offer them. */
export const CLIENT_PRICE_CHOICES: readonly { mode: ClientPriceMode; label: string; hint: string }[] = [
  {
    mode: 'list',
    label: 'List price',
    hint: 'Your client pays the workshop’s list price; your discount is your margin.',
  },
  {
    mode: 'markup',
    label: 'List price plus a markup',
    hint: 'Each line at list price plus your markup (0–100 %, up to two decimals).',
  },
  {
    mode: 'pass_through',
    label: 'Pass my discount on',
    hint: 'Your client sees your trade price, with the discount as its own line.',
  },
];

/** A markup as typed: a number from 0 to 100 with at most two decimals, or the reason it is not. */
export function parseMarkup(text: string): { percentage: number } | { error: string } {
  const trimmed = text.trim();
  if (!/^\d{1,3}(?:[.,]\d{1,2})?$/.test(trimmed))
    return { error: 'Enter a markup from 0 to 100 with at most two decimals.' };
  const percentage = Number(trimmed.replace(',', '.'));
  return percentage > 100 ? { error: 'A markup is at most 100 %.' } : { percentage };
}
