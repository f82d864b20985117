import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { discountPercentageSchema } from '../../core/accounts/account-schemas';
import type { Database } from '../db/schema';
import { numberLikeIdParams } from '../http/id-param';
import { changePartnerDiscount } from './change-partner-discount';
import { findPartnerActivity } from './partner-activity-repository';
import { reinstatePartner, suspendPartner } from './suspend-partner';

const staffOnly = { access: 'staff' } as const;
const changeDiscountSchema = z.object({ discountPercentage: discountPercentageSchema });

const partnerParams = numberLikeIdParams('Partner not found');

/** Staff see partners' work and manage their accounts (issue 13 item 6); `access: 'staff'` (ADR 007). */
export async function staffPartnerRoutes(app: FastifyInstance, options: { db: Kysely<Database> }) {
  const { db } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();

  app.get('/api/staff/partners/activity', { schema: { summary: 'Every partner’s quotes and clients at a glance' }, config: staffOnly }, async () => ({ success: true, data: await findPartnerActivity(db) }));

  const discountSchema = { summary: 'Change a partner’s discount', params: partnerParams, body: changeDiscountSchema };
  api.patch('/api/staff/partners/:id/discount', { schema: discountSchema, config: staffOnly }, async (request) => {
    const partnerId = request.params.id;
    const { discountPercentage } = request.body;
    await changePartnerDiscount({ db, partnerId, discountPercentage });
    return { success: true, data: { id: partnerId, discountPercentage } };
  });

  api.post('/api/staff/partners/:id/suspend', { schema: { summary: 'Suspend a partner (signs them out)', params: partnerParams }, config: staffOnly }, async (request) => {
    const partnerId = request.params.id;
    await suspendPartner({ db, partnerId, now: new Date() });
    return { success: true, data: { id: partnerId, status: 'suspended' } };
  });

  api.post('/api/staff/partners/:id/reinstate', { schema: { summary: 'Reinstate a suspended partner', params: partnerParams }, config: staffOnly }, async (request) => {
    const partnerId = request.params.id;
    await reinstatePartner({ db, partnerId });
    return { success: true, data: { id: partnerId, status: 'approved' } };
  });
}
