import type { Kysely } from 'kysely';
import { hashPassword } from '../auth/password';
import { assertPasswordAllowed } from '../auth/password-policy';
import type { Database } from '../db/schema';
import { AppError } from '../errors';
import { processPartnerLogo } from './partner-logo';
import { partnerOfSetupToken, useSetupToken } from './setup-link';

export const INVALID_SETUP_LINK = 'This setup link is invalid or has expired.';

/**
 * PARTNER-09: the partner chooses a username and password (and optionally a logo) with
 * a valid, unused link. The link is spent in the same transaction, so it works exactly once.
 * The link is checked before the logo's bytes are decoded: decoding a large image costs CPU
 * and memory that only a holder of a valid link may ask for.
 */
export async function completePartnerSetup(
  db: Kysely<Database>,
  {
    token,
    username,
    password,
    professionalUserId,
    logo,
    now,
  }: { token: string; username: string; password: string; professionalUserId?: number; logo?: Buffer; now: Date },
): Promise<{ username: string }> {
  const partner = await partnerOfSetupToken(db, { token, now });
  if (!partner || (professionalUserId !== undefined && professionalUserId !== Number(partner.id))) {
    throw new AppError('not_found', INVALID_SETUP_LINK);
  }
  assertPasswordAllowed({
    password,
    personal: [username, partner.business_name, partner.contact_email],
    field: 'password',
  });
  const processedLogo = logo ? await processPartnerLogo(logo) : undefined;
  const passwordHash = await hashPassword(password);
  return db.transaction().execute(async (trx) => {
    const taken = await trx.selectFrom('partners').select('id').where('username', '=', username).executeTakeFirst();
    if (taken)
      throw new AppError('conflict', 'This username is taken, please choose another', {
        fields: { username: 'This username is taken, please choose another' },
      });
    if (!(await useSetupToken(trx, { token, now }))) throw new AppError('not_found', INVALID_SETUP_LINK);
    await trx
      .updateTable('partners')
      .set({ username, password_hash: passwordHash, account_created_at: now.toISOString() })
      .where('id', '=', partner.id)
      .where('password_hash', 'is', null)
      .execute();
    if (processedLogo) {
      await trx.deleteFrom('partner_logos').where('partner_id', '=', partner.id).execute();
      const { bytes, mimeType, width, height } = processedLogo;
      await trx
        .insertInto('partner_logos')
        .values({ partner_id: partner.id, bytes, mime_type: mimeType, width, height, updated_at: now.toISOString() })
        .execute();
    }
    return { username };
  });
}
