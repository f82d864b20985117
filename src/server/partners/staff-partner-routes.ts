import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import {
  changePartnerDiscountCall,
  partnerActivityCall,
  reinstatePartnerCall,
  suspendPartnerCall,
} from '#core/api/staff-partners-calls';
import type { Database } from '../db/schema';
import { serveCall } from '../http/serve-call';
import type { SecurityLog } from '../security/security-log';
import { changePartnerDiscount } from './change-partner-discount';
import { listPartnerActivity } from './list-partner-activity';
import { reinstatePartner, suspendPartner } from './suspend-partner';

/** Staff see partners' work and manage their accounts (STAFF-07); `access: 'staff'` (ADR 007). */
export async function staffPartnerRoutes(
  app: FastifyInstance,
  options: { db: Kysely<Database>; securityLog: SecurityLog; signInMaxFailures: number },
) {
  const { db, securityLog } = options;

  serveCall(app, partnerActivityCall, async () =>
    listPartnerActivity(db, { signInMaxFailures: options.signInMaxFailures, now: new Date() }),
  );

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
    await securityLog.record(request, {
      kind: 'partner_suspended',
      subject: await securityLog.partnerSubject(partnerId),
    });
    return { id: partnerId, status: 'suspended' } as const;
  });

  serveCall(app, reinstatePartnerCall, async (request) => {
    const partnerId = request.params.id;
    await reinstatePartner({ db, partnerId });
    await securityLog.record(request, {
      kind: 'partner_reinstated',
      subject: await securityLog.partnerSubject(partnerId),
    });
    return { id: partnerId, status: 'approved' } as const;
  });
}
