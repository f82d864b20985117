import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely, Selectable } from 'kysely';
import { z } from 'zod';
import {
  changePasswordSchema,
  newStaffUserSchema,
  resetPasswordSchema,
  secondFactorRequiredOf,
  signedInStaffSchema,
  staffListEntrySchema,
  staffLoginSchema,
  staffMemberSchema,
  staffSecondFactorSignInSchema,
  type SignedInStaff,
  type StaffMember,
} from '#core/accounts/account-schemas';
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
import { idParam, idParams } from '../http/id-param';
import { successReply } from '../http/reply-schemas';
import { perMinute } from '../http/route-limit';
import { staffName, type SecurityLog } from '../security/security-log';
import { createStaffUser } from './create-staff-user';
import { changeOwnStaffPassword, removeStaffUser, resetStaffPassword } from './manage-staff';
import { findActiveStaffByEmail, findActiveStaffById, listActiveStaff, staffIdsWithSecondFactor, staffMember } from './staff-repository';

interface StaffRouteOptions {
  db: Kysely<Database>;
  settings: AuthSettings;
  limits: RouteLimits;
  securityLog: SecurityLog;
}

/** A staff member as the security log names them when they are what was changed. */
const staffSubject = (member: Pick<StaffMember, 'name' | 'email' | 'role'>) => `${staffName(member)} (${member.role})`;

