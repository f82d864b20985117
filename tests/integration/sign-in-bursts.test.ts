import type * as Argon2 from '@node-rs/argon2';
import { afterEach, expect, it, vi } from 'vitest';
import { delayAfter } from '#server/auth/sign-in-throttle';
import { makePartner, makeStaff, signInStaff } from './helpers/accounts';
import { describeEachDatabase } from './helpers/test-app';

/** How many passwords the server verified (argon2), whatever the answer. */
const argon2Calls = vi.hoisted(() => ({ verified: 0 }));
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const actual = await importOriginal<typeof Argon2>();
  return {
    ...actual,
    verify: (...args: Parameters<typeof actual.verify>) => {
      argon2Calls.verified += 1;
      return actual.verify(...args);
    },
  };
});

const LIMIT = 10;
const WINDOW_MS = 900_000;
/** Forged client addresses, as many clients would send them: one IPv4 address each. */
const address = (n: number) => `10.${Math.floor(n / 250) + 1}.${n % 250}.9`;

afterEach(() => {
  vi.useRealTimers();
});

describeEachDatabase(
  'sign-in under bursts, across clients and with a device cookie',
  (ctx) => {
    const login = (email: string, password: string, options: { remoteAddress?: string; cookie?: string } = {}) =>
      ctx().app.inject({
        method: 'POST',
        url: '/api/staff/login',
        payload: { email, password },
        remoteAddress: options.remoteAddress ?? '10.200.0.1',
        headers: options.cookie ? { cookie: options.cookie } : {},
      });
    const deviceCookieOf = (response: Awaited<ReturnType<typeof login>>) => {
      const cookie = response.cookies.find((c) => c.name === 'grainline_device');
      return cookie ? `grainline_device=${cookie.value}` : '';
    };

    it('verifies at most the limit of passwords in a burst of 200 parallel attempts from 200 addresses, the right one among them', async () => {
      const staff = await makeStaff(ctx().database.db);
      argon2Calls.verified = 0;
      const replies = await Promise.all(
        Array.from({ length: 200 }, (_, n) =>
          login(staff.email, n === 150 ? staff.password : `wrong ${n}`, { remoteAddress: address(n) }),
        ),
      );
      const statuses = replies.map((reply) => reply.statusCode);
      expect(argon2Calls.verified).toBeLessThanOrEqual(LIMIT);
      expect(statuses.filter((status) => status === 401 || status === 200).length).toBe(argon2Calls.verified);
      expect(statuses.filter((status) => status === 429).length).toBe(200 - argon2Calls.verified);
      expect(statuses[150] === 200 || statuses[150] === 429).toBe(true);
    });

    it('turns a lock into a growing delay: one attempt each time the delay has passed, each delay longer', async () => {
      vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-25T08:00:00Z') });
      const staff = await makeStaff(ctx().database.db);
      for (let n = 0; n < LIMIT; n++)
        expect((await login(staff.email, `wrong ${n}`, { remoteAddress: address(n) })).statusCode).toBe(401);
      expect((await login(staff.email, staff.password, { remoteAddress: '10.250.0.1' })).statusCode).toBe(429);
      vi.advanceTimersByTime(delayAfter(0, WINDOW_MS) - 1000);
      expect((await login(staff.email, staff.password, { remoteAddress: '10.250.0.1' })).statusCode).toBe(429);
      vi.advanceTimersByTime(1000);
      expect((await login(staff.email, 'one more guess', { remoteAddress: address(20) })).statusCode).toBe(401);
      // The next delay is twice the first.
      vi.advanceTimersByTime(delayAfter(0, WINDOW_MS));
      expect((await login(staff.email, staff.password, { remoteAddress: '10.250.0.1' })).statusCode).toBe(429);
      vi.advanceTimersByTime(delayAfter(1, WINDOW_MS) - delayAfter(0, WINDOW_MS));
      expect((await login(staff.email, staff.password, { remoteAddress: '10.250.0.1' })).statusCode).toBe(200);
    });

    it('lets a browser that signed in to the account before in while others’ failures lock the account', async () => {
      const owner = await makeStaff(ctx().database.db, { role: 'owner' });
      const first = await login(owner.email, owner.password, { remoteAddress: '10.201.0.1' });
      const device = deviceCookieOf(first);
      expect(first.cookies.find((c) => c.name === 'grainline_device')).toMatchObject({
        httpOnly: true,
        sameSite: 'Strict',
        path: '/api/',
      });
      for (let n = 0; n < LIMIT; n++)
        expect((await login(owner.email, `wrong ${n}`, { remoteAddress: address(n) })).statusCode).toBe(401);
      expect((await login(owner.email, owner.password, { remoteAddress: '10.201.0.2' })).statusCode).toBe(429);
      expect(
        (await login(owner.email, owner.password, { remoteAddress: '10.201.0.2', cookie: device })).statusCode,
      ).toBe(200);
      // A device cookie of another account, or a forged one, is no key.
      const other = await makeStaff(ctx().database.db);
      const otherDevice = deviceCookieOf(await login(other.email, other.password, { remoteAddress: '10.201.0.3' }));
      expect(
        (await login(owner.email, owner.password, { remoteAddress: '10.201.0.2', cookie: otherDevice })).statusCode,
      ).toBe(429);
      expect(
        (await login(owner.email, owner.password, { remoteAddress: '10.201.0.2', cookie: `${device.slice(0, -2)}xx` }))
          .statusCode,
      ).toBe(429);
    });

    it('lets an owner clear a staff member’s or a partner’s lock; others may not', async () => {
      const [owner, member] = [
        await makeStaff(ctx().database.db, { role: 'owner' }),
        await makeStaff(ctx().database.db),
      ];
      const ownerCookie = await signInStaff(ctx().app, owner);
      const memberCookie = await signInStaff(ctx().app, member);
      for (let n = 0; n < LIMIT; n++) await login(member.email, `wrong ${n}`, { remoteAddress: address(n) });
      expect((await login(member.email, member.password, { remoteAddress: '10.202.0.1' })).statusCode).toBe(429);
      const clear = (url: string, cookie: string) => ctx().app.inject({ method: 'POST', url, headers: { cookie } });
      expect((await clear(`/api/staff/users/${member.id}/sign-in-lock/clear`, memberCookie)).statusCode).toBe(403);
      expect((await clear(`/api/staff/users/${member.id}/sign-in-lock/clear`, ownerCookie)).statusCode).toBe(200);
      expect((await login(member.email, member.password, { remoteAddress: '10.202.0.1' })).statusCode).toBe(200);
      expect((await clear('/api/staff/users/999999/sign-in-lock/clear', ownerCookie)).statusCode).toBe(404);

      const partner = await makePartner(ctx().database.db);
      const partnerLogin = (password: string, remoteAddress: string) =>
        ctx().app.inject({
          method: 'POST',
          url: '/api/professional-auth/login',
          payload: { username: partner.username, password },
          remoteAddress,
        });
      for (let n = 0; n < LIMIT; n++) await partnerLogin(`wrong ${n}`, address(n));
      expect((await partnerLogin(partner.password, '10.202.0.2')).statusCode).toBe(429);
      expect((await clear(`/api/professional-users/${partner.id}/sign-in-lock/clear`, ownerCookie)).statusCode).toBe(
        200,
      );
      expect((await partnerLogin(partner.password, '10.202.0.2')).statusCode).toBe(200);
    });
  },
  { env: { SIGN_IN_MAX_FAILURES_PER_CLIENT: '10000' } },
);

