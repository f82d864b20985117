import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { StaffRole } from '#core/accounts/account-schemas';
import { hashPassword } from '#server/auth/password';
import type { Database } from '#server/db/schema';

/** One argon2 hash for every test account: hashing is slow on purpose. */
export const TEST_PASSWORD = 'correct horse battery';
let testHash: Promise<string> | undefined;
const passwordHash = () => (testHash ??= hashPassword(TEST_PASSWORD));

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}`;

export async function makeStaff(
  db: Kysely<Database>,
  overrides: { role?: StaffRole; email?: string; name?: string } = {},
) {
  const email = overrides.email ?? `staff-${unique()}@grainline.example`;
  const row = await db
    .insertInto('staff_users')
    .values({
      email,
      name: overrides.name ?? 'Test Staff',
      role: overrides.role ?? 'staff',
      password_hash: await passwordHash(),
      created_at: new Date().toISOString(),
      disabled_at: null,
    })
    .returning(['id', 'email'])
    .executeTakeFirstOrThrow();
  return { id: Number(row.id), email: row.email, password: TEST_PASSWORD };
}

/** An approved partner who finished setup and can sign in. */
export async function makePartner(
  db: Kysely<Database>,
  overrides: {
    discountPercentage?: number;
    businessName?: string;
    status?: 'pending' | 'approved' | 'rejected' | 'suspended';
    withAccount?: boolean;
    vatNumber?: string;
  } = {},
) {
  const id = unique();
  const withAccount = overrides.withAccount ?? true;
  const row = await db
    .insertInto('partners')
    .values({
      status: overrides.status ?? 'approved',
      business_name: overrides.businessName ?? `Partner ${id}`,
      business_type: 'contractor',
      contact_name: 'Pat Partner',
      contact_email: `partner-${id}@example.co.za`,
      contact_phone: '082 555 0100',
      business_address: '1 Test Street, Mbombela',
      vat_number: overrides.vatNumber ?? null,
      website: null,
      note: null,
      discount_basis_points: Math.round((overrides.discountPercentage ?? 10) * 100),
      username: withAccount ? `partner-${id}` : null,
      password_hash: withAccount ? await passwordHash() : null,
      created_at: new Date().toISOString(),
      decided_at: new Date().toISOString(),
      decided_by_staff_id: null,
      rejection_reason: null,
      account_created_at: withAccount ? new Date().toISOString() : null,
      suspended_at: null,
    })
    .returning(['id', 'username', 'contact_email'])
    .executeTakeFirstOrThrow();
  return { id: Number(row.id), username: row.username ?? '', email: row.contact_email, password: TEST_PASSWORD };
}

/** The `cookie` header of a signed-in session. */
function sessionCookie(response: {
  cookies: { name: string; value: string }[];
  statusCode: number;
  body: string;
}): string {
  const cookie = response.cookies.find((c) => c.name === 'grainline_session');
  if (response.statusCode !== 200 || !cookie)
    throw new Error(`Sign-in failed: ${response.statusCode} ${response.body}`);
  return `grainline_session=${cookie.value}`;
}

export async function signInStaff(app: FastifyInstance, account: { email: string; password: string }): Promise<string> {
  return sessionCookie(
    await app.inject({
      method: 'POST',
      url: '/api/staff/login',
      payload: { email: account.email, password: account.password },
    }),
  );
}

export async function signInPartner(
  app: FastifyInstance,
  account: { username: string; password: string },
): Promise<string> {
  return sessionCookie(
    await app.inject({
      method: 'POST',
      url: '/api/professional-auth/login',
      payload: { username: account.username, password: account.password },
    }),
  );
}
