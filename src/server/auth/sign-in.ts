import type { Kysely } from 'kysely';
import type { AuthSettings } from '../config';
import type { Database } from '../db/schema';
import { formatDateTime } from '../../core/dates';
import { AppError } from '../errors';
import { VISITOR, type SecurityActor, type SecurityEvent } from '../security/security-log';
import { verifyPassword } from './password';
import { createSession, deleteSession, type SessionOwner } from './session-store';
import { issueDeviceToken, trustedDeviceOf } from './device-cookie';
import { accountThrottleKey, delayedUntil, reserveAttempt, settleSuccess, throttleKeys } from './sign-in-throttle';

export interface SignInCandidate<T> {
  owner: SessionOwner;
  passwordHash: string | null;
  account: T;
  /** The account as the security log names it. */
  actor: SecurityActor;
}

/**
 * The one sign-in for staff and partners (ADR 007): reserve the attempt (ADR 022), verify in
 * constant work whether or not the account exists, and on success a brand-new session (the
 * old one, if any, ends) and a device token for this browser. Successes, failures and each
 * delay a failure starts go to the security log (STAFF-14); an unknown account is named only
 * as such, never by what was typed.
 */
export async function signIn<T>({
  db,
  realm,
  accountName,
  password,
  clientIp,
  previousSessionId,
  deviceToken,
  settings,
  findAccount,
  record,
  now,
}: {
  db: Kysely<Database>;
  realm: 'staff' | 'partner';
  accountName: string;
  password: string;
  clientIp: string;
  previousSessionId?: string;
  /** The browser's device cookie (ADR 022), if it has one. */
  deviceToken?: string;
  settings: AuthSettings;
  /** Answers only accounts that may sign in (not disabled, not suspended). */
  findAccount: (name: string) => Promise<SignInCandidate<T> | undefined>;
  /** Writes a security-log entry for this request. */
  record: (event: SecurityEvent) => Promise<void>;
  now: Date;
}): Promise<{ token: string; expiresAt: Date; account: T; deviceToken: string }> {
  const limits = { maxFailures: settings.signInMaxFailures, maxFailuresPerClient: settings.signInMaxFailuresPerClient, windowMs: settings.signInWindowMs };
  const accountKey = await accountThrottleKey(db, { realm, account: accountName });
  const trustedDevice = await trustedDeviceOf(db, accountKey, deviceToken);
  const keys = await throttleKeys(db, { realm, account: accountName, clientIp, trustedDevice });
  await reserveAttempt(db, keys, limits, now);
  const candidate = await findAccount(accountName.trim().toLowerCase());
  const valid = await verifyPassword(candidate?.passwordHash, password);
  const fromKnownBrowser = trustedDevice ? 'From a browser that signed in to this account before' : null;
  if (!candidate || !valid) {
    const subject = candidate?.actor.name ?? (realm === 'staff' ? 'An unknown staff e-mail address' : 'An unknown partner username');
    await record({ kind: 'sign_in_failed', actor: VISITOR, subject, detail: fromKnownBrowser });
    const delayed = await delayedUntil(db, keys.account, limits.maxFailures);
    if (delayed) await record({ kind: 'sign_in_delayed', actor: VISITOR, subject, detail: `No attempt is verified before ${formatDateTime(new Date(delayed))}${fromKnownBrowser ? ' on that browser' : ''}` });
    const what = realm === 'staff' ? 'email' : 'username';
    throw new AppError('unauthorized', `Incorrect ${what} or password`);
  }
  await settleSuccess(db, keys);
  await record({ kind: 'sign_in', actor: candidate.actor, detail: fromKnownBrowser });
  if (previousSessionId) await deleteSession(db, previousSessionId);
  const session = await createSession(db, { owner: candidate.owner, lifetimes: { idleMs: settings.sessionIdleMs, absoluteMs: settings.sessionAbsoluteMs }, now });
  return { ...session, account: candidate.account, deviceToken: await issueDeviceToken(db, accountKey) };
}
