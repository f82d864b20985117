import { z } from 'zod';
import { discountPercentageSchema } from '#core/accounts/account-schemas';
import { partnerActivitySchema } from '#core/partner-area/partner-area-schemas';
import { defineCall } from './call';
import { numberLikeIdParams } from './id-params';
import { json } from './replies';
import {
  changePartnerDiscountRoute,
  partnerActivityRoute,
  reinstatePartnerRoute,
  suspendPartnerRoute,
} from './staff-partners-routes';

const changeDiscountSchema = z.object({ discountPercentage: discountPercentageSchema });
const partnerParams = numberLikeIdParams('Partner not found');
const partnerStatus = (status: 'suspended' | 'approved') =>
  json(z.object({ id: z.number().int(), status: z.literal(status) }));

export const partnerActivityCall = defineCall({
  route: partnerActivityRoute,
  summary: 'Every partner’s quotes and clients at a glance, with any sign-in delay',
  input: {},
  reply: json(z.array(partnerActivitySchema)),
});

export const changePartnerDiscountCall = defineCall({
  route: changePartnerDiscountRoute,
  summary: 'Change a partner’s discount',
  input: { params: partnerParams, body: changeDiscountSchema },
  reply: json(changeDiscountSchema.extend({ id: z.number().int() })),
});

export const suspendPartnerCall = defineCall({
  route: suspendPartnerRoute,
  summary: 'Suspend a partner (signs them out)',
  input: { params: partnerParams },
  reply: partnerStatus('suspended'),
});

export const reinstatePartnerCall = defineCall({
  route: reinstatePartnerRoute,
  summary: 'Reinstate a suspended partner',
  input: { params: partnerParams },
  reply: partnerStatus('approved'),
});
