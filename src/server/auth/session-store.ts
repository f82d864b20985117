import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { Principal } from './principal';
import { generateSessionToken, hashToken, SESSION_TOKEN_PATTERN } from './session-token';

export interface SessionLifetimes {
  idleMs: number;
  absoluteMs: number;
}

export type SessionOwner = { kind: 'staff'; staffUserId: number } | { kind: 'partner'; partnerId: number };

/** `last_seen_at` is written at most this often, so a busy screen does not write on every call. */
const TOUCH_INTERVAL_MS = 60_000;

/**
 * Creates a session and answers the token for the cookie; only its hash is stored (ADR 007).
 * A sign-in always makes a new one, so a token planted before sign-in is never promoted.
 */
export async function createSession(
  db: Kysely<Database>,
  { owner, lifetimes, now }: { owner: SessionOwner; lifetimes: SessionLifetimes; now: Date },
): Promise<{ token: string; expiresAt: Date }> {
  const token = generateSessionToken();
  const idleExpiresAt = new Date(now.getTime() + lifetimes.idleMs);
  const absoluteExpiresAt = new Date(now.getTime() + lifetimes.absoluteMs);
  await db
    .insertInto('sessions')
    .values({
      id: hashToken(token),
      kind: owner.kind,
      staff_user_id: owner.kind === 'staff' ? owner.staffUserId : null,
      partner_id: owner.kind === 'partner' ? owner.partnerId : null,
      created_at: now.toISOString(),
      last_seen_at: now.toISOString(),
      idle_expires_at: idleExpiresAt.toISOString(),
      absolute_expires_at: absoluteExpiresAt.toISOString(),
    })
    .execute();
  return { token, expiresAt: earliest(idleExpiresAt, absoluteExpiresAt) };
}

/** A valid session's principal, and the cookie's new expiry when this request slid the idle expiry. */
export interface ValidSession {
  principal: Principal;
  renewedExpiresAt?: Date;
}

/**
 * The principal of a session token, or null when the token is unknown, expired, or belongs
 * to a removed staff member or a partner who is no longer approved. Slides the idle expiry,
 * and says so, for the cookie's Expires to move with it (docs/operations.md: SESSION_IDLE_HOURS,
 * SESSION_ABSOLUTE_DAYS).
 */
export async function validateSession(
  db: Kysely<Database>,
  { token, lifetimes, now }: { token: string; lifetimes: SessionLifetimes; now: Date },
): Promise<ValidSession | null> {
  if (!SESSION_TOKEN_PATTERN.test(token)) return null;
  const sessionId = hashToken(token);
  const session = await db.selectFrom('sessions').selectAll().where('id', '=', sessionId).executeTakeFirst();
  if (!session) return null;
  const nowIso = now.toISOString();
  if (session.idle_expires_at <= nowIso || session.absolute_expires_at <= nowIso) {
    await deleteSession(db, sessionId);
    return null;
  }
  const principal = await principalOf(db, session.kind, session.staff_user_id, session.partner_id, sessionId);
  if (!principal) {
    await deleteSession(db, sessionId);
    return null;
  }
  if (now.getTime() - Date.parse(session.last_seen_at) < TOUCH_INTERVAL_MS) return { principal };
  const idleExpiresAt = new Date(now.getTime() + lifetimes.idleMs);
  await db
    .updateTable('sessions')
    .set({ last_seen_at: nowIso, idle_expires_at: idleExpiresAt.toISOString() })
    .where('id', '=', sessionId)
    .execute();
  return { principal, renewedExpiresAt: earliest(idleExpiresAt, new Date(session.absolute_expires_at)) };
}

async function principalOf(
  db: Kysely<Database>,
  kind: 'staff' | 'partner',
  staffUserId: number | null,
  partnerId: number | null,
  sessionId: string,
): Promise<Principal | null> {
  if (kind === 'staff' && staffUserId !== null) {
    const staff = await db
      .selectFrom('staff_users')
      .select(['id', 'email', 'name', 'role', 'totp_enabled_at'])
      .where('id', '=', staffUserId)
      .where('disabled_at', 'is', null)
      .executeTakeFirst();
    return staff
      ? {
          kind: 'staff',
          sessionId,
          staffId: Number(staff.id),
          email: staff.email,
          name: staff.name,
          role: staff.role,
          secondFactor: staff.totp_enabled_at !== null,
        }
      : null;
  }
  if (kind === 'partner' && partnerId !== null) {
    const partner = await db
      .selectFrom('partners')
      .select(['id', 'business_name', 'discount_basis_points'])
      .where('id', '=', partnerId)
      .where('status', '=', 'approved')
      .where('password_hash', 'is not', null)
      .executeTakeFirst();
    return partner
      ? {
          kind: 'partner',
          sessionId,
          partnerId: Number(partner.id),
          businessName: partner.business_name,
          discountBasisPoints: partner.discount_basis_points,
        }
      : null;
  }
  return null;
}

export async function deleteSession(db: Kysely<Database>, sessionId: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', sessionId).execute();
}

/** Ends every session of a person at once (staff removed, partner suspended, password reset). */
export async function deleteSessionsOf(db: Kysely<Database>, owner: SessionOwner): Promise<void> {
  const query = db.deleteFrom('sessions');
  await (owner.kind === 'staff'
    ? query.where('staff_user_id', '=', owner.staffUserId)
    : query.where('partner_id', '=', owner.partnerId)
  ).execute();
}

function earliest(a: Date, b: Date): Date {
  return a.getTime() <= b.getTime() ? a : b;
}
