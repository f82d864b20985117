import type { Kysely, Selectable } from 'kysely';
import type { StaffMember } from '#core/accounts/account-schemas';
import type { Database, StaffUserTable } from '../db/schema';

type StaffRow = Selectable<StaffUserTable>;

export function staffMember(row: Pick<StaffRow, 'id' | 'email' | 'name' | 'role'>): StaffMember {
  return { id: Number(row.id), email: row.email, name: row.name, role: row.role };
}

/** An active staff member by e-mail (lower-case), with the hash sign-in needs. */
export async function findActiveStaffByEmail(db: Kysely<Database>, email: string): Promise<StaffRow | undefined> {
  return db
    .selectFrom('staff_users')
    .selectAll()
    .where('email', '=', email.toLowerCase())
    .where('disabled_at', 'is', null)
    .executeTakeFirst();
}

export async function findActiveStaffById(db: Kysely<Database>, id: number): Promise<StaffRow | undefined> {
  return db
    .selectFrom('staff_users')
    .selectAll()
    .where('id', '=', id)
    .where('disabled_at', 'is', null)
    .executeTakeFirst();
}

export async function listActiveStaff(db: Kysely<Database>): Promise<StaffMember[]> {
  const rows = await db
    .selectFrom('staff_users')
    .select(['id', 'email', 'name', 'role'])
    .where('disabled_at', 'is', null)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map(staffMember);
}

export async function countActiveOwners(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('staff_users')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('role', '=', 'owner')
    .where('disabled_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function setStaffPassword(db: Kysely<Database>, id: number, passwordHash: string): Promise<void> {
  await db.updateTable('staff_users').set({ password_hash: passwordHash }).where('id', '=', id).execute();
}

/** The active members whose second factor is on (STAFF-18: the owner's staff list). */
export async function staffIdsWithSecondFactor(db: Kysely<Database>): Promise<Set<number>> {
  const rows = await db
    .selectFrom('staff_users')
    .select('id')
    .where('disabled_at', 'is', null)
    .where('totp_enabled_at', 'is not', null)
    .execute();
  return new Set(rows.map((row) => Number(row.id)));
}