describeEachDatabase(
  'per-client limits group IPv6 addresses by /64 and IPv4-mapped addresses as IPv4',
  (ctx) => {
    const login = (email: string, password: string, remoteAddress: string) =>
      ctx().app.inject({ method: 'POST', url: '/api/staff/login', payload: { email, password }, remoteAddress });

    it('counts sign-in failures from one /64 as one client, and an IPv4-mapped address as its IPv4 address', async () => {
      const staff = await Promise.all(Array.from({ length: 6 }, () => makeStaff(ctx().database.db)));
      for (let n = 0; n < 4; n++)
        expect((await login(staff[n]?.email ?? '', 'wrong', `2001:db8:5:6::${(n + 1).toString(16)}`)).statusCode).toBe(
          401,
        );
      expect((await login(staff[4]?.email ?? '', staff[4]?.password ?? '', '2001:db8:5:6:ffff:1:2:3')).statusCode).toBe(
        429,
      );
      expect((await login(staff[4]?.email ?? '', staff[4]?.password ?? '', '2001:db8:5:7::1')).statusCode).toBe(200);

      for (let n = 0; n < 4; n++)
        expect(
          (await login(staff[n]?.email ?? '', 'wrong', n % 2 ? '192.0.2.44' : '::ffff:192.0.2.44')).statusCode,
        ).toBe(401);
      expect((await login(staff[5]?.email ?? '', staff[5]?.password ?? '', '192.0.2.44')).statusCode).toBe(429);
    });

    it('applies the API’s per-minute limit to a whole /64', async () => {
      const statuses: number[] = [];
      for (let n = 0; n < 21; n++) {
        statuses.push(
          (
            await ctx().app.inject({
              method: 'POST',
              url: '/api/staff/login',
              payload: {},
              remoteAddress: `2001:db8:9:9::${(n + 1).toString(16)}`,
            })
          ).statusCode,
        );
      }
      expect(statuses.slice(0, 20)).toEqual(Array(20).fill(400));
      expect(statuses[20]).toBe(429);
      expect(
        (
          await ctx().app.inject({
            method: 'POST',
            url: '/api/staff/login',
            payload: {},
            remoteAddress: '2001:db8:9:a::1',
          })
        ).statusCode,
      ).toBe(400);
    });
  },
  { env: { SIGN_IN_MAX_FAILURES: '100', SIGN_IN_MAX_FAILURES_PER_CLIENT: '4' }, rateLimit: true },
);
