import type { Kysely } from 'kysely';
import type { AuthSettings } from '../config';
import type { Database } from '../db/schema';
import { AppError } from '../errors';
import { verifyPassword } from './password';
import { createSession, deleteSession, type SessionOwner } from './session-store';
import { issueDeviceToken, trustedDeviceOf } from './device-cookie';
import { accountThrottleKey, reserveAttempt, settleSuccess, throttleKeys } from './sign-in-throttle';

export interface SignInCandidate<T> {
  owner: SessionOwner;
  passwordHash: string | null;
  account: T;
}

/**
 * The one sign-in for staff and partners (ADR 007): reserve the attempt (ADR 022), verify in
 * constant work whether or not the account exists, and on success a brand-new session (the
 * old one, if any, ends) and a device token for this browser.
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
  now: Date;
}): Promise<{ token: string; expiresAt: Date; account: T; deviceToken: string }> {
  const limits = { maxFailures: settings.signInMaxFailures, maxFailuresPerClient: settings.signInMaxFailuresPerClient, windowMs: settings.signInWindowMs };
  const accountKey = await accountThrottleKey(db, { realm, account: accountName });
  const trustedDevice = await trustedDeviceOf(db, accountKey, deviceToken);
  const keys = await throttleKeys(db, { realm, account: accountName, clientIp, trustedDevice });
  await reserveAttempt(db, keys, limits, now);
  const candidate = await findAccount(accountName.trim().toLowerCase());
  const valid = await verifyPassword(candidate?.passwordHash, password);
  if (!candidate || !valid) {
    const what = realm === 'staff' ? 'email' : 'username';
    throw new AppError('unauthorized', `Incorrect ${what} or password`);
  }
  await settleSuccess(db, keys);
  if (previousSessionId) await deleteSession(db, previousSessionId);
  const session = await createSession(db, { owner: candidate.owner, lifetimes: { idleMs: settings.sessionIdleMs, absoluteMs: settings.sessionAbsoluteMs }, now });
  return { ...session, account: candidate.account, deviceToken: await issueDeviceToken(db, accountKey) };
}
