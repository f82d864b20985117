import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import {
  confirmEnrolmentCall,
  disableSecondFactorCall,
  resetSecondFactorCall,
  secondFactorCall,
  startEnrolmentCall,
} from '#core/api/second-factor-calls';
import { staffOf } from '../auth/principal';
import { reserveSignInAttempt } from '../auth/sign-in';
import { settleSuccess } from '../auth/sign-in-throttle';
import type { AuthSettings } from '../config';
import { AppError } from '../errors';
import type { Database } from '../db/schema';
import { serveCall } from '../http/serve-call';
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
  {
    db,
    issuer,
    settings,
    securityLog,
  }: { db: Kysely<Database>; issuer: string; settings: AuthSettings; securityLog: SecurityLog },
) {
  serveCall(app, secondFactorCall, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return secondFactorStatus(db, staffOf(request).staffId);
  });

  serveCall(app, startEnrolmentCall, async (request, reply) => {
    const data = await startSecondFactorEnrolment(db, { staffId: staffOf(request).staffId, issuer });
    reply.header('cache-control', 'no-store');
    return data;
  });

  serveCall(app, confirmEnrolmentCall, async (request, reply) => {
    const member = staffOf(request);
    const data = await confirmSecondFactorEnrolment(db, {
      staffId: member.staffId,
      sessionId: member.sessionId,
      code: request.body.code,
      now: new Date(),
    });
    await securityLog.record(request, {
      kind: 'second_factor_enabled',
      subject: `${staffName(member)} (${member.role})`,
    });
    reply.header('cache-control', 'no-store');
    return data;
  });

  serveCall(app, disableSecondFactorCall, async (request) => {
    const member = staffOf(request);
    // A code or password guessed here, at a browser left signed in, counts as a sign-in attempt would (ADR 022).
    const attempt = await reserveSignInAttempt(
      staffSignInContext(request, { db, settings, securityLog }),
      member.email,
    );
    try {
      await disableOwnSecondFactor(db, {
        staffId: member.staffId,
        code: request.body.code,
        password: request.body.password,
        now: new Date(),
      });
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
    return { disabled: true as const };
  });

  serveCall(app, resetSecondFactorCall, async (request) => {
    const member = await resetSecondFactor(db, { id: request.params.id, byStaffId: staffOf(request).staffId });
    await securityLog.record(request, {
      kind: 'second_factor_reset',
      subject: `${staffName(member)} (${member.role})`,
    });
    return { reset: true as const };
  });
}
