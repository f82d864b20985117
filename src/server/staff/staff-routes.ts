import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely, Selectable } from 'kysely';
import { secondFactorRequiredOf, type SignedInStaff, type StaffMember } from '#core/accounts/account-schemas';
import {
  addStaffUserCall,
  clearSignInLockCall,
  ownPasswordCall,
  removeStaffUserCall,
  resetStaffPasswordCall,
  staffLoginCall,
  staffLoginCodeCall,
  staffLogoutCall,
  staffMeCall,
  staffUsersCall,
} from '#core/api/staff-calls';
import { clearSessionCookie, setSessionCookie } from '../auth/access-control';
import { staffOf } from '../auth/principal';
import { deleteSession } from '../auth/session-store';
import { DEVICE_COOKIE, setDeviceCookie } from '../auth/device-cookie';
import { clearSignInLock, currentSignInDelays } from '../auth/clear-sign-in-lock';
import { pendingBinding, issuePendingSignIn, pendingStaffId, verifyPendingSignIn } from '../auth/pending-sign-in';
import { acceptSecondFactorCode, recoveryCodesLeft } from '../auth/second-factor';
import { openTotpSecret } from '../auth/totp-secret-box';
import {
  completeSignIn,
  refuseAttempt,
  reserveSignInAttempt,
  verifySignInPassword,
  type SignedIn,
  type SignInCandidate,
  type SignInContext,
} from '../auth/sign-in';
import type { AuthSettings, RouteLimits } from '../config';
import type { Database, StaffUserTable } from '../db/schema';
import { AppError } from '../errors';
import { idParam } from '../http/id-param';
import { perMinute } from '../http/route-limit';
import { serveCall } from '../http/serve-call';
import { staffName, type SecurityLog } from '../security/security-log';
import { createStaffUser } from './create-staff-user';
import { changeOwnStaffPassword, removeStaffUser, resetStaffPassword } from './manage-staff';
import {
  findActiveStaffByEmail,
  findActiveStaffById,
  listActiveStaff,
  staffIdsWithSecondFactor,
  staffMember,
} from './staff-repository';

interface StaffRouteOptions {
  db: Kysely<Database>;
  settings: AuthSettings;
  limits: RouteLimits;
  securityLog: SecurityLog;
}

/** A staff member as the security log names them when they are what was changed. */
const staffSubject = (member: Pick<StaffMember, 'name' | 'email' | 'role'>) => `${staffName(member)} (${member.role})`;

/** Staff sign-in and accounts (STAFF-01, ADR 007). */
export async function staffRoutes(app: FastifyInstance, options: StaffRouteOptions) {
  serveSignInCalls(app, options);
  serveAccountCalls(app, options);
}

const signedInStaff = (settings: AuthSettings, member: StaffMember, secondFactor: boolean): SignedInStaff => ({
  ...member,
  secondFactor,
  secondFactorRequired: secondFactorRequiredOf(settings.requireSecondFactor, member.role),
});

/** Signing in with a password and a second factor, signing out, and who is signed in. */
function serveSignInCalls(app: FastifyInstance, { db, settings, limits, securityLog }: StaffRouteOptions) {
  const candidateOf = (row: Selectable<StaffUserTable>): SignInCandidate<SignedInStaff> => ({
    owner: { kind: 'staff', staffUserId: Number(row.id) },
    passwordHash: row.password_hash,
    account: signedInStaff(settings, staffMember(row), row.totp_enabled_at !== null),
    actor: { kind: 'staff', id: Number(row.id), name: staffName(row) },
  });
  const contextOf = (request: FastifyRequest) => staffSignInContext(request, { db, settings, securityLog });
  const finish = (reply: FastifyReply, { token, expiresAt, account, deviceToken }: SignedIn<SignedInStaff>) => {
    setSessionCookie(reply, { token, expiresAt, secure: settings.secureCookie });
    setDeviceCookie(reply, { token: deviceToken, secure: settings.secureCookie });
    return { staff: account };
  };
  const signInLimits = { config: { sameOriginOnly: true, ...perMinute(limits.signIn) } };

  serveCall(
    app,
    staffLoginCall,
    async (request, reply) => {
      const context = contextOf(request);
      const { candidate, attempt } = await verifySignInPassword(context, {
        accountName: request.body.email,
        password: request.body.password,
        findAccount: async (email) => {
          const row = await findActiveStaffByEmail(db, email);
          return row && candidateOf(row);
        },
      });
      // STAFF-16: a right password with a factor on makes no session yet; the attempt stays counted until the code.
      const row = candidate.account.secondFactor ? await findActiveStaffById(db, candidate.account.id) : undefined;
      if (row) {
        const pendingSignIn = await issuePendingSignIn(db, {
          staffId: Number(row.id),
          binding: pendingBinding(row),
          now: context.now,
        });
        reply.header('cache-control', 'no-store');
        return { secondFactorRequired: true as const, pendingSignIn };
      }
      return finish(
        reply,
        await completeSignIn(context, { candidate, attempt, previousSessionId: request.principal?.sessionId }),
      );
    },
    signInLimits,
  );

  serveCall(
    app,
    staffLoginCodeCall,
    async (request, reply) => {
      const context = contextOf(request);
      const expired = () =>
        new AppError('unauthorized', 'Your sign-in has expired. Please enter your email and password again.');
      const staffId = pendingStaffId(request.body.pendingSignIn, context.now);
      const row = staffId === null ? undefined : await findActiveStaffById(db, staffId);
      if (
        !row?.totp_enabled_at ||
        !row.totp_secret ||
        !(await verifyPendingSignIn(db, request.body.pendingSignIn, pendingBinding(row)))
      )
        throw expired();
      // Codes count against the same limits as passwords (ADR 022).
      const attempt = await reserveSignInAttempt(context, row.email);
      const lastStep = row.totp_last_step === null ? null : Number(row.totp_last_step);
      const secret = await openTotpSecret(db, { staffId: Number(row.id), stored: row.totp_secret });
      const how = await acceptSecondFactorCode(db, {
        staffId: Number(row.id),
        secret,
        lastStep,
        code: request.body.code,
        now: context.now,
      });
      if (!how)
        return refuseAttempt(context, attempt, {
          kind: 'second_factor_failed',
          subject: staffName(row),
          message: 'That code is not right. Enter the code your app shows now, or a recovery code.',
        });
      const detail =
        how === 'code'
          ? 'With a code from an authenticator app'
          : `With a recovery code (${await recoveryCodesLeft(db, Number(row.id))} left)`;
      return finish(
        reply,
        await completeSignIn(context, {
          candidate: candidateOf(row),
          attempt,
          previousSessionId: request.principal?.sessionId,
          detail,
        }),
      );
    },
    signInLimits,
  );

  serveCall(app, staffLogoutCall, async (request, reply) => {
    await deleteSession(db, staffOf(request).sessionId);
    clearSessionCookie(reply, settings.secureCookie);
    return { signedOut: true as const };
  });

  serveCall(app, staffMeCall, async (request) => {
    const { staffId, email, name, role, secondFactor } = staffOf(request);
    return { staff: signedInStaff(settings, { id: staffId, email, name, role }, secondFactor) };
  });
}

