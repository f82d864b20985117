import { expect, it } from 'vitest';
import { allCalls } from '#core/api/all-calls';
import type { Route } from '#core/api/route';
import { makePartner, makeStaff, signInPartner, signInStaff } from './helpers/accounts';
import { describeEachDatabase } from './helpers/test-app';

/** Paths that hold staff or partner data: every call under them asks for a session (ADR 007). */
const PROTECTED_PREFIXES = [
  '/api/staff',
  '/api/admin',
  '/api/professional/',
  '/api/professional-users',
  '/api/analytics',
  '/api/leads/real',
  '/api/leads/stats',
  '/api/visitors/analytics',
  '/api/visitors/behavior',
  '/api/visitors/heatmap',
  '/api/reports',
  '/api/exports',
  '/api/privacy',
];
/** The deliberate exceptions: how one gets a session or an account in the first place. */
const PUBLIC_ON_PURPOSE = new Set([
  'POST /api/staff/login',
  'POST /api/staff/login/second-factor',
  'POST /api/professional-users/apply',
  'GET /api/professional-users/:setupToken',
  'POST /api/professional-users/setup',
]);

const concrete = (url: string) => url.replace(/:[A-Za-z]+/g, '1');
const named = (route: Route) => `${route.method} ${route.path}`;

/** Every call that asks for a session, from the one definition of each (ADR 034). */
const signedInCalls = allCalls.map((call) => call.route).filter((route) => route.access !== 'public');

describeEachDatabase('access control', (ctx) => {
  it('every call under a protected prefix asks for a session, except how one gets a session', () => {
    const open = allCalls
      .map((call) => call.route)
      .filter(
        (route) =>
          route.access === 'public' &&
          PROTECTED_PREFIXES.some((prefix) => route.path.startsWith(prefix)) &&
          !PUBLIC_ON_PURPOSE.has(named(route)),
      );
    expect(open.map(named)).toEqual([]);
    expect(signedInCalls.length).toBeGreaterThan(60);
  });

  it('answers 401 without a session on every call that asks for one', async () => {
    for (const route of signedInCalls) {
      const response = await ctx().app.inject({
        method: route.method,
        url: concrete(route.path),
        payload: route.method === 'GET' ? undefined : {},
      });
      expect(`${named(route)} ${response.statusCode}`).toBe(`${named(route)} 401`);
      expect(response.json()).toMatchObject({ success: false, error: { code: 'unauthorized' } });
    }
  });

  it('answers 401 however the path is written: the router decodes it, so an encoded letter finds the same call', async () => {
    // `/%61pi/staff/users` is `/api/staff/users` to the router; access is decided by the route matched, not the raw
    // text.
    const spellings = (path: string) => [
      path.replace('/api/', '/%61pi/'),
      path.replace(/^\/api\/(.)/, (_, letter: string) => `/api/%${letter.charCodeAt(0).toString(16)}`),
    ];
    for (const route of signedInCalls) {
      for (const url of spellings(concrete(route.path))) {
        const response = await ctx().app.inject({
          method: route.method,
          url,
          payload: route.method === 'GET' ? undefined : {},
        });
        expect(`${route.method} ${url} ${response.statusCode}`).toBe(`${route.method} ${url} 401`);
      }
    }
  });

  it('answers 403 to a partner on staff calls, to staff on partner calls and to plain staff on owner calls', async () => {
    const partnerCookie = await signInPartner(ctx().app, await makePartner(ctx().database.db));
    const staffCookie = await signInStaff(ctx().app, await makeStaff(ctx().database.db, { role: 'staff' }));
    for (const route of signedInCalls) {
      const wrong =
        route.access === 'partner'
          ? [staffCookie]
          : route.access === 'owner'
            ? [partnerCookie, staffCookie]
            : [partnerCookie];
      for (const cookie of wrong) {
        const response = await ctx().app.inject({
          method: route.method,
          url: concrete(route.path),
          headers: { cookie },
          payload: route.method === 'GET' ? undefined : {},
        });
        expect(`${named(route)} ${response.statusCode}`).toBe(`${named(route)} 403`);
      }
    }
  });

  it('refuses a cross-origin POST that carries the session cookie, and a cross-origin sign-in', async () => {
    const staff = await makeStaff(ctx().database.db);
    const cookie = await signInStaff(ctx().app, staff);
    const crossSite = await ctx().app.inject({
      method: 'POST',
      url: '/api/staff/password',
      headers: { cookie, origin: 'https://evil.example' },
      payload: { currentPassword: staff.password, newPassword: 'a brand new password' },
    });
    expect(crossSite.statusCode).toBe(403);
    const viaReferer = await ctx().app.inject({
      method: 'POST',
      url: '/api/staff/logout',
      headers: { cookie, referer: 'https://evil.example/page' },
    });
    expect(viaReferer.statusCode).toBe(403);
    const login = await ctx().app.inject({
      method: 'POST',
      url: '/api/staff/login',
      headers: { origin: 'https://evil.example' },
      payload: { email: staff.email, password: staff.password },
    });
    expect(login.statusCode).toBe(403);
    expect(login.cookies.find((c) => c.name === 'grainline_session')).toBeUndefined();
    const partner = await makePartner(ctx().database.db);
    const partnerLogin = await ctx().app.inject({
      method: 'POST',
      url: '/api/professional-auth/login',
      headers: { origin: 'https://evil.example' },
      payload: { username: partner.username, password: partner.password },
    });
    expect(partnerLogin.statusCode).toBe(403);
    const partnerCookie = await signInPartner(ctx().app, partner);
    const partnerCrossSite = await ctx().app.inject({
      method: 'POST',
      url: '/api/professional-auth/logout',
      headers: { cookie: partnerCookie, origin: 'null' },
    });
    expect(partnerCrossSite.statusCode).toBe(403);
    expect(
      (await ctx().app.inject({ method: 'GET', url: '/api/professional/me', headers: { cookie: partnerCookie } }))
        .statusCode,
    ).toBe(200);
    // The same calls from the site itself go through.
    const sameSite = await ctx().app.inject({
      method: 'POST',
      url: '/api/staff/logout',
      headers: { cookie, origin: ctx().config.publicUrl, 'sec-fetch-site': 'same-origin' },
    });
    expect(sameSite.statusCode).toBe(200);
  });

  it('tells the browser who is signed in without ever answering 401', async () => {
    const anonymous = await ctx().app.inject({ method: 'GET', url: '/api/session' });
    expect(anonymous.json()).toEqual({ success: true, data: { kind: 'anonymous' } });
    const partner = await makePartner(ctx().database.db, { discountPercentage: 15 });
    const cookie = await signInPartner(ctx().app, partner);
    const signedIn = await ctx().app.inject({ method: 'GET', url: '/api/session', headers: { cookie } });
    expect(signedIn.json()).toMatchObject({
      data: { kind: 'partner', partner: { id: partner.id, discountPercentage: 15 } },
    });
    const garbage = await ctx().app.inject({
      method: 'GET',
      url: '/api/session',
      headers: { cookie: 'grainline_session=not-a-token' },
    });
    expect(garbage.json()).toEqual({ success: true, data: { kind: 'anonymous' } });
  });
});
