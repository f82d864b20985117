import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { changePartnerDiscountCall, partnerActivityCall, reinstatePartnerCall, suspendPartnerCall } from '#core/api/staff-partners-calls';
import type { Database } from '../db/schema';
import { serveCall } from '../http/serve-call';
import type { SecurityLog } from '../security/security-log';
import { currentSignInDelays } from '../auth/clear-sign-in-lock';
import { changePartnerDiscount } from './change-partner-discount';
import { findPartnerActivity } from '../partner-area/partner-activity-repository';
import { reinstatePartner, suspendPartner } from './suspend-partner';

/** Staff see partners' work and manage their accounts (STAFF-07); `access: 'staff'` (ADR 007). */
export async function staffPartnerRoutes(app: FastifyInstance, options: { db: Kysely<Database>; securityLog: SecurityLog; signInMaxFailures: number }) {
  const { db, securityLog } = options;

  serveCall(app, partnerActivityCall, async () => {
    const partners = await findPartnerActivity(db);
    const accounts = await db.selectFrom('partners').select(['id', 'username']).where('username', 'is not', null).execute();
    const usernameOf = new Map(accounts.map((account) => [Number(account.id), account.username ?? '']));
    const delays = await currentSignInDelays(db, { realm: 'partner', accounts: [...usernameOf.values()], limit: options.signInMaxFailures, now: new Date() });
    return partners.map((partner) => ({ ...partner, signInDelayedUntil: delays.get(usernameOf.get(partner.id) ?? '') ?? null }));
  });

  serveCall(app, changePartnerDiscountCall, async (request) => {
    const partnerId = request.params.id;
    const { discountPercentage } = request.body;
    await changePartnerDiscount({ db, partnerId, discountPercentage });
    await securityLog.record(request, {
      kind: 'partner_discount_changed',
      subject: await securityLog.partnerSubject(partnerId),
      detail: `Discount ${discountPercentage} % for new quotes`,
    });
    return { id: partnerId, discountPercentage };
  });

  serveCall(app, suspendPartnerCall, async (request) => {
    const partnerId = request.params.id;
    await suspendPartner({ db, partnerId, now: new Date() });
    await securityLog.record(request, { kind: 'partner_suspended', subject: await securityLog.partnerSubject(partnerId) });
    return { id: partnerId, status: 'suspended' } as const;
  });

  serveCall(app, reinstatePartnerCall, async (request) => {
    const partnerId = request.params.id;
    await reinstatePartner({ db, partnerId });
    await securityLog.record(request, { kind: 'partner_reinstated', subject: await securityLog.partnerSubject(partnerId) });
    return { id: partnerId, status: 'approved' } as const;
  });
}