/** The owner's staff accounts and everyone's own password. */
function serveAccountCalls(app: FastifyInstance, { db, settings, securityLog }: StaffRouteOptions) {
  serveCall(app, ownPasswordCall, async (request) => {
    const staff = staffOf(request);
    await changeOwnStaffPassword(db, {
      staffId: staff.staffId,
      sessionId: staff.sessionId,
      ...request.body,
      now: new Date(),
    });
    await securityLog.record(request, { kind: 'password_changed', subject: staffSubject(staff) });
    return { changed: true as const };
  });

  serveCall(app, staffUsersCall, async (_request, reply) => {
    const members = await listActiveStaff(db);
    const delays = await currentSignInDelays(db, {
      realm: 'staff',
      accounts: members.map((member) => member.email),
      limit: settings.signInMaxFailures,
      now: new Date(),
    });
    const withFactor = await staffIdsWithSecondFactor(db);
    reply.header('cache-control', 'no-store');
    return members.map((member) => ({
      ...member,
      signInDelayedUntil: delays.get(member.email) ?? null,
      secondFactor: withFactor.has(member.id),
    }));
  });

  serveCall(app, addStaffUserCall, async (request) => {
    const member = await createStaffUser(db, { ...request.body, now: new Date() });
    await securityLog.record(request, { kind: 'staff_added', subject: staffSubject(member) });
    return member;
  });

  serveCall(app, removeStaffUserCall, async (request) => {
    const member = await findActiveStaffById(db, request.params.id);
    await removeStaffUser(db, { id: request.params.id, byStaffId: staffOf(request).staffId, now: new Date() });
    if (member) await securityLog.record(request, { kind: 'staff_removed', subject: staffSubject(member) });
    return { removed: true as const };
  });

  serveCall(app, clearSignInLockCall, async (request) => {
    const { subject } = await clearSignInLock(db, { kind: 'staff', id: request.params.id });
    await securityLog.record(request, { kind: 'sign_in_delay_cleared', subject });
    return { cleared: true as const };
  });

  // The body is checked before the id here, as it always was: the id stays with the handler.
  serveCall(app, resetStaffPasswordCall, async (request) => {
    const input = request.body;
    const id = idParam(request.params);
    const self = staffOf(request);
    if (id === self.staffId) {
      // One's own id: a change of one's own password, proved as on POST /api/staff/password (STAFF-20).
      await changeOwnStaffPassword(db, { staffId: id, sessionId: self.sessionId, ...input, now: new Date() });
      await securityLog.record(request, { kind: 'password_changed', subject: staffSubject(self) });
      return { changed: true as const };
    }
    await resetStaffPassword(db, { id, newPassword: input.newPassword });
    const member = await findActiveStaffById(db, id);
    if (member) await securityLog.record(request, { kind: 'password_reset', subject: staffSubject(member) });
    return { changed: true as const };
  });
}

/** A staff sign-in attempt's context (ADR 022): this request's client, device cookie and security log. */
export function staffSignInContext(
  request: FastifyRequest,
  { db, settings, securityLog }: { db: Kysely<Database>; settings: AuthSettings; securityLog: SecurityLog },
): SignInContext {
  return {
    db,
    realm: 'staff',
    clientIp: request.ip,
    deviceToken: request.cookies[DEVICE_COOKIE],
    settings,
    now: new Date(),
    record: (event) => securityLog.record(request, event),
  };
}
