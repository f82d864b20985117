import type * as Argon2 from '@node-rs/argon2';
import type { InjectOptions } from 'fastify';
import { expect, it, vi } from 'vitest';
import { makePartner, makeStaff, signInStaff, TEST_PASSWORD } from './helpers/accounts';
import { describeEachDatabase } from './helpers/test-app';

/** Every argon2 verification the server runs (by the hash it verified against), and every hashing. */
const argon2Calls = vi.hoisted(() => ({ verified: [] as string[], hashed: 0 }));
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const actual = await importOriginal<typeof Argon2>();
  return {
    ...actual,
    hash: (...args: Parameters<typeof actual.hash>) => {
      argon2Calls.hashed += 1;
      return actual.hash(...args);
    },
    verify: (...args: Parameters<typeof actual.verify>) => {
      argon2Calls.verified.push(String(args[0]));
      return actual.verify(...args);
    },
  };
});
const ARGON2ID_PARAMETERS = /^\$argon2id\$v=19\$m=19456,t=2,p=1\$/;

describeEachDatabase(
  'staff sign-in and accounts',
  (ctx) => {
    const inject = (options: InjectOptions) => ctx().app.inject(options);
    const login = (email: string, password: string) =>
      inject({ method: 'POST', url: '/api/staff/login', payload: { email, password } });
    const me = (cookie: string) => inject({ method: 'GET', url: '/api/staff/me', headers: { cookie } });

    it('signs in with an httpOnly, SameSite=Lax cookie holding an opaque token of which only the hash is stored', async () => {
      const staff = await makeStaff(ctx().database.db, { name: 'Sipho' });
      const response = await login(staff.email.toUpperCase(), staff.password);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        success: true,
        data: { staff: { email: staff.email, name: 'Sipho', role: 'staff' } },
      });
      const cookie = response.cookies.find((c) => c.name === 'grainline_session');
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      expect(cookie?.secure).toBeFalsy();
      expect(cookie?.value).toMatch(/^[a-z2-7]{32}$/);
      const stored = await ctx().database.db.selectFrom('sessions').select('id').execute();
      expect(stored.map((s) => s.id)).not.toContain(cookie?.value);
      expect(JSON.stringify(response.json())).not.toContain(cookie?.value ?? '?');
      expect((await me(`grainline_session=${cookie?.value}`)).json()).toMatchObject({
        data: { staff: { id: staff.id } },
      });
    });

    // First after a fresh start (before any other unknown-account sign-in in this file), on purpose.
    it('does the same work for an unknown account as for a wrong password: one argon2id verification each', async () => {
      const staff = await makeStaff(ctx().database.db);
      const partner = await makePartner(ctx().database.db);
      const attempts = [
        () => login(staff.email, 'not the password'),
        () => login('nobody@grainline.example', 'not the password'),
        () =>
          inject({
            method: 'POST',
            url: '/api/professional-auth/login',
            payload: { username: partner.username, password: 'not the password' },
          }),
        () =>
          inject({
            method: 'POST',
            url: '/api/professional-auth/login',
            payload: { username: 'nobody-at-all', password: 'not the password' },
          }),
      ];
      const bodies: string[] = [];
      for (const attempt of attempts) {
        argon2Calls.verified.length = 0;
        argon2Calls.hashed = 0;
        const response = await attempt();
        expect(response.statusCode).toBe(401);
        bodies.push(response.body);
        expect(argon2Calls.verified).toHaveLength(1);
        expect(argon2Calls.verified[0]).toMatch(ARGON2ID_PARAMETERS);
        // Nothing is hashed while answering, not even the stand-in hash of the first unknown account.
        expect(argon2Calls.hashed).toBe(0);
      }
      expect(bodies[0]).toBe(bodies[1]);
      expect(bodies[2]).toBe(bodies[3]);
    });

    it('answers an unknown account exactly as a wrong password', async () => {
      const staff = await makeStaff(ctx().database.db);
      const wrong = await login(staff.email, 'not the password');
      const unknown = await login('nobody@grainline.example', 'not the password');
      expect(wrong.statusCode).toBe(401);
      expect(unknown.statusCode).toBe(401);
      expect(wrong.json()).toEqual(unknown.json());
      expect(wrong.json()).toEqual({
        success: false,
        error: { code: 'unauthorized', message: 'Incorrect email or password' },
      });
      expect(wrong.body).not.toContain('not the password');
    });

    it('gives a new session id at every sign-in, and a signed-out id never works again', async () => {
      const staff = await makeStaff(ctx().database.db);
      const first = await signInStaff(ctx().app, staff);
      const second = await signInStaff(ctx().app, staff);
      expect(first).not.toBe(second);
      const logout = await inject({ method: 'POST', url: '/api/staff/logout', headers: { cookie: first } });
      expect(logout.statusCode).toBe(200);
      expect(logout.cookies.find((c) => c.name === 'grainline_session')?.value).toBe('');
      expect((await me(first)).statusCode).toBe(401);
      expect((await me(second)).statusCode).toBe(200);
    });

    it('ends a session at its idle and at its absolute expiry', async () => {
      const staff = await makeStaff(ctx().database.db);
      const idle = await signInStaff(ctx().app, staff);
      const absolute = await signInStaff(ctx().app, staff);
      const db = ctx().database.db;
      const sessions = await db
        .selectFrom('sessions')
        .select(['id', 'created_at'])
        .where('staff_user_id', '=', staff.id)
        .orderBy('created_at')
        .execute();
      expect(sessions).toHaveLength(2);
      const past = new Date(Date.now() - 1000).toISOString();
      await db
        .updateTable('sessions')
        .set({ idle_expires_at: past })
        .where('id', '=', sessions[0]?.id ?? '')
        .execute();
      await db
        .updateTable('sessions')
        .set({ absolute_expires_at: past })
        .where('id', '=', sessions[1]?.id ?? '')
        .execute();
      expect((await me(idle)).statusCode).toBe(401);
      expect((await me(absolute)).statusCode).toBe(401);
      expect(await db.selectFrom('sessions').select('id').where('staff_user_id', '=', staff.id).execute()).toHaveLength(
        0,
      );
    });

    it('refuses the 11th to 20th wrong password with 429, and the right one works after the window', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      try {
        const staff = await makeStaff(ctx().database.db);
        const statuses: number[] = [];
        for (let attempt = 0; attempt < 20; attempt++)
          statuses.push((await login(staff.email, `wrong ${attempt}`)).statusCode);
        expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
        expect(statuses.slice(10)).toEqual(Array(10).fill(429));
        expect((await login(staff.email, staff.password)).statusCode).toBe(429);
        vi.advanceTimersByTime(2100);
        expect((await login(staff.email, staff.password)).statusCode).toBe(200);
      } finally {
        vi.useRealTimers();
      }
    });

    it('lets an owner add, reset and remove staff; a removed member is signed out at once', async () => {
      const owner = await makeStaff(ctx().database.db, { role: 'owner' });
      const ownerCookie = await signInStaff(ctx().app, owner);
      const added = await inject({
        method: 'POST',
        url: '/api/staff/users',
        headers: { cookie: ownerCookie },
        payload: { email: 'Lindi@Grainline.example', name: 'Lindi', role: 'staff', password: 'a good long password' },
      });
      expect(added.statusCode).toBe(201);
      const member = added.json<{ data: { id: number; email: string } }>().data;
      expect(member.email).toBe('lindi@grainline.example');
      const again = await inject({
        method: 'POST',
        url: '/api/staff/users',
        headers: { cookie: ownerCookie },
        payload: { email: 'lindi@grainline.example', name: 'Lindi', role: 'staff', password: 'a good long password' },
      });
      expect(again.statusCode).toBe(409);
      const short = await inject({
        method: 'POST',
        url: '/api/staff/users',
        headers: { cookie: ownerCookie },
        payload: { email: 'x@grainline.example', name: 'X', role: 'staff', password: 'short' },
      });
      expect(short.json()).toMatchObject({ error: { fields: { password: 'Password must be at least 8 characters' } } });

      const memberCookie = await signInStaff(ctx().app, { email: member.email, password: 'a good long password' });
      const reset = await inject({
        method: 'POST',
        url: `/api/staff/users/${member.id}/password`,
        headers: { cookie: ownerCookie },
        payload: { newPassword: 'another long password' },
      });
      expect(reset.statusCode).toBe(200);
      expect((await me(memberCookie)).statusCode).toBe(401);
      const memberAgain = await signInStaff(ctx().app, { email: member.email, password: 'another long password' });

      const listed = await inject({ method: 'GET', url: '/api/staff/users', headers: { cookie: ownerCookie } });
      expect(listed.json<{ data: { email: string }[] }>().data.map((s) => s.email)).toContain(
        'lindi@grainline.example',
      );
      expect(
        (await inject({ method: 'DELETE', url: `/api/staff/users/${member.id}`, headers: { cookie: ownerCookie } }))
          .statusCode,
      ).toBe(200);
      expect((await me(memberAgain)).statusCode).toBe(401);
      expect((await login(member.email, 'another long password')).statusCode).toBe(401);
      expect(
        (await inject({ method: 'DELETE', url: `/api/staff/users/${owner.id}`, headers: { cookie: ownerCookie } }))
          .statusCode,
      ).toBe(409);
      expect(
        (await inject({ method: 'DELETE', url: '/api/staff/users/999999', headers: { cookie: ownerCookie } }))
          .statusCode,
      ).toBe(404);
      expect(
        (await inject({ method: 'DELETE', url: '/api/staff/users/abc', headers: { cookie: ownerCookie } })).statusCode,
      ).toBe(404);
    });

    it('lets anyone signed in change their own password, ending their other sessions', async () => {
      const staff = await makeStaff(ctx().database.db);
      const here = await signInStaff(ctx().app, staff);
      const elsewhere = await signInStaff(ctx().app, staff);
      const wrongCurrent = await inject({
        method: 'POST',
        url: '/api/staff/password',
        headers: { cookie: here },
        payload: { currentPassword: 'nope nope', newPassword: 'my new password' },
      });
      expect(wrongCurrent.statusCode).toBe(400);
      const changed = await inject({
        method: 'POST',
        url: '/api/staff/password',
        headers: { cookie: here },
        payload: { currentPassword: TEST_PASSWORD, newPassword: 'my new password' },
      });
      expect(changed.statusCode).toBe(200);
      expect((await me(here)).statusCode).toBe(200);
      expect((await me(elsewhere)).statusCode).toBe(401);
      expect((await login(staff.email, 'my new password')).statusCode).toBe(200);
    });

    it('refuses malformed sign-ins with 400 and never a 500', async () => {
      for (const payload of [
        {},
        { email: 'a' },
        { email: 3, password: [] },
        { email: 'a@b.c', password: 'x'.repeat(10_000) },
      ]) {
        const response = await inject({ method: 'POST', url: '/api/staff/login', payload });
        expect(response.statusCode).toBe(400);
      }
      const notJson = await inject({
        method: 'POST',
        url: '/api/staff/login',
        headers: { 'content-type': 'application/json' },
        payload: '{"email":',
      });
      expect(notJson.statusCode).toBe(400);
    });
  },
  { env: { SIGN_IN_WINDOW_SECONDS: '2' } },
);

