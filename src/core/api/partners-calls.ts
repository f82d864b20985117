import { z } from 'zod';
import {
  applicationStatusQuerySchema,
  approveApplicationSchema,
  partnerAccountSchema,
  partnerApplicationSchema,
  partnerApplicationViewSchema,
  partnerLoginSchema,
  rejectApplicationSchema,
  setupLinkDetailsSchema,
} from '#core/accounts/account-schemas';
import { defineCall } from './call';
import { idParams } from './id-params';
import {
  approveApplicationRoute,
  clearPartnerSignInLockRoute,
  partnerApplicationsRoute,
  partnerApplyRoute,
  partnerMeRoute,
  partnerSetupRoute,
  partnerSignInRoute,
  partnerSignOutRoute,
  rejectApplicationRoute,
  resendSetupLinkRoute,
  setupLinkRoute,
} from './partners-routes';
import { json } from './replies';

const signedIn = json(z.object({ partner: partnerAccountSchema }));

export const partnerApplyCall = defineCall({
  route: partnerApplyRoute,
  summary: 'Apply for a partner (trade) account',
  input: { body: partnerApplicationSchema },
  reply: json(partnerApplicationViewSchema.pick({ status: true }), 201),
});

export const partnerApplicationsCall = defineCall({
  route: partnerApplicationsRoute,
  summary: 'Partner applications by status',
  input: { query: applicationStatusQuerySchema },
  reply: json(z.array(partnerApplicationViewSchema)),
});

/**
 * The body is checked before the id, as it always was: the id is declared (so the browser fills it
 * in) but any text passes here, and the handler answers 404 for one that is not a whole number.
 */
const applicationParams = z.object({ id: z.string() });

export const approveApplicationCall = defineCall({
  route: approveApplicationRoute,
  summary: 'Approve an application and send the setup link',
  input: { params: applicationParams, body: approveApplicationSchema.prefault({}) },
  reply: json(partnerApplicationViewSchema),
});

export const rejectApplicationCall = defineCall({
  route: rejectApplicationRoute,
  summary: 'Reject an application',
  input: { params: applicationParams, body: rejectApplicationSchema },
  reply: json(partnerApplicationViewSchema),
});

export const clearPartnerSignInLockCall = defineCall({
  route: clearPartnerSignInLockRoute,
  summary: 'Clear a partner’s sign-in delay after failed attempts',
  input: { params: idParams() },
  reply: json(z.object({ cleared: z.literal(true) })),
});

export const resendSetupLinkCall = defineCall({
  route: resendSetupLinkRoute,
  summary: 'Send an approved partner a new setup link',
  input: { params: idParams() },
  reply: json(z.object({ sent: z.literal(true) })),
});

export const setupLinkCall = defineCall({
  route: setupLinkRoute,
  summary: 'What a setup link is for (the setup form’s heading)',
  input: {
    params: z.object({ setupToken: z.string().describe('The setup link’s token; an unknown or used one answers 404') }),
  },
  reply: json(setupLinkDetailsSchema),
});

// Multipart (the logo rides along), so the fields are read and checked by the handler.
export const partnerSetupCall = defineCall({
  route: partnerSetupRoute,
  summary: 'Finish setup: username, password and an optional logo (multipart/form-data)',
  input: {},
  reply: json(z.object({ username: z.string().describe('The username to sign in with') }), 201),
});

export const partnerSignInCall = defineCall({
  route: partnerSignInRoute,
  summary: 'Partner sign-in: sets the session cookie',
  input: { body: partnerLoginSchema },
  reply: signedIn,
});

export const partnerSignOutCall = defineCall({
  route: partnerSignOutRoute,
  summary: 'Sign out',
  input: {},
  reply: json(z.object({ signedOut: z.literal(true) })),
});

export const partnerMeCall = defineCall({
  route: partnerMeRoute,
  summary: 'The signed-in partner',
  input: {},
  reply: signedIn,
});
