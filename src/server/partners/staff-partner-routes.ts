import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { discountPercentageSchema } from '#core/accounts/account-schemas';
import { partnerActivitySchema } from '#core/partner-area/partner-area-schemas';
import type { Database } from '../db/schema';
import { numberLikeIdParams } from '../http/id-param';
import { successReply } from '../http/reply-schemas';
import type { SecurityLog } from '../security/security-log';
import { currentSignInDelays } from '../auth/clear-sign-in-lock';
import { changePartnerDiscount } from './change-partner-discount';
import { findPartnerActivity } from '../partner-area/partner-activity-repository';
import { reinstatePartner, suspendPartner } from './suspend-partner';

const staffOnly = { access: 'staff' } as const;
/** Changes a partner: with a second factor when REQUIRE_SECOND_FACTOR asks the member for one (STAFF-17). */
const changesPartner = { access: 'staff', secondFactor: true } as const;
const changeDiscountSchema = z.object({ discountPercentage: discountPercentageSchema });

const partnerParams = numberLikeIdParams('Partner not found');
const statusReply = (status: 'suspended' | 'approved') => ({ 200: successReply(z.object({ id: z.number().int(), status: z.literal(status) })) });

/** Staff see partners' work and manage their accounts (STAFF-07); `access: 'staff'` (ADR 007). */
export async function staffPartnerRoutes(app: FastifyInstance, options: { db: Kysely<Database>; securityLog: SecurityLog; signInMaxFailures: number }) {
  const { db, securityLog } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();

  const activitySchema = {
    summary: 'Every partner’s quotes and clients at a glance, with any sign-in delay',
    response: { 200: successReply(z.array(partnerActivitySchema)) },
  };
  app.get('/api/staff/partners/activity', { schema: activitySchema, config: staffOnly }, async () => {
    const partners = await findPartnerActivity(db);
    const accounts = await db.selectFrom('partners').select(['id', 'username']).where('username', 'is not', null).execute();
    const usernameOf = new Map(accounts.map((account) => [Number(account.id), account.username ?? '']));
    const delays = await currentSignInDelays(db, { realm: 'partner', accounts: [...usernameOf.values()], limit: options.signInMaxFailures, now: new Date() });
    return { success: true, data: partners.map((partner) => ({ ...partner, signInDelayedUntil: delays.get(usernameOf.get(partner.id) ?? '') ?? null })) };
  });

  const discountSchema = {
    summary: 'Change a partner’s discount',
    params: partnerParams,
    body: changeDiscountSchema,
    response: { 200: successReply(changeDiscountSchema.extend({ id: z.number().int() })) },
  };
  api.patch('/api/staff/partners/:id/discount', { schema: discountSchema, config: changesPartner }, async (request) => {
    const partnerId = request.params.id;
    const { discountPercentage } = request.body;
    await changePartnerDiscount({ db, partnerId, discountPercentage });
    await securityLog.record(request, {
      kind: 'partner_discount_changed',
      subject: await securityLog.partnerSubject(partnerId),
      detail: `Discount ${discountPercentage} % for new quotes`,
    });
    return { success: true, data: { id: partnerId, discountPercentage } } as const;
  });

  api.post(
    '/api/staff/partners/:id/suspend',
    { schema: { summary: 'Suspend a partner (signs them out)', params: partnerParams, response: statusReply('suspended') }, config: changesPartner },
    async (request) => {
      const partnerId = request.params.id;
      await suspendPartner({ db, partnerId, now: new Date() });
      await securityLog.record(request, { kind: 'partner_suspended', subject: await securityLog.partnerSubject(partnerId) });
      return { success: true, data: { id: partnerId, status: 'suspended' } } as const;
    },
  );

  api.post(
    '/api/staff/partners/:id/reinstate',
    { schema: { summary: 'Reinstate a suspended partner', params: partnerParams, response: statusReply('approved') }, config: changesPartner },
    async (request) => {
      const partnerId = request.params.id;
      await reinstatePartner({ db, partnerId });
      await securityLog.record(request, { kind: 'partner_reinstated', subject: await securityLog.partnerSubject(partnerId) });
      return { success: true, data: { id: partnerId, status: 'approved' } } as const;
    },
  );
}