describeEachDatabase(
  'staff sign-in behind https, throttled per client',
  (ctx) => {
    const login = (email: string, password: string, remoteAddress: string) =>
      ctx().app.inject({ method: 'POST', url: '/api/staff/login', payload: { email, password }, remoteAddress });

    it('marks the session cookie Secure when PUBLIC_URL is https, and clears it the same way', async () => {
      const staff = await makeStaff(ctx().database.db);
      const response = await login(staff.email, staff.password, '10.9.0.1');
      const cookie = response.cookies.find((c) => c.name === 'grainline_session');
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', secure: true, path: '/' });
      const logout = await ctx().app.inject({
        method: 'POST',
        url: '/api/staff/logout',
        headers: { cookie: `grainline_session=${cookie?.value}` },
      });
      expect(logout.cookies.find((c) => c.name === 'grainline_session')).toMatchObject({
        value: '',
        secure: true,
        httpOnly: true,
      });
    });

    it('counts wrong passwords per client across accounts, and per account across clients', async () => {
      const [first, second, third] = [
        await makeStaff(ctx().database.db),
        await makeStaff(ctx().database.db),
        await makeStaff(ctx().database.db),
      ];
      // One client tries two accounts twice each: its 4 failures use up its allowance.
      for (const staff of [first, second])
        for (let attempt = 0; attempt < 2; attempt++)
          expect((await login(staff.email, 'wrong', '10.9.0.2')).statusCode).toBe(401);
      expect((await login(third.email, third.password, '10.9.0.2')).statusCode).toBe(429);
      expect((await login(third.email, third.password, '10.9.0.3')).statusCode).toBe(200);
      // A third failure for the first account, from anywhere, locks that account everywhere.
      expect((await login(first.email, 'wrong', '10.9.0.4')).statusCode).toBe(401);
      expect((await login(first.email, first.password, '10.9.0.5')).statusCode).toBe(429);
      expect((await login(second.email, second.password, '10.9.0.5')).statusCode).toBe(200);
    });

    it('limits sign-in requests per client a minute, whatever they carry (RATE_LIMIT_SIGN_IN_PER_MINUTE)', async () => {
      for (const url of ['/api/staff/login', '/api/professional-auth/login']) {
        const statuses: number[] = [];
        for (let attempt = 0; attempt < 21; attempt++)
          statuses.push(
            (await ctx().app.inject({ method: 'POST', url, payload: {}, remoteAddress: '10.9.0.9' })).statusCode,
          );
        expect(statuses.slice(0, 20)).toEqual(Array(20).fill(400));
        expect(statuses[20]).toBe(429);
      }
      expect(
        (await ctx().app.inject({ method: 'POST', url: '/api/staff/login', payload: {}, remoteAddress: '10.9.0.10' }))
          .statusCode,
      ).toBe(400);
    });
  },
  {
    env: {
      PUBLIC_URL: 'https://quotes.workshop.example',
      SIGN_IN_MAX_FAILURES: '3',
      SIGN_IN_MAX_FAILURES_PER_CLIENT: '4',
    },
    rateLimit: true,
  },
);
