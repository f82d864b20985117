import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import {
  applicationStatusQuerySchema,
  approveApplicationSchema,
  partnerApplicationSchema,
  partnerLoginSchema,
  partnerSetupSchema,
  rejectApplicationSchema,
  SETUP_TOKEN_PATTERN,
  type SetupLinkDetails,
} from '../../core/accounts/account-schemas';
import type { BusinessDetails } from '../../core/quotes/quote-view';
import { clearSessionCookie, setSessionCookie } from '../auth/access-control';
import { partnerOf, staffOf } from '../auth/principal';
import { deleteSession } from '../auth/session-store';
import { signIn } from '../auth/sign-in';
import type { AuthSettings, RouteLimits } from '../config';
import type { Database } from '../db/schema';
import { AppError } from '../errors';
import { idParam } from '../http/id-param';
import { perMinute } from '../http/route-limit';
import { parseInput } from '../http/parse-input';
import { applyAsPartner } from './apply-as-partner';
import { approveApplication, rejectApplication, resendSetupLink } from './decide-application';
import { completePartnerSetup, INVALID_SETUP_LINK } from './complete-partner-setup';
import { processPartnerLogo } from './partner-logo';
import { findPartner, findPartnerAccountByUsername, listApplications, partnerAccount, partnerHasLogo, percentFromBasisPoints } from './partner-repository';
import { readSetupForm } from './read-setup-form';
import { partnerOfSetupToken } from './setup-link';

interface PartnerRouteOptions {
  db: Kysely<Database>;
  settings: AuthSettings;
  limits: RouteLimits;
  business: BusinessDetails;
  wakeOutbox: () => void;
}

/** Applications, approval, setup and partner sign-in (issue 9 items 3–6, SPEC §7's calls). */
export async function partnerRoutes(app: FastifyInstance, { db, settings, limits, business, wakeOutbox }: PartnerRouteOptions) {
  app.post('/api/professional-users/apply', { config: perMinute(limits.partnerForms) }, async (request, reply) => {
    const input = parseInput(partnerApplicationSchema, request.body);
    const application = await applyAsPartner(db, { input, business, now: new Date() });
    wakeOutbox();
    return reply.status(201).send({ success: true, data: { id: application.id, status: application.status } });
  });

  app.get('/api/professional-users', { config: { access: 'staff' } }, async (request) => {
    const { status } = parseInput(applicationStatusQuerySchema, request.query, 'query');
    return { success: true, data: await listApplications(db, status) };
  });

  app.patch('/api/professional-users/:id/approve', { config: { access: 'staff' } }, async (request) => {
    const input = parseInput(approveApplicationSchema, request.body ?? {});
    const application = await approveApplication(db, { id: idParam(request.params), ...input, staffId: staffOf(request).staffId, business, now: new Date() });
    wakeOutbox();
    return { success: true, data: application };
  });

  app.patch('/api/professional-users/:id/reject', { config: { access: 'staff' } }, async (request) => {
    const input = parseInput(rejectApplicationSchema, request.body);
    const application = await rejectApplication(db, { id: idParam(request.params), ...input, staffId: staffOf(request).staffId, now: new Date() });
    return { success: true, data: application };
  });

  app.post('/api/professional-users/:id/setup-link', { config: { access: 'staff' } }, async (request) => {
    await resendSetupLink(db, { id: idParam(request.params), business, now: new Date() });
    wakeOutbox();
    return { success: true, data: { sent: true } };
  });

  // SPEC §7: GET /api/professional-users/{setupToken}; non-OK means an invalid setup link.
  app.get('/api/professional-users/:setupToken', { config: perMinute(limits.partnerForms * 4) }, async (request, reply) => {
    const token = (request.params as { setupToken?: string }).setupToken ?? '';
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

  app.post('/api/professional-users/setup', { config: perMinute(limits.partnerForms) }, async (request, reply) => {
    const form = await readSetupForm(app, request);
    const input = parseInput(partnerSetupSchema, form.fields, 'setup form');
    const logo = form.logo ? await processPartnerLogo(form.logo) : undefined;
    const result = await completePartnerSetup(db, { ...input, logo, now: new Date() });
    return reply.status(201).send({ success: true, data: result });
  });

  app.post('/api/professional-auth/login', { config: { sameOriginOnly: true, ...perMinute(limits.signIn) } }, async (request, reply) => {
    const input = parseInput(partnerLoginSchema, request.body);
    const { token, expiresAt, account } = await signIn({
      db,
      realm: 'partner',
      accountName: input.username,
      password: input.password,
      clientIp: request.ip,
      previousSessionId: request.principal?.sessionId,
      settings,
      now: new Date(),
      findAccount: async (username) => {
        const row = await findPartnerAccountByUsername(db, username);
        if (!row) return undefined;
        return { owner: { kind: 'partner', partnerId: Number(row.id) }, passwordHash: row.password_hash, account: partnerAccount(row, await partnerHasLogo(db, Number(row.id))) };
      },
    });
    setSessionCookie(reply, { token, expiresAt, secure: settings.secureCookie });
    return { success: true, data: { partner: account } };
  });

  app.post('/api/professional-auth/logout', { config: { access: 'partner' } }, async (request, reply) => {
    await deleteSession(db, partnerOf(request).sessionId);
    clearSessionCookie(reply, settings.secureCookie);
    return { success: true, data: { signedOut: true } };
  });

  app.get('/api/professional/me', { config: { access: 'partner' } }, async (request) => {
    const { partnerId } = partnerOf(request);
    const row = await findPartner(db, partnerId);
    if (!row) throw new AppError('unauthorized', 'Please sign in as a partner');
    return { success: true, data: { partner: partnerAccount(row, await partnerHasLogo(db, partnerId)) } };
  });
}
