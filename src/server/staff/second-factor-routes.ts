import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { confirmSecondFactorSchema, disableSecondFactorSchema } from '#core/accounts/account-schemas';
import { staffOf } from '../auth/principal';
import { reserveSignInAttempt } from '../auth/sign-in';
import { settleSuccess } from '../auth/sign-in-throttle';
import type { AuthSettings } from '../config';
import { AppError } from '../errors';
import type { Database } from '../db/schema';
import { idParams } from '../http/id-param';
import { successReply } from '../http/reply-schemas';
import { staffName, type SecurityLog } from '../security/security-log';
import { staffSignInContext } from './staff-routes';
import {
  confirmSecondFactorEnrolment,
  disableOwnSecondFactor,
  resetSecondFactor,
  secondFactorStatus,
  startSecondFactorEnrolment,
} from './manage-second-factor';

/**
 * A staff member's second factor (STAFF-16): one's own at /admin/account (set up, confirmed by a
 * code, turned off by a code or the password), and an owner's reset of a colleague's (STAFF-18).
 * Each change is in the security log (STAFF-14).
 */
export async function secondFactorRoutes(
  app: FastifyInstance,
  { db, issuer, settings, securityLog }: { db: Kysely<Database>; issuer: string; settings: AuthSettings; securityLog: SecurityLog },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const staff = { config: { access: 'staff' as const } };

  const statusSchema = z.object({
    enabled: z.boolean(),
    enabledAt: z.string().nullable().describe('When it was turned on (ISO 8601)'),
    recoveryCodesLeft: z.number().int().describe('Unused recovery codes'),
  });
  api.get(
    '/api/staff/second-factor',
    { schema: { summary: 'One’s own second factor', response: { 200: successReply(statusSchema) } }, ...staff },
    async (request, reply) => {
      return reply.header('cache-control', 'no-store').send({ success: true, data: await secondFactorStatus(db, staffOf(request).staffId) });
    },
  );

  const enrolmentReply = z.object({
    secret: z.string().describe('The TOTP secret in base32, to type into an authenticator app'),
    uri: z.string().describe('The same as an otpauth:// URI (SHA-1, six digits, 30 seconds)'),
  });
  const startSchema = {
    summary: 'Start setting up a second factor: a new secret, not in use until a code confirms it',
    response: { 200: successReply(enrolmentReply) },
  };
  api.post('/api/staff/second-factor/enrolment', { schema: startSchema, ...staff }, async (request, reply) => {
    const data = await startSecondFactorEnrolment(db, { staffId: staffOf(request).staffId, issuer });
    return reply.header('cache-control', 'no-store').send({ success: true, data });
  });

  const confirmSchema = {
    summary: 'Confirm the second factor with a current code: it is on, and ten recovery codes are answered, this once',
    body: confirmSecondFactorSchema,
    response: { 200: successReply(z.object({ recoveryCodes: z.array(z.string()) })) },
  };
  api.post('/api/staff/second-factor/enrolment/confirm', { schema: confirmSchema, ...staff }, async (request, reply) => {
    const member = staffOf(request);
    const data = await confirmSecondFactorEnrolment(db, { staffId: member.staffId, sessionId: member.sessionId, code: request.body.code, now: new Date() });
    await securityLog.record(request, { kind: 'second_factor_enabled', subject: `${staffName(member)} (${member.role})` });
    return reply.header('cache-control', 'no-store').send({ success: true, data });
  });

  const disableSchema = {
    summary: 'Turn one’s own second factor off, with a current code, a recovery code or the password',
    body: disableSecondFactorSchema,
    response: { 200: successReply(z.object({ disabled: z.literal(true) })) },
  };
  api.post('/api/staff/second-factor/disable', { schema: disableSchema, ...staff }, async (request) => {
    const member = staffOf(request);
    // A code or password guessed here, at a browser left signed in, counts as a sign-in attempt would (ADR 022).
    const attempt = await reserveSignInAttempt(staffSignInContext(request, { db, settings, securityLog }), member.email);
    try {
      await disableOwnSecondFactor(db, { staffId: member.staffId, code: request.body.code, password: request.body.password, now: new Date() });
    } catch (error) {
      if (error instanceof AppError && error.code === 'validation_failed') {
        await securityLog.record(request, {
          kind: 'second_factor_failed',
          subject: `${staffName(member)} (${member.role})`,
          detail: 'When turning the second factor off',
        });
      }
      throw error;
    }
    await settleSuccess(db, attempt.keys);
    await securityLog.record(request, {
      kind: 'second_factor_disabled',
      subject: `${staffName(member)} (${member.role})`,
      detail: request.body.code ? 'With a code' : 'With the password',
    });
    return { success: true, data: { disabled: true } } as const;
  });

  const resetSchema = {
    summary: 'Reset a colleague’s second factor (a lost phone): they sign in with their password and set it up again',
    params: idParams(),
    response: { 200: successReply(z.object({ reset: z.literal(true) })) },
  };
  api.post('/api/staff/users/:id/second-factor/reset', { schema: resetSchema, config: { access: 'owner', secondFactor: true } }, async (request) => {
    const member = await resetSecondFactor(db, { id: request.params.id, byStaffId: staffOf(request).staffId });
    await securityLog.record(request, { kind: 'second_factor_reset', subject: `${staffName(member)} (${member.role})` });
    return { success: true, data: { reset: true } } as const;
  });
}
