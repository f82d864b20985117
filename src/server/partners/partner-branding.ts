import type { Kysely, Transaction } from 'kysely';
import type { PartnerBranding } from '#core/quotes/quote-view';
import type { Database } from '../db/schema';

/**
 * The partner's current name, contacts and logo for the top of their quotes (PARTNER-20). Read
 * live, so a replaced logo or a corrected phone number shows on every quote from then on.
 */
export async function loadPartnerBranding(
  db: Kysely<Database> | Transaction<Database>,
  partnerId: number,
): Promise<PartnerBranding | undefined> {
  const row = await db
    .selectFrom('partners')
    .leftJoin('partner_logos', 'partner_logos.partner_id', 'partners.id')
    .select([
      'partners.business_name',
      'partners.contact_name',
      'partners.contact_email',
      'partners.contact_phone',
      'partners.vat_number',
      'partner_logos.bytes as logo_bytes',
      'partner_logos.mime_type as logo_mime_type',
    ])
    .where('partners.id', '=', partnerId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    businessName: row.business_name,
    contact: { name: row.contact_name, email: row.contact_email, phone: row.contact_phone },
    ...(row.vat_number ? { vatNumber: row.vat_number } : {}),
    ...(row.logo_bytes && row.logo_mime_type ? { logo: { bytes: row.logo_bytes, mimeType: row.logo_mime_type } } : {}),
  };
}
