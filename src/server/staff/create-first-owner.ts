import type { Kysely } from 'kysely';
import type { StaffMember } from '#core/accounts/account-schemas';
import { hashPassword } from '../auth/password';
import { clearSecondFactor } from '../auth/second-factor';
import { assertPasswordAllowed } from '../auth/password-policy';
import { deleteSessionsOf } from '../auth/session-store';
import type { Database } from '../db/schema';
import { AppError } from '../errors';
import { recordSecurityEvent, staffName, SYSTEM } from '../security/security-log';
import { createStaffUser } from './create-staff-user';
import { findActiveStaffByEmail, setStaffPassword, staffMember } from './staff-repository';

/**
 * `npm run create-owner`: the first owner of a new install. It never silently replaces anyone:
 * with an owner already there it refuses, unless asked explicitly to reset that owner's password
 * (which also clears their second factor, STAFF-18).
 * Both are in the security log (STAFF-14), by the command line, with no client.
 */
export async function createFirstOwner(
  db: Kysely<Database>,
  {
    email,
    name,
    password,
    resetPassword,
    now,
  }: { email: string; name: string; password: string; resetPassword: boolean; now: Date },
): Promise<{ owner: StaffMember; action: 'created' | 'password-reset' }> {
  if (resetPassword) {
    const existing = await findActiveStaffByEmail(db, email);
    if (!existing || existing.role !== 'owner')
      throw new AppError('not_found', `No owner with the email ${email} exists.`);
    assertPasswordAllowed({ password, personal: [existing.email, existing.name], field: 'password' });
    const passwordHash = await hashPassword(password);
    await db.transaction().execute(async (trx) => {
      await setStaffPassword(trx, Number(existing.id), passwordHash);
      // The owner who lost their password may have lost the phone too (STAFF-18): the factor goes with it.
      await clearSecondFactor(trx, Number(existing.id));
      await deleteSessionsOf(trx, { kind: 'staff', staffUserId: Number(existing.id) });
    });
    await recordSecurityEvent(db, {
      kind: 'password_reset',
      actor: SYSTEM,
      subject: `${staffName(existing)} (owner)`,
      clientHash: null,
      now,
    });
    if (existing.totp_enabled_at !== null)
      await recordSecurityEvent(db, {
        kind: 'second_factor_reset',
        actor: SYSTEM,
        subject: `${staffName(existing)} (owner)`,
        clientHash: null,
        now,
      });
    return { owner: staffMember(existing), action: 'password-reset' };
  }
  const owners = await db
    .selectFrom('staff_users')
    .select('email')
    .where('role', '=', 'owner')
    .where('disabled_at', 'is', null)
    .execute();
  if (owners.length > 0) {
    throw new AppError(
      'conflict',
      `An owner already exists (${owners.map((owner) => owner.email).join(', ')}). Sign in as that owner to add staff, or run with --reset-password to set a new password for an owner.`,
    );
  }
  const owner = await createStaffUser(db, { email, name, role: 'owner', password, now });
  await recordSecurityEvent(db, {
    kind: 'staff_added',
    actor: SYSTEM,
    subject: `${staffName(owner)} (owner)`,
    clientHash: null,
    now,
  });
  return { owner, action: 'created' };
}

/**
 * `npm run create-owner -- --email ADDRESS --reset-second-factor`: a sole owner who lost the phone
 * and the recovery codes, with no other owner to reset it (STAFF-18), clears it on the server
 * itself. Their sessions end with it, and the security log records it (STAFF-14).
 */
export async function resetOwnerSecondFactor(
  db: Kysely<Database>,
  { email, now }: { email: string; now: Date },
): Promise<StaffMember> {
  const existing = await findActiveStaffByEmail(db, email);
  if (!existing || existing.role !== 'owner')
    throw new AppError('not_found', `No owner with the email ${email} exists.`);
  if (existing.totp_enabled_at === null)
    throw new AppError('conflict', `${existing.email} has no second factor to reset.`);
  await db.transaction().execute(async (trx) => {
    await clearSecondFactor(trx, Number(existing.id));
    await deleteSessionsOf(trx, { kind: 'staff', staffUserId: Number(existing.id) });
  });
  await recordSecurityEvent(db, {
    kind: 'second_factor_reset',
    actor: SYSTEM,
    subject: `${staffName(existing)} (owner)`,
    clientHash: null,
    now,
  });
  return staffMember(existing);
}
