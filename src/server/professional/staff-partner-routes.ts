import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { discountPercentageSchema } from '../../core/accounts/account-schemas';
import type { Database } from '../db/schema';
import { AppError } from '../errors';
import { parseInput } from '../http/parse-input';
import { changePartnerDiscount } from './change-partner-discount';
import { findPartnerActivity } from './partner-activity-repository';
import { reinstatePartner, suspendPartner } from './suspend-partner';

const staffOnly = { access: 'staff' } as const;
const changeDiscountSchema = z.object({ discountPercentage: discountPercentageSchema });

const partnerIdParam = (request: FastifyRequest): number => {
  const id = Number((request.params as { id?: unknown }).id);
  if (!Number.isSafeInteger(id) || id <= 0) throw new AppError('not_found', 'Partner not found');
  return id;
};

/** Staff see partners' work and manage their accounts (issue 13 item 6); `access: 'staff'` (ADR 007). */
export async function staffPartnerRoutes(app: FastifyInstance, options: { db: Kysely<Database> }) {
  const { db } = options;

  app.get('/api/staff/partners/activity', { config: staffOnly }, async () => ({ success: true, data: await findPartnerActivity(db) }));

  app.patch('/api/staff/partners/:id/discount', { config: staffOnly }, async (request) => {
    const partnerId = partnerIdParam(request);
    const { discountPercentage } = parseInput(changeDiscountSchema, request.body);
    await changePartnerDiscount({ db, partnerId, discountPercentage });
    return { success: true, data: { id: partnerId, discountPercentage } };
  });

  app.post('/api/staff/partners/:id/suspend', { config: staffOnly }, async (request) => {
    const partnerId = partnerIdParam(request);
    await suspendPartner({ db, partnerId, now: new Date() });
    return { success: true, data: { id: partnerId, status: 'suspended' } };
  });

  app.post('/api/staff/partners/:id/reinstate', { config: staffOnly }, async (request) => {
    const partnerId = partnerIdParam(request);
    await reinstatePartner({ db, partnerId });
    return { success: true, data: { id: partnerId, status: 'approved' } };
  });
}