/** Staff sign-in and accounts (STAFF-01, ADR 007). */
export async function staffRoutes(app: FastifyInstance, { db, settings, limits, securityLog }: StaffRouteOptions) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const signedInReply = { 200: successReply(z.object({ staff: signedInStaffSchema })) };
  const changedReply = { 200: successReply(z.object({ changed: z.literal(true) })) };
  const signedInStaff = (member: StaffMember, secondFactor: boolean): SignedInStaff => ({
    ...member,
    secondFactor,
    secondFactorRequired: secondFactorRequiredOf(settings.requireSecondFactor, member.role),
  });
  const candidateOf = (row: Selectable<StaffUserTable>): SignInCandidate<SignedInStaff> => ({
    owner: { kind: 'staff', staffUserId: Number(row.id) },
    passwordHash: row.password_hash,
    account: signedInStaff(staffMember(row), row.totp_enabled_at !== null),
    actor: { kind: 'staff', id: Number(row.id), name: staffName(row) },
  });
  const contextOf = (request: FastifyRequest) => staffSignInContext(request, { db, settings, securityLog });
  const finish = (reply: FastifyReply, { token, expiresAt, account, deviceToken }: SignedIn<SignedInStaff>) => {
    setSessionCookie(reply, { token, expiresAt, secure: settings.secureCookie });
    setDeviceCookie(reply, { token: deviceToken, secure: settings.secureCookie });
    return { success: true, data: { staff: account } } as const;
  };

  const loginReply = z.union([
    z.object({ staff: signedInStaffSchema }),
    z.object({
      secondFactorRequired: z.literal(true),
      pendingSignIn: z.string().describe('Sent back with the code to POST /api/staff/login/second-factor within five minutes'),
    }),
  ]);
  const loginSchema = {
    summary: 'Staff sign-in: sets the session cookie, or asks for the second factor’s code',
    body: staffLoginSchema,
    response: { 200: successReply(loginReply) },
  };
  api.post('/api/staff/login', { schema: loginSchema, config: { sameOriginOnly: true, ...perMinute(limits.signIn) } }, async (request, reply) => {
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
      const pendingSignIn = await issuePendingSignIn(db, { staffId: Number(row.id), binding: pendingBinding(row), now: context.now });
      return reply.header('cache-control', 'no-store').send({ success: true, data: { secondFactorRequired: true, pendingSignIn } } as const);
    }
    return finish(reply, await completeSignIn(context, { candidate, attempt, previousSessionId: request.principal?.sessionId }));
  });

  const codeSchema = {
    summary: 'Staff sign-in, second step: the code from an authenticator app or a recovery code',
    body: staffSecondFactorSignInSchema,
    response: signedInReply,
  };
  api.post('/api/staff/login/second-factor', { schema: codeSchema, config: { sameOriginOnly: true, ...perMinute(limits.signIn) } }, async (request, reply) => {
    const context = contextOf(request);
    const expired = () => new AppError('unauthorized', 'Your sign-in has expired. Please enter your email and password again.');
    const staffId = pendingStaffId(request.body.pendingSignIn, context.now);
    const row = staffId === null ? undefined : await findActiveStaffById(db, staffId);
    if (!row?.totp_enabled_at || !row.totp_secret || !(await verifyPendingSignIn(db, request.body.pendingSignIn, pendingBinding(row)))) throw expired();
    // Codes count against the same limits as passwords (ADR 022).
    const attempt = await reserveSignInAttempt(context, row.email);
    const lastStep = row.totp_last_step === null ? null : Number(row.totp_last_step);
    const secret = await openTotpSecret(db, { staffId: Number(row.id), stored: row.totp_secret });
    const how = await acceptSecondFactorCode(db, { staffId: Number(row.id), secret, lastStep, code: request.body.code, now: context.now });
    if (!how)
      return refuseAttempt(context, attempt, {
        kind: 'second_factor_failed',
        subject: staffName(row),
        message: 'That code is not right. Enter the code your app shows now, or a recovery code.',
      });
    const detail = how === 'code' ? 'With a code from an authenticator app' : `With a recovery code (${await recoveryCodesLeft(db, Number(row.id))} left)`;
    return finish(reply, await completeSignIn(context, { candidate: candidateOf(row), attempt, previousSessionId: request.principal?.sessionId, detail }));
  });

  const logoutSchema = { summary: 'Sign out', response: { 200: successReply(z.object({ signedOut: z.literal(true) })) } };
  api.post('/api/staff/logout', { schema: logoutSchema, config: { access: 'staff' } }, async (request, reply) => {
    await deleteSession(db, staffOf(request).sessionId);
    clearSessionCookie(reply, settings.secureCookie);
    return { success: true, data: { signedOut: true } } as const;
  });

  api.get('/api/staff/me', { schema: { summary: 'The signed-in staff member', response: signedInReply }, config: { access: 'staff' } }, async (request) => {
    const { staffId, email, name, role, secondFactor } = staffOf(request);
    return { success: true, data: { staff: signedInStaff({ id: staffId, email, name, role }, secondFactor) } } as const;
  });

  api.post(
    '/api/staff/password',
    { schema: { summary: 'Change one’s own password', body: changePasswordSchema, response: changedReply }, config: { access: 'staff' } },
    async (request) => {
      const staff = staffOf(request);
      await changeOwnStaffPassword(db, { staffId: staff.staffId, sessionId: staff.sessionId, ...request.body });
      await securityLog.record(request, { kind: 'password_changed', subject: staffSubject(staff) });
      return { success: true, data: { changed: true } } as const;
    },
  );

  const staffListSchema = { summary: 'The staff accounts, with any sign-in delay', response: { 200: successReply(z.array(staffListEntrySchema)) } };
  api.get('/api/staff/users', { schema: staffListSchema, config: { access: 'owner' } }, async (_request, reply) => {
    const members = await listActiveStaff(db);
    const delays = await currentSignInDelays(db, {
      realm: 'staff',
      accounts: members.map((member) => member.email),
      limit: settings.signInMaxFailures,
      now: new Date(),
    });
    const withFactor = await staffIdsWithSecondFactor(db);
    const data = members.map((member) => ({ ...member, signInDelayedUntil: delays.get(member.email) ?? null, secondFactor: withFactor.has(member.id) }));
    return reply.header('cache-control', 'no-store').send({ success: true, data });
  });

  api.post(
    '/api/staff/users',
    {
      schema: { summary: 'Add a staff member', body: newStaffUserSchema, response: { 201: successReply(staffMemberSchema) } },
      config: { access: 'owner', secondFactor: true },
    },
    async (request, reply) => {
      const member = await createStaffUser(db, { ...request.body, now: new Date() });
      await securityLog.record(request, { kind: 'staff_added', subject: staffSubject(member) });
      return reply.status(201).send({ success: true, data: member });
    },
  );

  api.delete(
    '/api/staff/users/:id',
    {
      schema: { summary: 'Remove a staff member', params: idParams(), response: { 200: successReply(z.object({ removed: z.literal(true) })) } },
      config: { access: 'owner', secondFactor: true },
    },
    async (request) => {
      const member = await findActiveStaffById(db, request.params.id);
      await removeStaffUser(db, { id: request.params.id, byStaffId: staffOf(request).staffId, now: new Date() });
      if (member) await securityLog.record(request, { kind: 'staff_removed', subject: staffSubject(member) });
      return { success: true, data: { removed: true } } as const;
    },
  );

  const unlockSchema = {
    summary: 'Clear a staff member’s sign-in delay after failed attempts',
    params: idParams(),
    response: { 200: successReply(z.object({ cleared: z.literal(true) })) },
  };
  api.post('/api/staff/users/:id/sign-in-lock/clear', { schema: unlockSchema, config: { access: 'owner', secondFactor: true } }, async (request) => {
    const { subject } = await clearSignInLock(db, { kind: 'staff', id: request.params.id });
    await securityLog.record(request, { kind: 'sign_in_delay_cleared', subject });
    return { success: true, data: { cleared: true } } as const;
  });

  // The body is checked before the id here, as it always was: the id stays with the handler.
  api.post(
    '/api/staff/users/:id/password',
    {
      schema: { summary: 'Set a staff member’s new password', body: resetPasswordSchema, response: changedReply },
      config: { access: 'owner', secondFactor: true },
    },
    async (request) => {
      const input = request.body;
      const id = idParam(request.params);
      await resetStaffPassword(db, { id, newPassword: input.newPassword });
      const member = await findActiveStaffById(db, id);
      if (member) await securityLog.record(request, { kind: 'password_reset', subject: staffSubject(member) });
      return { success: true, data: { changed: true } } as const;
    },
  );
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
