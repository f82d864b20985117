import type { Kysely } from 'kysely';
import type { StaffMember, StaffRole } from '#core/accounts/account-schemas';
import { hashPassword } from '../auth/password';
import { assertPasswordAllowed } from '../auth/password-policy';
import type { Database } from '../db/schema';
import { AppError } from '../errors';
import { staffMember } from './staff-repository';

/**
 * Adds a staff member. An e-mail that an active member already uses is a 409; a removed
 * member's address can be given to a new account (the old row keeps the audit trail).
 */
export async function createStaffUser(
  db: Kysely<Database>,
  { email, name, role, password, now }: { email: string; name: string; role: StaffRole; password: string; now: Date },
): Promise<StaffMember> {
  assertPasswordAllowed({ password, personal: [email, name], field: 'password' });
  const passwordHash = await hashPassword(password);
  return db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom('staff_users')
      .select(['id', 'disabled_at'])
      .where('email', '=', email.toLowerCase())
      .executeTakeFirst();
    if (existing && existing.disabled_at === null) {
      throw new AppError('conflict', 'A staff member with this email already exists', {
        fields: { email: 'A staff member with this email already exists' },
      });
    }
    if (existing) {
      // The address belonged to a removed member: free it, keeping that row's history.
      await trx
        .updateTable('staff_users')
        .set({ email: `removed-${existing.id}:${email.toLowerCase()}` })
        .where('id', '=', existing.id)
        .execute();
    }
    const row = await trx
      .insertInto('staff_users')
      .values({
        email: email.toLowerCase(),
        name,
        role,
        password_hash: passwordHash,
        created_at: now.toISOString(),
        disabled_at: null,
      })
      .returning(['id', 'email', 'name', 'role'])
      .executeTakeFirstOrThrow();
    return staffMember(row);
  });
}
