import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { serverSecret } from './server-secret';

/**
 * A staff member's TOTP secret as stored (STAFF-16, ADR 022): sealed with AES-256-GCM under a
 * key derived (HKDF-SHA-256) from the server secret `second-factor-secrets`, bound to the
 * member's id, so the column alone (an export of staff_users, a query result in a log, a copy
 * moved to another row) no longer computes codes. The key lives in `server_secrets` beside it:
 * a copy of the whole database still does. Stored as `v1.<iv>.<ciphertext>.<tag>` (base64url).
 * A secret stored before sealing (plain base32) is still read, and sealed at the next start.
 */
const VERSION = 'v1';
const SECRET_NAME = 'second-factor-secrets';

async function keyOf(db: Kysely<Database>): Promise<Buffer> {
  return Buffer.from(
    hkdfSync('sha256', await serverSecret(db, SECRET_NAME), Buffer.alloc(0), 'grainline totp secret v1', 32),
  );
}

const boundTo = (staffId: number) => Buffer.from(`staff_users:${staffId}`);

export function isSealed(stored: string): boolean {
  return stored.startsWith(`${VERSION}.`);
}

export async function sealTotpSecret(
  db: Kysely<Database>,
  { staffId, secret }: { staffId: number; secret: string },
): Promise<string> {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', await keyOf(db), iv);
  cipher.setAAD(boundTo(staffId));
  const ciphertext = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [VERSION, iv, ciphertext, cipher.getAuthTag()]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** The base32 secret a stored value holds; throws when a sealed value was altered or belongs to another member. */
export async function openTotpSecret(
  db: Kysely<Database>,
  { staffId, stored }: { staffId: number; stored: string },
): Promise<string> {
  if (!isSealed(stored)) return stored;
  const [, iv, ciphertext, tag] = stored.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !ciphertext || !tag) throw new Error('A stored second-factor secret is malformed');
  const decipher = createDecipheriv('aes-256-gcm', await keyOf(db), iv);
  decipher.setAAD(boundTo(staffId));
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString('utf8');
}

/**
 * Seals the secrets stored before sealing existed (run at start; does nothing once all are
 * sealed). Each is replaced only while it is still the value read, so a member enrolling at the
 * same moment keeps their new secret.
 */
export async function sealPlainTotpSecrets(db: Kysely<Database>): Promise<number> {
  const rows = await db
    .selectFrom('staff_users')
    .select(['id', 'totp_secret'])
    .where('totp_secret', 'is not', null)
    .execute();
  let sealed = 0;
  for (const row of rows) {
    if (row.totp_secret === null || isSealed(row.totp_secret)) continue;
    const staffId = Number(row.id);
    const result = await db
      .updateTable('staff_users')
      .set({ totp_secret: await sealTotpSecret(db, { staffId, secret: row.totp_secret }) })
      .where('id', '=', staffId)
      .where('totp_secret', '=', row.totp_secret)
      .executeTakeFirst();
    sealed += Number(result.numUpdatedRows);
  }
  return sealed;
}
