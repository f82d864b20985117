import type { Kysely } from 'kysely';
import { hashPassword, verifyPassword } from '../auth/password';
import { assertPasswordAllowed } from '../auth/password-policy';
import { acceptSecondFactorCode } from '../auth/second-factor';
import { openTotpSecret } from '../auth/totp-secret-box';
import { deleteSessionsOf } from '../auth/session-store';
import type { Database } from '../db/schema';
import { AppError } from '../errors';
import { countActiveOwners, findActiveStaffById, setStaffPassword } from './staff-repository';

/** An owner removes a staff member: their sessions end at once; the last owner stays. */
export async function removeStaffUser(
  db: Kysely<Database>,
  { id, byStaffId, now }: { id: number; byStaffId: number; now: Date },
): Promise<void> {
  if (id === byStaffId) throw new AppError('conflict', 'You cannot remove your own account');
  await db.transaction().execute(async (trx) => {
    const member = await findActiveStaffById(trx, id);
    if (!member) throw new AppError('not_found', 'No such staff member');
    if (member.role === 'owner' && (await countActiveOwners(trx)) <= 1)
      throw new AppError('conflict', 'The last owner cannot be removed');
    await trx.updateTable('staff_users').set({ disabled_at: now.toISOString() }).where('id', '=', id).execute();
    await deleteSessionsOf(trx, { kind: 'staff', staffUserId: id });
  });
}

/** An owner sets a new password for a staff member, whose sessions end (they sign in again). */
export async function resetStaffPassword(
  db: Kysely<Database>,
  { id, newPassword }: { id: number; newPassword: string },
): Promise<void> {
  const member = await findActiveStaffById(db, id);
  if (!member) throw new AppError('not_found', 'No such staff member');
  assertPasswordAllowed({ password: newPassword, personal: [member.email, member.name], field: 'newPassword' });
  const passwordHash = await hashPassword(newPassword);
  await db.transaction().execute(async (trx) => {
    await setStaffPassword(trx, id, passwordHash);
    await deleteSessionsOf(trx, { kind: 'staff', staffUserId: id });
  });
}

/**
 * Anyone signed in changes their own password, proving the person and not only the session: the
 * current password and, while their second factor is on, a current or recovery code (STAFF-20).
 * Their other sessions end, this one stays. The code is spent last, once the rest is known good.
 */
export async function changeOwnStaffPassword(
  db: Kysely<Database>,
  {
    staffId,
    sessionId,
    currentPassword,
    newPassword,
    code,
    now,
  }: { staffId: number; sessionId: string; currentPassword?: string; newPassword: string; code?: string; now: Date },
): Promise<void> {
  const member = await findActiveStaffById(db, staffId);
  if (!member || !(await verifyPassword(member.password_hash, currentPassword ?? ''))) {
    throw new AppError('validation_failed', 'Your current password is not right', {
      fields: { currentPassword: 'Your current password is not right' },
    });
  }
  assertPasswordAllowed({ password: newPassword, personal: [member.email, member.name], field: 'newPassword' });
  if (member.totp_enabled_at !== null && member.totp_secret !== null) {
    if (!code)
      throw new AppError('validation_failed', 'Enter the code from your authenticator app', {
        fields: { code: 'Enter the code from your authenticator app' },
      });
    const secret = await openTotpSecret(db, { staffId, stored: member.totp_secret });
    const lastStep = member.totp_last_step === null ? null : Number(member.totp_last_step);
    if (!(await acceptSecondFactorCode(db, { staffId, secret, lastStep, code, now }))) {
      const message = 'That code is not right. Enter the code your app shows now.';
      throw new AppError('validation_failed', message, { fields: { code: message } });
    }
  }
  const passwordHash = await hashPassword(newPassword);
  await db.transaction().execute(async (trx) => {
    await setStaffPassword(trx, staffId, passwordHash);
    await trx.deleteFrom('sessions').where('staff_user_id', '=', staffId).where('id', '!=', sessionId).execute();
  });
}
