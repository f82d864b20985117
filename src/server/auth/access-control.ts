import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { secondFactorRequiredOf, type SecondFactorRequirement } from '#core/accounts/account-schemas';
import type { AuthSettings } from '../config';
import type { Database } from '../db/schema';
import { isApiRequest } from '../http/api-request';
import { AppError } from '../errors';
import type { Access, Principal } from './principal';
import { validateSession } from './session-store';

export const SESSION_COOKIE = 'grainline_session';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Sign-in routes: refused from another origin even without a cookie (login CSRF). */
    sameOriginOnly?: boolean;
  }
  interface FastifyInstance {
    /** Every route with its declared access, for the test that no protected route forgot one. */
    routeAccess: RouteAccess[];
  }
}

export interface RouteAccess {
  method: string;
  url: string;
  access: Access;
  /** Changes prices, staff or partners: a second factor may be required (STAFF-17). */
  secondFactor: boolean;
}

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Security in one place (ADR 007). Every request to the API: the session cookie becomes
 * `request.principal`; an unsafe request that carries the cookie (or signs in) from another
 * origin is refused; and the route's declared `access` is enforced: 401 without a fitting
 * session, 403 with the wrong kind or role, or without a second factor the route and
 * REQUIRE_SECOND_FACTOR ask for (STAFF-17). Handlers never check by themselves.
 */
export function installAccessControl(
  app: FastifyInstance,
  {
    db,
    settings,
    publicUrl,
    ownOrigins,
  }: { db: Kysely<Database>; settings: AuthSettings; publicUrl: string; ownOrigins: readonly string[] },
): void {
  app.decorateRequest('principal', null);
  const routeAccess: RouteAccess[] = [];
  app.decorate('routeAccess', routeAccess);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods)
      routeAccess.push({
        method,
        url: route.url,
        access: route.config?.access ?? 'public',
        secondFactor: route.config?.secondFactor ?? false,
      });
  });
  // Named in the refusal, so a person on another address (127.0.0.1 for localhost) knows where to go.
  const wrongOrigin = new AppError(
    'wrong_origin',
    `Please use ${publicUrl}: this server accepts sign-ins and changes only from pages at that address.`,
  );
  const lifetimes = { idleMs: settings.sessionIdleMs, absoluteMs: settings.sessionAbsoluteMs };

  // A callback hook: a request without a session cookie (every anonymous call) is decided without
  // a promise; only a session is looked up in the database (ADR 039).
  app.addHook('onRequest', (request, reply, done) => {
    // Read once: Fastify builds this object anew on each read.
    const route = request.routeOptions;
    if (!isApiRequest(request, route.url)) return done();
    const token = request.cookies[SESSION_COOKIE];
    const config = route.config;
    const decide = (principal: Principal | null) => {
      request.principal = principal;
      assertAccess(config.access ?? 'public', principal);
      if (config.secondFactor) assertSecondFactor(principal, settings.requireSecondFactor);
    };
    try {
      const unsafe = UNSAFE_METHODS.has(request.method);
      // A browser that says another site sent this never changes anything (Fetch Metadata).
      if (unsafe && request.headers['sec-fetch-site'] === 'cross-site')
        throw new AppError('forbidden', 'This request must come from the Grainline site itself');
      if (unsafe && (token !== undefined || config.sameOriginOnly) && !fromOwnOrigin(request, ownOrigins))
        throw wrongOrigin;
      if (!token) {
        decide(null);
        return done();
      }
    } catch (error) {
      return done(error as Error);
    }
    validateSession(db, { token, lifetimes, now: new Date() }).then(
      (session) => {
        try {
          // The cookie lives as long as the session: renewed whenever the server slides the idle expiry.
          if (session?.renewedExpiresAt)
            setSessionCookie(reply, { token, expiresAt: session.renewedExpiresAt, secure: settings.secureCookie });
          decide(session?.principal ?? null);
        } catch (error) {
          return done(error as Error);
        }
        done();
      },
      (error: unknown) => done(error as Error),
    );
  });
}

export const SECOND_FACTOR_NEEDED_MESSAGE =
  'Turn on a second factor (a code from an authenticator app) at /admin/account before changing prices, staff or partners.';

/**
 * STAFF-17: a member REQUIRE_SECOND_FACTOR asks a factor of may read, but changes prices, staff or partners only with
 * one.
 */
export function assertSecondFactor(principal: Principal | null, requirement: SecondFactorRequirement): void {
  if (principal?.kind !== 'staff' || principal.secondFactor) return;
  if (secondFactorRequiredOf(requirement, principal.role))
    throw new AppError('forbidden', SECOND_FACTOR_NEEDED_MESSAGE);
}

export function assertAccess(access: Access, principal: Principal | null): void {
  if (access === 'public') return;
  const wanted = access === 'partner' ? 'partner' : 'staff';
  if (!principal)
    throw new AppError(
      'unauthorized',
      wanted === 'partner' ? 'Please sign in as a partner' : 'Please sign in as staff',
    );
  if (principal.kind !== wanted) throw new AppError('forbidden', 'You do not have access to this');
  if (access === 'owner' && (principal.kind !== 'staff' || principal.role !== 'owner'))
    throw new AppError('forbidden', 'Only an owner may do this');
}

/**
 * The Origin (or, without one, the Referer) names one of the server's own origins (`PUBLIC_URL`'s,
 * or localhost and 127.0.0.1 on its port when it is unset); none at all is a non-browser client.
 * Never the request's own Host: behind a trusted proxy that is `X-Forwarded-Host`, which the
 * caller writes.
 */
function fromOwnOrigin(request: FastifyRequest, ownOrigins: readonly string[]): boolean {
  const claimed = request.headers.origin ?? request.headers.referer;
  if (claimed === undefined) return true;
  try {
    return ownOrigins.includes(new URL(claimed).origin);
  } catch {
    return false;
  }
}

export function setSessionCookie(
  reply: FastifyReply,
  { token, expiresAt, secure }: { token: string; expiresAt: Date; secure: boolean },
): void {
  reply.setCookie(SESSION_COOKIE, token, { httpOnly: true, sameSite: 'lax', secure, path: '/', expires: expiresAt });
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', secure, path: '/' });
}
