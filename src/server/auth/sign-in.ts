import type { Kysely } from 'kysely';
import type { AuthSettings } from '../config';
import type { Database } from '../db/schema';
import { formatDateTime } from '#core/dates';
import type { SecurityEventKind } from '#core/accounts/security-log-schemas';
import { AppError } from '../errors';
import { VISITOR, type SecurityActor, type SecurityEvent } from '../security/security-log';
import { verifyPassword } from './password';
import { createSession, deleteSession, type SessionOwner } from './session-store';
import { issueDeviceToken, trustedDeviceOf } from './device-cookie';
import {
  accountThrottleKey,
  delayedUntil,
  reserveAttempt,
  settleSuccess,
  throttleKeys,
  type ThrottleKeys,
} from './sign-in-throttle';

export interface SignInCandidate<T> {
  owner: SessionOwner;
  passwordHash: string | null;
  account: T;
  /** The account as the security log names it. */
  actor: SecurityActor;
}

/** What every step of a sign-in needs: where, who is asking, and how to write the security log. */
export interface SignInContext {
  db: Kysely<Database>;
  realm: 'staff' | 'partner';
  clientIp: string;
  /** The browser's device cookie (ADR 022), if it has one. */
  deviceToken?: string;
  settings: AuthSettings;
  /** Writes a security-log entry for this request. */
  record: (event: SecurityEvent) => Promise<void>;
  now: Date;
}

/** One reserved attempt against an account (ADR 022): its keys, and whether a known browser made it. */
export interface ReservedAttempt {
  accountKey: string;
  keys: ThrottleKeys;
  trustedDevice: string | undefined;
}

export interface SignedIn<T> {
  token: string;
  expiresAt: Date;
  account: T;
  deviceToken: string;
}

const limitsOf = (settings: AuthSettings) => ({
  maxFailures: settings.signInMaxFailures,
  maxFailuresPerClient: settings.signInMaxFailuresPerClient,
  windowMs: settings.signInWindowMs,
});

/** Counts an attempt before anything is verified (ADR 022): a password, or a second factor's code. Refused: 429. */
export async function reserveSignInAttempt(context: SignInContext, accountName: string): Promise<ReservedAttempt> {
  const { db, realm, clientIp, deviceToken, settings, now } = context;
  const accountKey = await accountThrottleKey(db, { realm, account: accountName });
  const trustedDevice = await trustedDeviceOf(db, accountKey, deviceToken);
  const keys = await throttleKeys(db, { realm, account: accountName, clientIp, trustedDevice });
  await reserveAttempt(db, keys, limitsOf(settings), now);
  return { accountKey, keys, trustedDevice };
}

const knownBrowser = (attempt: ReservedAttempt) =>
  attempt.trustedDevice ? 'From a browser that signed in to this account before' : null;

/** A failed attempt (a password or a code): its entry, the delay it started if any, and the 401. */
export async function refuseAttempt(
  context: SignInContext,
  attempt: ReservedAttempt,
  {
    kind,
    subject,
    message,
  }: { kind: Extract<SecurityEventKind, 'sign_in_failed' | 'second_factor_failed'>; subject: string; message: string },
): Promise<never> {
  const fromKnownBrowser = knownBrowser(attempt);
  await context.record({ kind, actor: VISITOR, subject, detail: fromKnownBrowser });
  const delayed = await delayedUntil(context.db, attempt.keys.account, context.settings.signInMaxFailures);
  if (delayed)
    await context.record({
      kind: 'sign_in_delayed',
      actor: VISITOR,
      subject,
      detail: `No attempt is verified before ${formatDateTime(new Date(delayed))}${fromKnownBrowser ? ' on that browser' : ''}`,
    });
  throw new AppError('unauthorized', message);
}

/**
 * The password step for staff and partners (ADR 007): reserve the attempt (ADR 022) and verify
 * in constant work whether or not the account exists. A failure is logged (STAFF-14) and is a
 * 401; an unknown account is named only as such, never by what was typed. The reservation is
 * not given back here: `completeSignIn` does, once the person is fully signed in.
 */
export async function verifySignInPassword<T>(
  context: SignInContext,
  {
    accountName,
    password,
    findAccount,
  }: { accountName: string; password: string; findAccount: (name: string) => Promise<SignInCandidate<T> | undefined> },
): Promise<{ candidate: SignInCandidate<T>; attempt: ReservedAttempt }> {
  const attempt = await reserveSignInAttempt(context, accountName);
  const candidate = await findAccount(accountName.trim().toLowerCase());
  const valid = await verifyPassword(candidate?.passwordHash, password);
  if (!candidate || !valid) {
    const subject =
      candidate?.actor.name ??
      (context.realm === 'staff' ? 'An unknown staff e-mail address' : 'An unknown partner username');
    return refuseAttempt(context, attempt, {
      kind: 'sign_in_failed',
      subject,
      message: `Incorrect ${context.realm === 'staff' ? 'email' : 'username'} or password`,
    });
  }
  return { candidate, attempt };
}

/**
 * Signs in an account whose every step has passed: the reservation is given back, the sign-in
 * logged, a brand-new session made (the old one, if any, ends) and a device token for this browser.
 */
export async function completeSignIn<T>(
  context: SignInContext,
  {
    candidate,
    attempt,
    previousSessionId,
    detail,
  }: { candidate: SignInCandidate<T>; attempt: ReservedAttempt; previousSessionId?: string; detail?: string },
): Promise<SignedIn<T>> {
  const { db, settings, now } = context;
  await settleSuccess(db, attempt.keys);
  await context.record({
    kind: 'sign_in',
    actor: candidate.actor,
    detail: [detail, knownBrowser(attempt)].filter(Boolean).join('; ') || null,
  });
  if (previousSessionId) await deleteSession(db, previousSessionId);
  const session = await createSession(db, {
    owner: candidate.owner,
    lifetimes: { idleMs: settings.sessionIdleMs, absoluteMs: settings.sessionAbsoluteMs },
    now,
  });
  return { ...session, account: candidate.account, deviceToken: await issueDeviceToken(db, attempt.accountKey) };
}

/** The one-step sign-in (partners; staff without a second factor): the password, then the session. */
export async function signIn<T>(
  context: SignInContext & {
    accountName: string;
    password: string;
    previousSessionId?: string;
    findAccount: (name: string) => Promise<SignInCandidate<T> | undefined>;
  },
): Promise<SignedIn<T>> {
  const { candidate, attempt } = await verifySignInPassword(context, context);
  return completeSignIn(context, { candidate, attempt, previousSessionId: context.previousSessionId });
}
