import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { AppError } from '../errors';

/**
 * Staff change a partner's discount (STAFF-07). It prices the partner's next quote:
 * every issued quote keeps the discount stored with it, and the live price follows at the
 * next request, since the session reads the partner afresh.
 */
export async function changePartnerDiscount(options: {
  db: Kysely<Database>;
  partnerId: number;
  discountPercentage: number;
}): Promise<void> {
  const result = await options.db
    .updateTable('partners')
    .set({ discount_basis_points: Math.round(options.discountPercentage * 100) })
    .where('id', '=', options.partnerId)
    .where('status', 'in', ['approved', 'suspended'])
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw new AppError('not_found', 'Partner not found');
}
