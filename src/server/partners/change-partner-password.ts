import type { Kysely } from 'kysely';
import { hashPassword, verifyPassword } from '../auth/password';
import { assertPasswordAllowed } from '../auth/password-policy';
import type { Database } from '../db/schema';
import { AppError } from '../errors';

/**
 * Settings' 'Change password' (PARTNER-18), as staff change theirs: the current password
 * first; the partner's other sessions end, this one stays.
 */
export async function changePartnerPassword(
  db: Kysely<Database>,
  {
    partnerId,
    sessionId,
    currentPassword,
    newPassword,
  }: { partnerId: number; sessionId: string; currentPassword: string; newPassword: string },
): Promise<void> {
  const row = await db
    .selectFrom('partners')
    .select(['password_hash', 'username', 'business_name', 'contact_email'])
    .where('id', '=', partnerId)
    .executeTakeFirst();
  if (!(await verifyPassword(row?.password_hash, currentPassword))) {
    throw new AppError('validation_failed', 'Your current password is not right', {
      fields: { currentPassword: 'Your current password is not right' },
    });
  }
  assertPasswordAllowed({
    password: newPassword,
    personal: [row?.username ?? '', row?.business_name ?? '', row?.contact_email ?? ''],
    field: 'newPassword',
  });
  const passwordHash = await hashPassword(newPassword);
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('partners').set({ password_hash: passwordHash }).where('id', '=', partnerId).execute();
    await trx.deleteFrom('sessions').where('partner_id', '=', partnerId).where('id', '!=', sessionId).execute();
  });
}
