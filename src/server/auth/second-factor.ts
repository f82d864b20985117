import { randomBytes } from 'node:crypto';
import { encodeBase32LowerCaseNoPadding } from '@oslojs/encoding';
import type { Kysely } from 'kysely';
import { Secret, TOTP } from 'otpauth';
import type { Database } from '../db/schema';
import { hashToken } from './session-token';

/**
 * A staff member's second factor (STAFF-16, ADR 022): RFC 6238 time-based codes (SHA-1, six
 * digits, 30 s, as every authenticator app reads an otpauth:// URI), one step either side for a
 * phone's clock, and no code accepted twice. Recovery codes stand in for a lost phone, each once.
 */
const PERIOD_SECONDS = 30;
const DIGITS = 6;
export const RECOVERY_CODE_COUNT = 10;

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

function totpOf(secret: string, { issuer, label }: { issuer: string; label: string }): TOTP {
  return new TOTP({
    issuer,
    label,
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: DIGITS,
    period: PERIOD_SECONDS,
  });
}

/** The otpauth:// URI an authenticator app reads (typed in or opened as a link on the phone). */
export function totpUri(secret: string, names: { issuer: string; label: string }): string {
  return totpOf(secret, names).toString();
}

/** The time step a six-digit code belongs to (this one or one either side), or null when it is not a current code. */
export function totpStepOf(secret: string, code: string, now: Date): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = TOTP.validate({
    token: code,
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: DIGITS,
    period: PERIOD_SECONDS,
    timestamp: now.getTime(),
    window: 1,
  });
  return delta === null ? null : TOTP.counter({ period: PERIOD_SECONDS, timestamp: now.getTime() }) + delta;
}

/**
 * Accepts a current code once: the step is claimed by a compare-and-set on the last accepted
 * step, so a code seen over someone's shoulder, or sent twice at once, is refused the second time.
 */
export async function acceptTotpCode(
  db: Kysely<Database>,
  {
    staffId,
    secret,
    lastStep,
    code,
    now,
  }: { staffId: number; secret: string; lastStep: number | null; code: string; now: Date },
): Promise<boolean> {
  const step = totpStepOf(secret, code, now);
  if (step === null || (lastStep !== null && step <= lastStep)) return false;
  let update = db.updateTable('staff_users').set({ totp_last_step: step }).where('id', '=', staffId);
  update =
    lastStep === null ? update.where('totp_last_step', 'is', null) : update.where('totp_last_step', '=', lastStep);
  return Number((await update.executeTakeFirst()).numUpdatedRows) === 1;
}

/** A recovery code as shown: ten base32 letters and digits in two groups (50 random bits). */
function newRecoveryCode(): string {
  const letters = encodeBase32LowerCaseNoPadding(randomBytes(8)).slice(0, 10);
  return `${letters.slice(0, 5)}-${letters.slice(5)}`;
}

/** The same code however it was typed: case, spaces and hyphens do not matter. */
function normaliseRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]/g, '');
}

export function looksLikeRecoveryCode(code: string): boolean {
  return /^[a-z2-7]{10}$/.test(normaliseRecoveryCode(code));
}

/** Replaces a member's recovery codes with ten new ones, stored hashed; answers them to be shown once. */
export async function replaceRecoveryCodes(db: Kysely<Database>, staffId: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await db.deleteFrom('staff_recovery_codes').where('staff_user_id', '=', staffId).execute();
  await db
    .insertInto('staff_recovery_codes')
    .values(
      codes.map((code) => ({
        staff_user_id: staffId,
        code_hash: hashToken(normaliseRecoveryCode(code)),
        used_at: null,
      })),
    )
    .execute();
  return codes;
}

/** Uses a recovery code: true once for each code, by one conditional update. */
export async function useRecoveryCode(
  db: Kysely<Database>,
  { staffId, code, now }: { staffId: number; code: string; now: Date },
): Promise<boolean> {
  if (!looksLikeRecoveryCode(code)) return false;
  const result = await db
    .updateTable('staff_recovery_codes')
    .set({ used_at: now.toISOString() })
    .where('staff_user_id', '=', staffId)
    .where('code_hash', '=', hashToken(normaliseRecoveryCode(code)))
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function recoveryCodesLeft(db: Kysely<Database>, staffId: number): Promise<number> {
  const row = await db
    .selectFrom('staff_recovery_codes')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('staff_user_id', '=', staffId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** A code at sign-in or when turning the factor off: a current TOTP code, or else one unused recovery code. */
export async function acceptSecondFactorCode(
  db: Kysely<Database>,
  {
    staffId,
    secret,
    lastStep,
    code,
    now,
  }: { staffId: number; secret: string; lastStep: number | null; code: string; now: Date },
): Promise<'code' | 'recovery_code' | null> {
  if (await acceptTotpCode(db, { staffId, secret, lastStep, code, now })) return 'code';
  if (await useRecoveryCode(db, { staffId, code, now })) return 'recovery_code';
  return null;
}

/**
 * Turns a member's factor off and forgets its secret and recovery codes (turned off, or reset by an owner or the
 * command line).
 */
export async function clearSecondFactor(db: Kysely<Database>, staffId: number): Promise<void> {
  await db
    .updateTable('staff_users')
    .set({ totp_secret: null, totp_enabled_at: null, totp_last_step: null })
    .where('id', '=', staffId)
    .execute();
  await db.deleteFrom('staff_recovery_codes').where('staff_user_id', '=', staffId).execute();
}
