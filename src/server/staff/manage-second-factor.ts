import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { AppError } from '../errors';
import { verifyPassword } from '../auth/password';
import {
  acceptSecondFactorCode,
  acceptTotpCode,
  clearSecondFactor,
  newTotpSecret,
  recoveryCodesLeft,
  replaceRecoveryCodes,
  totpUri,
} from '../auth/second-factor';
import { openTotpSecret, sealTotpSecret } from '../auth/totp-secret-box';
import { findActiveStaffById } from './staff-repository';

/** What /admin/account shows of one's own second factor (STAFF-16). */
export async function secondFactorStatus(
  db: Kysely<Database>,
  staffId: number,
): Promise<{ enabled: boolean; enabledAt: string | null; recoveryCodesLeft: number }> {
  const member = await activeMember(db, staffId);
  const enabled = member.totp_enabled_at !== null;
  return {
    enabled,
    enabledAt: member.totp_enabled_at,
    recoveryCodesLeft: enabled ? await recoveryCodesLeft(db, staffId) : 0,
  };
}

async function activeMember(db: Kysely<Database>, staffId: number) {
  const member = await findActiveStaffById(db, staffId);
  if (!member) throw new AppError('not_found', 'No such staff member');
  return member;
}

/**
 * Enrolment starts: a new secret, kept until a code confirms it (STAFF-16). Starting again
 * replaces an unconfirmed one; a member whose factor is on turns it off first.
 */
export async function startSecondFactorEnrolment(
  db: Kysely<Database>,
  { staffId, issuer }: { staffId: number; issuer: string },
): Promise<{ secret: string; uri: string }> {
  const member = await activeMember(db, staffId);
  if (member.totp_enabled_at !== null)
    throw new AppError('conflict', 'Your second factor is already on. Turn it off first to set up another device.');
  const secret = newTotpSecret();
  await db
    .updateTable('staff_users')
    .set({ totp_secret: await sealTotpSecret(db, { staffId, secret }), totp_last_step: null })
    .where('id', '=', staffId)
    .where('totp_enabled_at', 'is', null)
    .execute();
  return { secret, uri: totpUri(secret, { issuer, label: member.email }) };
}

const codeNotRight = (field: string, message = 'That code is not right. Enter the code your app shows now.') =>
  new AppError('validation_failed', message, { fields: { [field]: message } });

/** A current code confirms enrolment: the factor is on, and ten recovery codes are made, to be shown once. */
export async function confirmSecondFactorEnrolment(
  db: Kysely<Database>,
  { staffId, sessionId, code, now }: { staffId: number; sessionId: string; code: string; now: Date },
): Promise<{ recoveryCodes: string[] }> {
  const member = await activeMember(db, staffId);
  if (member.totp_enabled_at !== null) throw new AppError('conflict', 'Your second factor is already on.');
  if (member.totp_secret === null) throw new AppError('conflict', 'Start setting up your second factor first.');
  const secret = await openTotpSecret(db, { staffId, stored: member.totp_secret });
  if (!(await acceptTotpCode(db, { staffId, secret, lastStep: null, code, now }))) throw codeNotRight('code');
  return db.transaction().execute(async (trx) => {
    await trx
      .updateTable('staff_users')
      .set({ totp_enabled_at: now.toISOString() })
      .where('id', '=', staffId)
      .execute();
    // Sessions elsewhere were made with the password alone: they end, as a password change ends them.
    await trx.deleteFrom('sessions').where('staff_user_id', '=', staffId).where('id', '!=', sessionId).execute();
    return { recoveryCodes: await replaceRecoveryCodes(trx, staffId) };
  });
}

/** One's own factor turned off, proved by a current code, a recovery code or the password. */
export async function disableOwnSecondFactor(
  db: Kysely<Database>,
  { staffId, code, password, now }: { staffId: number; code?: string; password?: string; now: Date },
): Promise<void> {
  const member = await activeMember(db, staffId);
  if (member.totp_enabled_at === null || member.totp_secret === null)
    throw new AppError('conflict', 'Your second factor is not on.');
  if (code) {
    const lastStep = member.totp_last_step === null ? null : Number(member.totp_last_step);
    const secret = await openTotpSecret(db, { staffId, stored: member.totp_secret });
    if (!(await acceptSecondFactorCode(db, { staffId, secret, lastStep, code, now }))) throw codeNotRight('code');
  } else if (!(await verifyPassword(member.password_hash, password ?? ''))) {
    throw new AppError('validation_failed', 'Your password is not right', {
      fields: { password: 'Your password is not right' },
    });
  }
  await clearSecondFactor(db, staffId);
}

/**
 * Another owner resets a member's factor (a lost phone, STAFF-18): the member signs in with the password and sets up
 * again.
 */
export async function resetSecondFactor(db: Kysely<Database>, { id, byStaffId }: { id: number; byStaffId: number }) {
  if (id === byStaffId)
    throw new AppError('conflict', 'Turn your own second factor off under "Second Factor" on this page');
  const member = await activeMember(db, id);
  if (member.totp_enabled_at === null) throw new AppError('conflict', `${member.name} has no second factor to reset`);
  await clearSecondFactor(db, id);
  return member;
}
