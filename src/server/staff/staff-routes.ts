import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { changePasswordSchema, newStaffUserSchema, resetPasswordSchema, staffLoginSchema } from '../../core/accounts/account-schemas';
import { clearSessionCookie, setSessionCookie } from '../auth/access-control';
import { staffOf } from '../auth/principal';
import { deleteSession } from '../auth/session-store';
import { signIn } from '../auth/sign-in';
import type { AuthSettings, RouteLimits } from '../config';
import type { Database } from '../db/schema';
import { idParam } from '../http/id-param';
import { perMinute } from '../http/route-limit';
import { parseInput } from '../http/parse-input';
import { createStaffUser } from './create-staff-user';
import { changeOwnStaffPassword, removeStaffUser, resetStaffPassword } from './manage-staff';
import { findActiveStaffByEmail, listActiveStaff, staffMember } from './staff-repository';

interface StaffRouteOptions {
  db: Kysely<Database>;
  settings: AuthSettings;
  limits: RouteLimits;
}

/** Staff sign-in and accounts (issue 9 item 1, ADR 007). */
export async function staffRoutes(app: FastifyInstance, { db, settings, limits }: StaffRouteOptions) {
  app.post('/api/staff/login', { config: { sameOriginOnly: true, ...perMinute(limits.signIn) } }, async (request, reply) => {
    const input = parseInput(staffLoginSchema, request.body);
    const { token, expiresAt, account } = await signIn({
      db,
      realm: 'staff',
      accountName: input.email,
      password: input.password,
      clientIp: request.ip,
      previousSessionId: request.principal?.sessionId,
      settings,
      now: new Date(),
      findAccount: async (email) => {
        const row = await findActiveStaffByEmail(db, email);
        return row && { owner: { kind: 'staff', staffUserId: Number(row.id) }, passwordHash: row.password_hash, account: staffMember(row) };
      },
    });
    setSessionCookie(reply, { token, expiresAt, secure: settings.secureCookie });
    return { success: true, data: { staff: account } };
  });

  app.post('/api/staff/logout', { config: { access: 'staff' } }, async (request, reply) => {
    await deleteSession(db, staffOf(request).sessionId);
    clearSessionCookie(reply, settings.secureCookie);
    return { success: true, data: { signedOut: true } };
  });

  app.get('/api/staff/me', { config: { access: 'staff' } }, async (request) => {
    const { staffId, email, name, role } = staffOf(request);
    return { success: true, data: { staff: { id: staffId, email, name, role } } };
  });

  app.post('/api/staff/password', { config: { access: 'staff' } }, async (request) => {
    const input = parseInput(changePasswordSchema, request.body);
    const staff = staffOf(request);
    await changeOwnStaffPassword(db, { staffId: staff.staffId, sessionId: staff.sessionId, ...input });
    return { success: true, data: { changed: true } };
  });

  app.get('/api/staff/users', { config: { access: 'owner' } }, async () => ({ success: true, data: await listActiveStaff(db) }));

  app.post('/api/staff/users', { config: { access: 'owner' } }, async (request, reply) => {
    const input = parseInput(newStaffUserSchema, request.body);
    const member = await createStaffUser(db, { ...input, now: new Date() });
    return reply.status(201).send({ success: true, data: member });
  });

  app.delete('/api/staff/users/:id', { config: { access: 'owner' } }, async (request) => {
    await removeStaffUser(db, { id: idParam(request.params), byStaffId: staffOf(request).staffId, now: new Date() });
    return { success: true, data: { removed: true } };
  });

  app.post('/api/staff/users/:id/password', { config: { access: 'owner' } }, async (request) => {
    const input = parseInput(resetPasswordSchema, request.body);
    await resetStaffPassword(db, { id: idParam(request.params), newPassword: input.newPassword });
    return { success: true, data: { changed: true } };
  });
}
