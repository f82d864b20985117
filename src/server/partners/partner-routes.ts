import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import {
  applicationStatusQuerySchema,
  approveApplicationSchema,
  partnerApplicationSchema,
  partnerApplicationViewSchema,
  partnerLoginSchema,
  partnerAccountSchema,
  partnerSetupSchema,
  rejectApplicationSchema,
  setupLinkDetailsSchema,
  SETUP_TOKEN_PATTERN,
  type SetupLinkDetails,
} from '#core/accounts/account-schemas';
import type { BusinessDetails } from '#core/quotes/quote-view';
import { clearSessionCookie, setSessionCookie } from '../auth/access-control';
import { partnerOf, staffOf } from '../auth/principal';
import { deleteSession } from '../auth/session-store';
import { DEVICE_COOKIE, setDeviceCookie } from '../auth/device-cookie';
import { clearSignInLock } from '../auth/clear-sign-in-lock';
import { signIn } from '../auth/sign-in';
import type { AuthSettings, RouteLimits } from '../config';
import type { Database } from '../db/schema';
import { AppError } from '../errors';
import { idParam, idParams } from '../http/id-param';
import { successReply } from '../http/reply-schemas';
import { perMinute } from '../http/route-limit';
import { partnerName, VISITOR, type SecurityLog } from '../security/security-log';
import { parseInput } from '../http/parse-input';
import { applyAsPartner } from './apply-as-partner';
import { approveApplication, rejectApplication, resendSetupLink } from './decide-application';
import { completePartnerSetup, INVALID_SETUP_LINK } from './complete-partner-setup';
import { findPartner, findPartnerAccountByUsername, listApplications, partnerAccount, partnerHasLogo, percentFromBasisPoints } from './partner-repository';
import { readSetupForm } from './read-setup-form';
import { partnerOfSetupToken } from './setup-link';

interface PartnerRouteOptions {
  db: Kysely<Database>;
  settings: AuthSettings;
  limits: RouteLimits;
  business: BusinessDetails;
  wakeOutbox: () => void;
  securityLog: SecurityLog;
}

const signedInReply = { 200: successReply(z.object({ partner: partnerAccountSchema })) };
const applicationReply = { 200: successReply(partnerApplicationViewSchema) };
const setupTokenParams = z.object({ setupToken: z.string().describe('The setup link’s token; an unknown or used one answers 404') });

