import type { Kysely } from 'kysely';
import { LIST_PRICE, markupBasisPoints, type ClientPriceChoice } from '#core/pricing/client-price';
import type { ClientPriceRequest } from '#core/pricing/client-price-schema';
import type { Database } from '../db/schema';

/** A request's choice in stored form: the markup in basis points, 0 outside `markup`. */
export function clientPriceChoice(request: ClientPriceRequest): ClientPriceChoice {
  return {
    mode: request.mode,
    markupBasisPoints: request.mode === 'markup' ? markupBasisPoints(request.markupPercentage ?? 0) : 0,
  };
}

/**
 * The client price a quote is made at (PARTNER-21 to PARTNER-24): a signed-in partner's choice, else the
 * default in their settings. Anyone else's quote is at list price, which with no discount is
 * also the trade price; a signed-out caller's choice is ignored like a discount would be.
 */
export async function resolveClientPrice(
  db: Kysely<Database>,
  options: { partnerId: number | null; requested: ClientPriceRequest | undefined },
): Promise<ClientPriceChoice> {
  if (options.partnerId === null) return LIST_PRICE;
  if (options.requested) return clientPriceChoice(options.requested);
  return findPartnerClientPriceDefault(db, options.partnerId);
}

export async function findPartnerClientPriceDefault(
  db: Kysely<Database>,
  partnerId: number,
): Promise<ClientPriceChoice> {
  const row = await db
    .selectFrom('partners')
    .select(['client_price_mode', 'client_markup_basis_points'])
    .where('id', '=', partnerId)
    .executeTakeFirst();
  return row ? { mode: row.client_price_mode, markupBasisPoints: Number(row.client_markup_basis_points) } : LIST_PRICE;
}

export async function saveClientPriceDefault(
  db: Kysely<Database>,
  options: { partnerId: number; choice: ClientPriceChoice },
): Promise<void> {
  await db
    .updateTable('partners')
    .set({ client_price_mode: options.choice.mode, client_markup_basis_points: options.choice.markupBasisPoints })
    .where('id', '=', options.partnerId)
    .execute();
}
