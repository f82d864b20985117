import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { changePasswordSchema, newStaffUserSchema, resetPasswordSchema, staffListEntrySchema, staffLoginSchema, staffMemberSchema, type StaffMember } from '../../core/accounts/account-schemas';
import { clearSessionCookie, setSessionCookie } from '../auth/access-control';
import { staffOf } from '../auth/principal';
import { deleteSession } from '../auth/session-store';
import { DEVICE_COOKIE, setDeviceCookie } from '../auth/device-cookie';
import { clearSignInLock, currentSignInDelays } from '../auth/clear-sign-in-lock';
import { signIn } from '../auth/sign-in';
import type { AuthSettings, RouteLimits } from '../config';
import type { Database } from '../db/schema';
import { idParam, idParams } from '../http/id-param';
import { successReply } from '../http/reply-schemas';
import { perMinute } from '../http/route-limit';
import { staffName, type SecurityLog } from '../security/security-log';
import { createStaffUser } from './create-staff-user';
import { changeOwnStaffPassword, removeStaffUser, resetStaffPassword } from './manage-staff';
import { findActiveStaffByEmail, findActiveStaffById, listActiveStaff, staffMember } from './staff-repository';

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
  const signedInReply = { 200: successReply(z.object({ staff: staffMemberSchema })) };
  const changedReply = { 200: successReply(z.object({ changed: z.literal(true) })) };
  const loginSchema = { summary: 'Staff sign-in: sets the session cookie', body: staffLoginSchema, response: signedInReply };
  api.post('/api/staff/login', { schema: loginSchema, config: { sameOriginOnly: true, ...perMinute(limits.signIn) } }, async (request, reply) => {
    const input = request.body;
    const { token, expiresAt, account, deviceToken } = await signIn({
      db,
      realm: 'staff',
      accountName: input.email,
      password: input.password,
      clientIp: request.ip,
      previousSessionId: request.principal?.sessionId,
      deviceToken: request.cookies[DEVICE_COOKIE],
      settings,
      now: new Date(),
      findAccount: async (email) => {
        const row = await findActiveStaffByEmail(db, email);
        return row && { owner: { kind: 'staff', staffUserId: Number(row.id) }, passwordHash: row.password_hash, account: staffMember(row), actor: { kind: 'staff', id: Number(row.id), name: staffName(row) } };
      },
      record: (event) => securityLog.record(request, event),
    });
    setSessionCookie(reply, { token, expiresAt, secure: settings.secureCookie });
    setDeviceCookie(reply, { token: deviceToken, secure: settings.secureCookie });
    return { success: true, data: { staff: account } } as const;
  });

  const logoutSchema = { summary: 'Sign out', response: { 200: successReply(z.object({ signedOut: z.literal(true) })) } };
  api.post('/api/staff/logout', { schema: logoutSchema, config: { access: 'staff' } }, async (request, reply) => {
    await deleteSession(db, staffOf(request).sessionId);
    clearSessionCookie(reply, settings.secureCookie);
    return { success: true, data: { signedOut: true } } as const;
  });

  api.get('/api/staff/me', { schema: { summary: 'The signed-in staff member', response: signedInReply }, config: { access: 'staff' } }, async (request) => {
    const { staffId, email, name, role } = staffOf(request);
    return { success: true, data: { staff: { id: staffId, email, name, role } } } as const;
  });

  api.post('/api/staff/password', { schema: { summary: 'Change one’s own password', body: changePasswordSchema, response: changedReply }, config: { access: 'staff' } }, async (request) => {
    const staff = staffOf(request);
    await changeOwnStaffPassword(db, { staffId: staff.staffId, sessionId: staff.sessionId, ...request.body });
    await securityLog.record(request, { kind: 'password_changed', subject: staffSubject(staff) });
    return { success: true, data: { changed: true } } as const;
  });

  const staffListSchema = { summary: 'The staff accounts, with any sign-in delay', response: { 200: successReply(z.array(staffListEntrySchema)) } };
  api.get('/api/staff/users', { schema: staffListSchema, config: { access: 'owner' } }, async (_request, reply) => {
    const members = await listActiveStaff(db);
    const delays = await currentSignInDelays(db, { realm: 'staff', accounts: members.map((member) => member.email), limit: settings.signInMaxFailures, now: new Date() });
    const data = members.map((member) => ({ ...member, signInDelayedUntil: delays.get(member.email) ?? null }));
    return reply.header('cache-control', 'no-store').send({ success: true, data });
  });

  api.post('/api/staff/users', { schema: { summary: 'Add a staff member', body: newStaffUserSchema, response: { 201: successReply(staffMemberSchema) } }, config: { access: 'owner' } }, async (request, reply) => {
    const member = await createStaffUser(db, { ...request.body, now: new Date() });
    await securityLog.record(request, { kind: 'staff_added', subject: staffSubject(member) });
    return reply.status(201).send({ success: true, data: member });
  });

  api.delete('/api/staff/users/:id', { schema: { summary: 'Remove a staff member', params: idParams(), response: { 200: successReply(z.object({ removed: z.literal(true) })) } }, config: { access: 'owner' } }, async (request) => {
    const member = await findActiveStaffById(db, request.params.id);
    await removeStaffUser(db, { id: request.params.id, byStaffId: staffOf(request).staffId, now: new Date() });
    if (member) await securityLog.record(request, { kind: 'staff_removed', subject: staffSubject(member) });
    return { success: true, data: { removed: true } } as const;
  });

  const unlockSchema = { summary: 'Clear a staff member’s sign-in delay after failed attempts', params: idParams(), response: { 200: successReply(z.object({ cleared: z.literal(true) })) } };
  api.post('/api/staff/users/:id/sign-in-lock/clear', { schema: unlockSchema, config: { access: 'owner' } }, async (request) => {
    const { subject } = await clearSignInLock(db, { kind: 'staff', id: request.params.id });
    await securityLog.record(request, { kind: 'sign_in_delay_cleared', subject });
    return { success: true, data: { cleared: true } } as const;
  });

  // The body is checked before the id here, as it always was: the id stays with the handler.
  api.post('/api/staff/users/:id/password', { schema: { summary: 'Set a staff member’s new password', body: resetPasswordSchema, response: changedReply }, config: { access: 'owner' } }, async (request) => {
    const input = request.body;
    const id = idParam(request.params);
    await resetStaffPassword(db, { id, newPassword: input.newPassword });
    const member = await findActiveStaffById(db, id);
    if (member) await securityLog.record(request, { kind: 'password_reset', subject: staffSubject(member) });
    return { success: true, data: { changed: true } } as const;
  });
}
