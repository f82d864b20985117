import { afterEach, expect, it, vi } from 'vitest';
import { makeStaff, signInStaff } from './helpers/accounts';
import { makeQuoteRequest } from './helpers/quote-factories';
import { describeEachDatabase } from './helpers/test-app';

const HOUR = 3_600_000;
const PUBLIC_URL = 'https://quotes.workshop.example';

afterEach(() => {
  vi.useRealTimers();
});

describeEachDatabase(
  'the session cookie lives as long as the session, and only the public origin may change things',
  (ctx) => {
    const me = (cookie: string) => ctx().app.inject({ method: 'GET', url: '/api/staff/me', headers: { cookie } });

    it('renews the cookie’s Expires whenever the server extends the idle expiry, up to the absolute limit', async () => {
      vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-25T06:00:00Z') });
      const staff = await makeStaff(ctx().database.db);
      const cookie = await signInStaff(ctx().app, staff);
      // A working day: a request every 4 hours, 20 hours in all, past the 12-hour idle limit of the first cookie.
      for (let hour = 4; hour <= 20; hour += 4) {
        vi.advanceTimersByTime(4 * HOUR);
        const response = await me(cookie);
        expect(response.statusCode).toBe(200);
        const renewed = response.cookies.find((c) => c.name === 'grainline_session');
        expect(renewed?.expires?.toISOString()).toBe(new Date(Date.now() + 12 * HOUR).toISOString());
        expect(renewed).toMatchObject({ httpOnly: true, sameSite: 'Lax', secure: true, path: '/' });
      }
      // Within the minute the server does not write the session again, nor the cookie.
      expect((await me(cookie)).cookies.find((c) => c.name === 'grainline_session')).toBeUndefined();
      // Near the absolute limit (SESSION_ABSOLUTE_DAYS), the cookie ends with the session, not later.
      const absolute = new Date(Date.now() + 2 * HOUR).toISOString();
      await ctx()
        .database.db.updateTable('sessions')
        .set({ absolute_expires_at: absolute })
        .where('staff_user_id', '=', staff.id)
        .execute();
      vi.advanceTimersByTime(2 * 60_000);
      const late = await me(cookie);
      expect(late.cookies.find((c) => c.name === 'grainline_session')?.expires?.toISOString()).toBe(absolute);
    });

    it('compares the Origin with PUBLIC_URL only, never X-Forwarded-Host', async () => {
      const staff = await makeStaff(ctx().database.db);
      const cookie = await signInStaff(ctx().app, staff);
      const logout = (headers: Record<string, string>) =>
        ctx().app.inject({ method: 'POST', url: '/api/staff/logout', headers: { cookie, ...headers } });
      const forged = await ctx().app.inject({
        method: 'POST',
        url: '/api/staff/login',
        headers: { origin: 'http://evil.example', 'x-forwarded-host': 'evil.example', host: 'evil.example' },
        payload: { email: staff.email, password: staff.password },
      });
      expect(forged.statusCode).toBe(403);
      expect((await logout({ origin: 'http://evil.example', 'x-forwarded-host': 'evil.example' })).statusCode).toBe(
        403,
      );
      expect((await logout({ origin: PUBLIC_URL })).statusCode).toBe(200);
    });

    it('refuses any state-changing call a browser marks Sec-Fetch-Site: cross-site, with or without a cookie', async () => {
      const staff = await makeStaff(ctx().database.db);
      const cookie = await signInStaff(ctx().app, staff);
      const crossSite = { 'sec-fetch-site': 'cross-site' };
      expect(
        (
          await ctx().app.inject({
            method: 'POST',
            url: '/api/quotes',
            payload: makeQuoteRequest(),
            headers: crossSite,
          })
        ).statusCode,
      ).toBe(403);
      expect(
        (await ctx().app.inject({ method: 'POST', url: '/api/staff/logout', headers: { cookie, ...crossSite } }))
          .statusCode,
      ).toBe(403);
      // Reading is not changing; the site's own calls and non-browser clients go through.
      expect(
        (await ctx().app.inject({ method: 'GET', url: '/api/staff/me', headers: { cookie, ...crossSite } })).statusCode,
      ).toBe(200);
      expect(
        (
          await ctx().app.inject({
            method: 'POST',
            url: '/api/quotes',
            payload: makeQuoteRequest(),
            headers: { 'sec-fetch-site': 'same-origin' },
          })
        ).statusCode,
      ).toBe(201);
      expect(
        (await ctx().app.inject({ method: 'POST', url: '/api/quotes', payload: makeQuoteRequest() })).statusCode,
      ).toBe(201);
    });
  },
  { env: { PUBLIC_URL, TRUST_PROXY: 'true' } },
);

describeEachDatabase(
  'with PUBLIC_URL unset, the server’s own port on localhost and 127.0.0.1 both sign in, and another origin is told where to go',
  (ctx) => {
    const login = (origin: string, staff: { email: string; password: string }) =>
      ctx().app.inject({
        method: 'POST',
        url: '/api/staff/login',
        headers: { origin },
        payload: { email: staff.email, password: staff.password },
      });

    it('signs in from http://127.0.0.1:PORT and http://localhost:PORT alike', async () => {
      const staff = await makeStaff(ctx().database.db);
      expect((await login('http://127.0.0.1:4123', staff)).statusCode).toBe(200);
      expect((await login('http://localhost:4123', staff)).statusCode).toBe(200);
    });

    it('refuses another origin (another port, another host) with a 403 whose message names the address to use', async () => {
      const staff = await makeStaff(ctx().database.db);
      for (const origin of ['http://127.0.0.1:3000', 'http://evil.example', 'https://localhost:4123']) {
        const refused = await login(origin, staff);
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toEqual({
          success: false,
          error: {
            code: 'wrong_origin',
            message:
              'Please use http://localhost:4123: this server accepts sign-ins and changes only from pages at that address.',
          },
        });
      }
      const sessions = await ctx()
        .database.db.selectFrom('sessions')
        .select('id')
        .where('staff_user_id', '=', staff.id)
        .execute();
      expect(sessions).toHaveLength(0);
    });
  },
  { env: { PORT: '4123' } },
);