/** Applications, approval, setup and partner sign-in (PARTNER-03 to PARTNER-12, STAFF-04, STAFF-05). */
export async function partnerRoutes(app: FastifyInstance, { db, settings, limits, business, wakeOutbox, securityLog }: PartnerRouteOptions) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const applySchema = {
    summary: 'Apply for a partner (trade) account',
    body: partnerApplicationSchema,
    response: { 201: successReply(partnerApplicationViewSchema.pick({ status: true })) },
  };
  api.post('/api/professional-users/apply', { schema: applySchema, config: perMinute(limits.partnerForms) }, async (request, reply) => {
    const application = await applyAsPartner(db, { input: request.body, business, now: new Date() });
    wakeOutbox();
    return reply.status(201).send({ success: true, data: { status: application.status } });
  });

  const listSchema = {
    summary: 'Partner applications by status',
    querystring: applicationStatusQuerySchema,
    response: { 200: successReply(z.array(partnerApplicationViewSchema)) },
  };
  api.get('/api/professional-users', { schema: listSchema, config: { access: 'staff' } }, async (request) => {
    const { status } = request.query;
    return { success: true, data: await listApplications(db, status) } as const;
  });

  // The body is checked before the id here and below, as it always was: the id stays with the handler.
  const approveSchema = { summary: 'Approve an application and send the setup link', body: approveApplicationSchema.prefault({}), response: applicationReply };
  api.patch('/api/professional-users/:id/approve', { schema: approveSchema, config: { access: 'staff', secondFactor: true } }, async (request) => {
    const input = request.body;
    const application = await approveApplication(db, { id: idParam(request.params), ...input, staffId: staffOf(request).staffId, business, now: new Date() });
    wakeOutbox();
    await securityLog.record(request, { kind: 'partner_approved', subject: partnerName(application), detail: `Discount ${application.discountPercentage} %` });
    return { success: true, data: application } as const;
  });

  api.patch(
    '/api/professional-users/:id/reject',
    {
      schema: { summary: 'Reject an application', body: rejectApplicationSchema, response: applicationReply },
      config: { access: 'staff', secondFactor: true },
    },
    async (request) => {
      const input = request.body;
      const application = await rejectApplication(db, { id: idParam(request.params), ...input, staffId: staffOf(request).staffId, business, now: new Date() });
      wakeOutbox();
      await securityLog.record(request, { kind: 'partner_rejected', subject: partnerName(application) });
      return { success: true, data: application } as const;
    },
  );

  const setupLinkSchema = {
    summary: 'Send an approved partner a new setup link',
    params: idParams(),
    response: { 200: successReply(z.object({ sent: z.literal(true) })) },
  };
  const unlockSchema = {
    summary: 'Clear a partner’s sign-in delay after failed attempts',
    params: idParams(),
    response: { 200: successReply(z.object({ cleared: z.literal(true) })) },
  };
  api.post('/api/professional-users/:id/sign-in-lock/clear', { schema: unlockSchema, config: { access: 'owner', secondFactor: true } }, async (request) => {
    const { subject } = await clearSignInLock(db, { kind: 'partner', id: request.params.id });
    await securityLog.record(request, { kind: 'sign_in_delay_cleared', subject });
    return { success: true, data: { cleared: true } } as const;
  });

  api.post('/api/professional-users/:id/setup-link', { schema: setupLinkSchema, config: { access: 'staff', secondFactor: true } }, async (request) => {
    await resendSetupLink(db, { id: request.params.id, business, now: new Date() });
    wakeOutbox();
    return { success: true, data: { sent: true } } as const;
  });

  // PARTNER-06: GET /api/professional-users/{setupToken}; non-OK means an invalid setup link.
  const setupDetailsSchema = {
    summary: 'What a setup link is for (the setup form’s heading)',
    params: setupTokenParams,
    response: { 200: successReply(setupLinkDetailsSchema) },
  };
  api.get('/api/professional-users/:setupToken', { schema: setupDetailsSchema, config: perMinute(limits.partnerForms * 4) }, async (request, reply) => {
    const token = request.params.setupToken;
    const partner = SETUP_TOKEN_PATTERN.test(token) ? await partnerOfSetupToken(db, { token, now: new Date() }) : undefined;
    if (!partner) throw new AppError('not_found', INVALID_SETUP_LINK);
    const details: SetupLinkDetails = {
      id: Number(partner.id),
      businessName: partner.business_name,
      businessType: partner.business_type,
      discountPercentage: percentFromBasisPoints(partner.discount_basis_points),
      status: 'approved',
    };
    return reply.header('cache-control', 'no-store').send({ success: true, data: details });
  });

  // Multipart (the logo rides along), so the fields are read and checked by the handler.
  const setupSchema = {
    summary: 'Finish setup: username, password and an optional logo (multipart/form-data)',
    response: { 201: successReply(z.object({ username: z.string().describe('The username to sign in with') })) },
  };
  app.post('/api/professional-users/setup', { schema: setupSchema, config: perMinute(limits.partnerForms) }, async (request, reply) => {
    const form = await readSetupForm(app, request);
    const input = parseInput(partnerSetupSchema, form.fields, 'setup form');
    const result = await completePartnerSetup(db, { ...input, logo: form.logo, now: new Date() });
    const partner = await findPartnerAccountByUsername(db, result.username);
    const subject = partner ? partnerName({ id: Number(partner.id), businessName: partner.business_name }) : null;
    await securityLog.record(request, { kind: 'password_set', actor: VISITOR, subject, detail: 'With the setup link' });
    return reply.status(201).send({ success: true, data: result });
  });

  const loginSchema = { summary: 'Partner sign-in: sets the session cookie', body: partnerLoginSchema, response: signedInReply };
  api.post('/api/professional-auth/login', { schema: loginSchema, config: { sameOriginOnly: true, ...perMinute(limits.signIn) } }, async (request, reply) => {
    const input = request.body;
    const { token, expiresAt, account, deviceToken } = await signIn({
      db,
      realm: 'partner',
      accountName: input.username,
      password: input.password,
      clientIp: request.ip,
      previousSessionId: request.principal?.sessionId,
      deviceToken: request.cookies[DEVICE_COOKIE],
      settings,
      now: new Date(),
      findAccount: async (username) => {
        const row = await findPartnerAccountByUsername(db, username);
        if (!row) return undefined;
        const actor = { kind: 'partner' as const, id: Number(row.id), name: partnerName({ id: Number(row.id), businessName: row.business_name }) };
        return {
          owner: { kind: 'partner', partnerId: Number(row.id) },
          passwordHash: row.password_hash,
          account: partnerAccount(row, await partnerHasLogo(db, Number(row.id))),
          actor,
        };
      },
      record: (event) => securityLog.record(request, event),
    });
    setSessionCookie(reply, { token, expiresAt, secure: settings.secureCookie });
    setDeviceCookie(reply, { token: deviceToken, secure: settings.secureCookie });
    return { success: true, data: { partner: account } } as const;
  });

  const logoutSchema = { summary: 'Sign out', response: { 200: successReply(z.object({ signedOut: z.literal(true) })) } };
  api.post('/api/professional-auth/logout', { schema: logoutSchema, config: { access: 'partner' } }, async (request, reply) => {
    await deleteSession(db, partnerOf(request).sessionId);
    clearSessionCookie(reply, settings.secureCookie);
    return { success: true, data: { signedOut: true } } as const;
  });

  api.get('/api/professional/me', { schema: { summary: 'The signed-in partner', response: signedInReply }, config: { access: 'partner' } }, async (request) => {
    const { partnerId } = partnerOf(request);
    const row = await findPartner(db, partnerId);
    if (!row) throw new AppError('unauthorized', 'Please sign in as a partner');
    return { success: true, data: { partner: partnerAccount(row, await partnerHasLogo(db, partnerId)) } } as const;
  });
}
