import type { LogoSize } from '#core/partner-area/partner-area-schemas';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { processPartnerLogo } from './partner-logo';

/**
 * Settings' 'Replace logo' (PARTNER-18), with setup's byte checks and re-encoding; the new logo
 * heads every quote of the partner from then on.
 */
export async function replacePartnerLogo(options: {
  db: Kysely<Database>;
  partnerId: number;
  bytes: Buffer;
  now: Date;
}): Promise<LogoSize> {
  const logo = await processPartnerLogo(options.bytes);
  const row = {
    bytes: logo.bytes,
    mime_type: logo.mimeType,
    width: logo.width,
    height: logo.height,
    updated_at: options.now.toISOString(),
  };
  await options.db
    .insertInto('partner_logos')
    .values({ partner_id: options.partnerId, ...row })
    .onConflict((oc) => oc.column('partner_id').doUpdateSet(row))
    .execute();
  return { width: logo.width, height: logo.height };
}
