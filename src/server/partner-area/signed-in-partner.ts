import type { PartnerPrincipal } from '../auth/principal';

/**
 * The engine's discount input for whoever is pricing: a signed-in partner's, read from their
 * account by the session, else none. Never a number the browser sent (PRICE-11).
 */
export function partnerDiscountPercentage(partner: Pick<PartnerPrincipal, 'discountBasisPoints'> | null): number | undefined {
  return partner ? partner.discountBasisPoints / 100 : undefined;
}
