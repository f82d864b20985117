import type { Kysely } from 'kysely';
import type { PartnerActivity } from '#core/partner-area/partner-area-schemas';
import type { Database } from '../db/schema';

/** Approved and suspended partners with the count and value of their quotes, for staff (STAFF-07). */
export async function findPartnerActivity(
  db: Kysely<Database>,
): Promise<Omit<PartnerActivity, 'signInDelayedUntil'>[]> {
  const rows = await db
    .selectFrom('partners')
    .leftJoin('quotes', 'quotes.partner_id', 'partners.id')
    .select((eb) => [
      'partners.id',
      'partners.business_name',
      'partners.business_type',
      'partners.contact_name',
      'partners.contact_email',
      'partners.status',
      'partners.discount_basis_points',
      'partners.suspended_at',
      eb.fn.count<number>('quotes.id').as('quote_count'),
      eb.fn.sum<number>('quotes.total_cents').as('quote_value'),
    ])
    .where('partners.status', 'in', ['approved', 'suspended'])
    .groupBy([
      'partners.id',
      'partners.business_name',
      'partners.business_type',
      'partners.contact_name',
      'partners.contact_email',
      'partners.status',
      'partners.discount_basis_points',
      'partners.suspended_at',
    ])
    .orderBy('partners.business_name')
    .execute();
  return rows.map((row) => ({
    id: Number(row.id),
    businessName: row.business_name,
    businessType: row.business_type,
    contactName: row.contact_name,
    contactEmail: row.contact_email,
    status: row.status,
    discountPercentage: row.discount_basis_points / 100,
    quoteCount: Number(row.quote_count),
    quoteValueCents: Number(row.quote_value ?? 0),
    suspendedAt: row.suspended_at,
  }));
}

/** Each partner with an account: their id and sign-in name. */
export async function partnerUsernames(db: Kysely<Database>): Promise<Map<number, string>> {
  const accounts = await db
    .selectFrom('partners')
    .select(['id', 'username'])
    .where('username', 'is not', null)
    .execute();
  return new Map(accounts.map((account) => [Number(account.id), account.username ?? '']));
}
