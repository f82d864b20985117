import type { PartnerTerms } from '#core/pricing/client-price';
import type { ClientPriceRequest } from '#core/pricing/client-price-schema';
import type { Kysely } from 'kysely';
import type { PartnerPrincipal } from '../auth/principal';
import type { Database } from '../db/schema';
import { resolveClientPrice } from '../partners/partner-client-price';

/**
 * The terms a request is priced on, for saving a quote and for pricing alike: a signed-in
 * partner's discount from their session (PRICE-11) and the client price they asked for, else
 * their default (PARTNER-21 to PARTNER-24); none for anyone else.
 */
export async function partnerTerms(
  db: Kysely<Database>,
  partner: Pick<PartnerPrincipal, 'partnerId' | 'discountBasisPoints'> | null,
  requested: ClientPriceRequest | undefined,
): Promise<PartnerTerms | null> {
  if (!partner) return null;
  return {
    discountBasisPoints: partner.discountBasisPoints,
    clientPrice: await resolveClientPrice(db, { partnerId: partner.partnerId, requested }),
  };
}
