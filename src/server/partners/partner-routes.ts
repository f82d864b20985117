import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { partnerSetupSchema, SETUP_TOKEN_PATTERN, type SetupLinkDetails } from '#core/accounts/account-schemas';
import {
  approveApplicationCall,
  clearPartnerSignInLockCall,
  partnerApplicationsCall,
  partnerApplyCall,
  partnerMeCall,
  partnerSetupCall,
  partnerSignInCall,
  partnerSignOutCall,
  rejectApplicationCall,
  resendSetupLinkCall,
  setupLinkCall,
} from '#core/api/partners-calls';
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
import { idParam } from '../http/id-param';
import { perMinute } from '../http/route-limit';
import { serveCall } from '../http/serve-call';
import { partnerName, VISITOR, type SecurityLog } from '../security/security-log';
import { parseInput } from '../http/parse-input';
import { applyAsPartner } from './apply-as-partner';
import { approveApplication, rejectApplication, resendSetupLink } from './decide-application';
import { completePartnerSetup, INVALID_SETUP_LINK } from './complete-partner-setup';
import {
  findPartner,
  findPartnerAccountByUsername,
  listApplications,
  partnerAccount,
  partnerHasLogo,
  percentFromBasisPoints,
} from './partner-repository';
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

/** Applications, approval, setup and partner sign-in (PARTNER-03 to PARTNER-12, STAFF-04, STAFF-05). */
export async function partnerRoutes(app: FastifyInstance, options: PartnerRouteOptions) {
  applicationRoutes(app, options);
  setupRoutes(app, options);
  signInRoutes(app, options);
}

/** A business applies; staff list, approve or reject applications, resend a setup link, clear a sign-in lock. */
function applicationRoutes(
  app: FastifyInstance,
  { db, limits, business, wakeOutbox, securityLog }: PartnerRouteOptions,
) {
  serveCall(
    app,
    partnerApplyCall,
    async (request) => {
      const application = await applyAsPartner(db, { input: request.body, business, now: new Date() });
      wakeOutbox();
      return { status: application.status };
    },
    { config: perMinute(limits.partnerForms) },
  );

  serveCall(app, partnerApplicationsCall, async (request) => listApplications(db, request.query.status));

  // The body is checked before the id, as it always was: the id is read here, a malformed one a 404.
  const decision = (request: FastifyRequest) => ({
    id: idParam(request.params),
    staffId: staffOf(request).staffId,
    business,
    now: new Date(),
  });
  serveCall(app, approveApplicationCall, async (request) => {
    const application = await approveApplication(db, { ...decision(request), ...request.body });
    wakeOutbox();
    await securityLog.record(request, {
      kind: 'partner_approved',
      subject: partnerName(application),
      detail: `Discount ${application.discountPercentage} %`,
    });
    return application;
  });

  serveCall(app, rejectApplicationCall, async (request) => {
    const application = await rejectApplication(db, { ...decision(request), ...request.body });
    wakeOutbox();
    await securityLog.record(request, { kind: 'partner_rejected', subject: partnerName(application) });
    return application;
  });

  serveCall(app, clearPartnerSignInLockCall, async (request) => {
    const { subject } = await clearSignInLock(db, { kind: 'partner', id: request.params.id });
    await securityLog.record(request, { kind: 'sign_in_delay_cleared', subject });
    return { cleared: true } as const;
  });

  serveCall(app, resendSetupLinkCall, async (request) => {
    await resendSetupLink(db, { id: request.params.id, business, now: new Date() });
    wakeOutbox();
    return { sent: true } as const;
  });
}

/** The approved partner opens their setup link and chooses a username and password (PARTNER-06, PARTNER-07). */
function setupRoutes(app: FastifyInstance, { db, limits, securityLog }: PartnerRouteOptions) {
  // PARTNER-06: GET /api/professional-users/{setupToken}; non-OK means an invalid setup link.
  serveCall(
    app,
    setupLinkCall,
    async (request, reply) => {
      const token = request.params.setupToken;
      const partner = SETUP_TOKEN_PATTERN.test(token)
        ? await partnerOfSetupToken(db, { token, now: new Date() })
        : undefined;
      if (!partner) throw new AppError('not_found', INVALID_SETUP_LINK);
      reply.header('cache-control', 'no-store');
      return {
        id: Number(partner.id),
        businessName: partner.business_name,
        businessType: partner.business_type,
        discountPercentage: percentFromBasisPoints(partner.discount_basis_points),
        status: 'approved',
      } satisfies SetupLinkDetails;
    },
    { config: perMinute(limits.partnerForms * 4) },
  );

  // Multipart (the logo rides along), so the fields are read and checked by the handler.
  serveCall(
    app,
    partnerSetupCall,
    async (request) => {
      const form = await readSetupForm(app, request);
      const input = parseInput(partnerSetupSchema, form.fields, 'setup form');
      const result = await completePartnerSetup(db, { ...input, logo: form.logo, now: new Date() });
      const partner = await findPartnerAccountByUsername(db, result.username);
      const subject = partner ? partnerName({ id: Number(partner.id), businessName: partner.business_name }) : null;
      await securityLog.record(request, {
        kind: 'password_set',
        actor: VISITOR,
        subject,
        detail: 'With the setup link',
      });
      return result;
    },
    { config: perMinute(limits.partnerForms) },
  );
}

/** The partner signs in and out, and the partner area asks who is signed in. */
function signInRoutes(app: FastifyInstance, { db, settings, limits, securityLog }: PartnerRouteOptions) {
  serveCall(
    app,
    partnerSignInCall,
    async (request, reply) => {
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
          const actor = {
            kind: 'partner' as const,
            id: Number(row.id),
            name: partnerName({ id: Number(row.id), businessName: row.business_name }),
          };
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
      return { partner: account };
    },
    { config: { sameOriginOnly: true, ...perMinute(limits.signIn) } },
  );

  serveCall(app, partnerSignOutCall, async (request, reply) => {
    await deleteSession(db, partnerOf(request).sessionId);
    clearSessionCookie(reply, settings.secureCookie);
    return { signedOut: true } as const;
  });

  serveCall(app, partnerMeCall, async (request) => {
    const { partnerId } = partnerOf(request);
    const row = await findPartner(db, partnerId);
    if (!row) throw new AppError('unauthorized', 'Please sign in as a partner');
    return { partner: partnerAccount(row, await partnerHasLogo(db, partnerId)) };
  });
}
