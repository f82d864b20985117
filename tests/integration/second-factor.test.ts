import { expect, it } from 'vitest';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import { isSealed, openTotpSecret, sealPlainTotpSecrets } from '#server/auth/totp-secret-box';
import { createFirstOwner } from '#server/staff/create-first-owner';
import { makeStaff, signInStaff } from './helpers/accounts';
import { currentPriceBook, withRateTimes } from './helpers/price-book-edits';
import { describeEachDatabase, type TestContext } from './helpers/test-app';

const LIMIT = 10;

/** The code an authenticator app shows for a moment `offsetSteps` periods from now. */
const codeAt = (secret: string, offsetSteps = 0) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + offsetSteps * 30_000 });

function helpers(ctx: () => TestContext) {
  const db = () => ctx().database.db;
  const inject = (options: InjectOptions) => ctx().app.inject({ remoteAddress: '198.51.100.20', ...options });
  const data = <T>(response: LightMyRequestResponse) => response.json<{ data: T }>().data;
  /** Sets up and confirms a member's factor: answers the secret and the recovery codes. */
  const enrol = async (cookie: string) => {
    const started = await inject({ method: 'POST', url: '/api/staff/second-factor/enrolment', headers: { cookie } });
    expect(started.statusCode).toBe(200);
    const { secret, uri } = data<{ secret: string; uri: string }>(started);
    // The code one step back: the sign-in that follows uses the current one, which is then still unused.
    const confirmed = await inject({
      method: 'POST',
      url: '/api/staff/second-factor/enrolment/confirm',
      headers: { cookie },
      payload: { code: codeAt(secret, -1) },
    });
    expect(confirmed.statusCode).toBe(200);
    return { secret, uri, recoveryCodes: data<{ recoveryCodes: string[] }>(confirmed).recoveryCodes };
  };
  const passwordStep = async (account: { email: string; password: string }) => {
    const response = await inject({
      method: 'POST',
      url: '/api/staff/login',
      payload: { email: account.email, password: account.password },
    });
    expect(response.statusCode).toBe(200);
    const body = data<{ secondFactorRequired?: true; pendingSignIn?: string }>(response);
    expect(response.cookies.find((c) => c.name === 'grainline_session')).toBeUndefined();
    expect(body.secondFactorRequired).toBe(true);
    return body.pendingSignIn ?? '';
  };
  const codeStep = (pendingSignIn: string, code: string) =>
    inject({ method: 'POST', url: '/api/staff/login/second-factor', payload: { pendingSignIn, code } });
  const cookieOf = (response: LightMyRequestResponse) => {
    const session = response.cookies.find((c) => c.name === 'grainline_session');
    if (!session) throw new Error(`No session: ${response.statusCode} ${response.body}`);
    return `grainline_session=${session.value}`;
  };
  const events = async (kind: string) =>
    db().selectFrom('security_events').selectAll().where('kind', '=', kind).orderBy('id').execute();
  return { db, inject, data, enrol, passwordStep, codeStep, cookieOf, events };
}

/** STAFF-16, STAFF-18, ADR 022: TOTP set up at /admin/account and asked for at sign-in. */
describeEachDatabase('the second factor', (ctx) => {
  const { db, inject, data, enrol, passwordStep, codeStep, cookieOf, events } = helpers(ctx);

  it('is set up with a secret and an otpauth URI, confirmed by a code, and then asked for at sign-in', async () => {
    const member = await makeStaff(db(), { name: 'Tess Totp' });
    const cookie = await signInStaff(ctx().app, member);
    const other = await signInStaff(ctx().app, member);
    const { secret, uri, recoveryCodes } = await enrol(cookie);
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(uri).toBe(
      `otpauth://totp/${encodeURIComponent(ctx().config.business.name)}:${encodeURIComponent(member.email)}?issuer=${encodeURIComponent(ctx().config.business.name)}&secret=${secret}&algorithm=SHA1&digits=6&period=30`,
    );
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    // Stored hashed: no recovery code in the database.
    const stored = JSON.stringify(await db().selectFrom('staff_recovery_codes').selectAll().execute());
    for (const code of recoveryCodes) expect(stored).not.toContain(code.replace('-', ''));
    // The sessions made with the password alone end; this one stays.
    expect((await inject({ method: 'GET', url: '/api/staff/me', headers: { cookie: other } })).statusCode).toBe(401);
    const me = data<{ staff: { secondFactor: boolean } }>(
      await inject({ method: 'GET', url: '/api/staff/me', headers: { cookie } }),
    );
    expect(me.staff.secondFactor).toBe(true);
    expect(data(await inject({ method: 'GET', url: '/api/staff/second-factor', headers: { cookie } }))).toMatchObject({
      enabled: true,
      recoveryCodesLeft: 10,
    });

    const pending = await passwordStep(member);
    const signedIn = await codeStep(pending, codeAt(secret));
    expect(signedIn.statusCode).toBe(200);
    expect(data<{ staff: { email: string; secondFactor: boolean } }>(signedIn).staff).toMatchObject({
      email: member.email,
      secondFactor: true,
    });
    expect(
      (await inject({ method: 'GET', url: '/api/staff/me', headers: { cookie: cookieOf(signedIn) } })).statusCode,
    ).toBe(200);
    // The same code is never accepted twice.
    expect((await codeStep(await passwordStep(member), codeAt(secret))).statusCode).toBe(401);
    const enabled = await events('second_factor_enabled');
    expect(enabled.at(-1)).toMatchObject({
      actor_name: `Tess Totp <${member.email}>`,
      subject: `Tess Totp <${member.email}> (staff)`,
    });
    expect((await events('sign_in')).at(-1)).toMatchObject({
      actor_name: `Tess Totp <${member.email}>`,
      detail: 'With a code from an authenticator app',
    });
  });

  it('stores the secret sealed (AES-256-GCM, bound to the member), still reads a plain one stored before, and seals it', async () => {
    const member = await makeStaff(db(), { name: 'Sid Sealed' });
    const { secret } = await enrol(await signInStaff(ctx().app, member));
    const storedOf = async (id: number) =>
      (await db().selectFrom('staff_users').select('totp_secret').where('id', '=', id).executeTakeFirstOrThrow())
        .totp_secret ?? '';
    const sealed = await storedOf(member.id);
    expect(isSealed(sealed)).toBe(true);
    expect(sealed).not.toContain(secret);
    expect(await openTotpSecret(db(), { staffId: member.id, stored: sealed })).toBe(secret);
    // Moved to another member's row it opens for no one: the id is part of what was sealed.
    const other = await makeStaff(db(), { name: 'Oli Other' });
    await expect(openTotpSecret(db(), { staffId: other.id, stored: sealed })).rejects.toThrow();
    expect(await sealPlainTotpSecrets(db())).toBe(0);

    // A plain secret from before sealing still signs in, and the next start seals it.
    await db().updateTable('staff_users').set({ totp_secret: secret }).where('id', '=', member.id).execute();
    expect((await codeStep(await passwordStep(member), codeAt(secret))).statusCode).toBe(200);
    expect(await sealPlainTotpSecrets(db())).toBe(1);
    const resealed = await storedOf(member.id);
    expect(isSealed(resealed)).toBe(true);
    expect(await openTotpSecret(db(), { staffId: member.id, stored: resealed })).toBe(secret);
    expect((await codeStep(await passwordStep(member), codeAt(secret, 1))).statusCode).toBe(200);
  });

  it('refuses a wrong code at enrolment, an expired or forged pending sign-in, and starting again while on', async () => {
    const member = await makeStaff(db());
    const cookie = await signInStaff(ctx().app, member);
    const started = data<{ secret: string }>(
      await inject({ method: 'POST', url: '/api/staff/second-factor/enrolment', headers: { cookie } }),
    );
    const wrong = await inject({
      method: 'POST',
      url: '/api/staff/second-factor/enrolment/confirm',
      headers: { cookie },
      payload: { code: codeAt(started.secret, 5) },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ error: { fields: { code: expect.stringMatching(/not right/) } } });
    expect(
      (
        await inject({
          method: 'POST',
          url: '/api/staff/second-factor/enrolment/confirm',
          headers: { cookie },
          payload: { code: '' },
        })
      ).statusCode,
    ).toBe(400);
    // Not on until confirmed: the password alone still signs in.
    await signInStaff(ctx().app, member);
    const { secret } = await enrol(cookie);
    expect(
      (await inject({ method: 'POST', url: '/api/staff/second-factor/enrolment', headers: { cookie } })).statusCode,
    ).toBe(409);

    const pending = await passwordStep(member);
    const forged = pending.replace(/^\d+/, String(member.id + 1));
    expect((await codeStep(forged, codeAt(secret))).statusCode).toBe(401);
    expect((await codeStep('not a token', codeAt(secret))).statusCode).toBe(401);
    expect((await codeStep(pending, '')).statusCode).toBe(400);
    // A password reset voids a pending sign-in made with the old password.
    const owner = await makeStaff(db(), { role: 'owner' });
    const ownerCookie = await signInStaff(ctx().app, owner);
    expect(
      (
        await inject({
          method: 'POST',
          url: `/api/staff/users/${member.id}/password`,
          headers: { cookie: ownerCookie },
          payload: { newPassword: 'a fresh long passphrase 42' },
        })
      ).statusCode,
    ).toBe(200);
    const voided = await codeStep(pending, codeAt(secret));
    expect(voided.statusCode).toBe(401);
    expect(voided.json()).toMatchObject({ error: { message: expect.stringMatching(/expired/) } });
  });

  it('accepts each recovery code once, in any case and spacing', async () => {
    const member = await makeStaff(db());
    const { recoveryCodes } = await enrol(await signInStaff(ctx().app, member));
    const [first = '', second = ''] = recoveryCodes;
    const once = await codeStep(await passwordStep(member), ` ${first.toUpperCase()} `);
    expect(once.statusCode).toBe(200);
    expect((await events('sign_in')).at(-1)?.detail).toBe('With a recovery code (9 left)');
    expect((await codeStep(await passwordStep(member), first)).statusCode).toBe(401);
    expect((await codeStep(await passwordStep(member), second.replace('-', ''))).statusCode).toBe(200);
    expect(
      data(await inject({ method: 'GET', url: '/api/staff/second-factor', headers: { cookie: cookieOf(once) } })),
    ).toMatchObject({ recoveryCodesLeft: 8 });
  });

  it('counts wrong codes against the same limit as passwords and logs each', async () => {
    const member = await makeStaff(db(), { name: 'Wade Wrong' });
    const { secret } = await enrol(await signInStaff(ctx().app, member));
    const pending = await passwordStep(member);
    // The password step's reservation stays counted until the code: 1 + 9 wrong codes reach the limit.
    for (let n = 0; n < LIMIT - 1; n++) {
      const wrong = await codeStep(pending, String(100000 + n));
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json()).toMatchObject({ error: { message: expect.stringMatching(/code is not right/) } });
    }
    const failed = await events('second_factor_failed');
    expect(
      failed
        .slice(-(LIMIT - 1))
        .every((row) => row.subject === `Wade Wrong <${member.email}>` && row.actor_kind === 'visitor'),
    ).toBe(true);
    expect((await events('sign_in_delayed')).at(-1)?.subject).toBe(`Wade Wrong <${member.email}>`);
    // Now even the right code waits, as a right password would.
    expect((await codeStep(pending, codeAt(secret))).statusCode).toBe(429);
    expect(
      (
        await inject({
          method: 'POST',
          url: '/api/staff/login',
          payload: { email: member.email, password: member.password },
        })
      ).statusCode,
    ).toBe(429);
  });

  it('is turned off with a current code or the password, never with a wrong one', async () => {
    const member = await makeStaff(db(), { name: 'Otto Off' });
    const cookie = await signInStaff(ctx().app, member);
    const { secret } = await enrol(cookie);
    const disable = (payload: object) =>
      inject({ method: 'POST', url: '/api/staff/second-factor/disable', headers: { cookie }, payload });
    expect((await disable({})).statusCode).toBe(400);
    expect((await disable({ password: 'not the password' })).json()).toMatchObject({
      error: { fields: { password: 'Your password is not right' } },
    });
    expect((await disable({ code: '000000' })).statusCode).toBe(400);
    expect((await disable({ code: codeAt(secret, 1) })).statusCode).toBe(200);
    expect((await events('second_factor_disabled')).at(-1)).toMatchObject({
      subject: `Otto Off <${member.email}> (staff)`,
      detail: 'With a code',
    });
    expect((await disable({ password: member.password })).statusCode).toBe(409);
    await signInStaff(ctx().app, member);
    expect(
      await db().selectFrom('staff_recovery_codes').selectAll().where('staff_user_id', '=', member.id).execute(),
    ).toEqual([]);
    await enrol(cookie);
    expect((await disable({ password: member.password })).statusCode).toBe(200);
    expect((await events('second_factor_disabled')).at(-1)?.detail).toBe('With the password');
  });

  it('counts wrong codes and passwords when turning it off as sign-in attempts, so a browser left signed in cannot guess them', async () => {
    const member = await makeStaff(db(), { name: 'Una Unattended' });
    const cookie = await signInStaff(ctx().app, member);
    const { secret } = await enrol(cookie);
    // A client of its own: the other tests' failures count against theirs.
    const disable = (payload: object) =>
      inject({
        method: 'POST',
        url: '/api/staff/second-factor/disable',
        headers: { cookie },
        payload,
        remoteAddress: '192.0.2.55',
      });
    for (let n = 0; n < LIMIT; n++) expect((await disable({ code: String(200000 + n) })).statusCode).toBe(400);
    expect((await events('second_factor_failed')).at(-1)).toMatchObject({
      actor_name: `Una Unattended <${member.email}>`,
      detail: 'When turning the second factor off',
    });
    expect((await disable({ code: codeAt(secret) })).statusCode).toBe(429);
    expect((await disable({ password: member.password })).statusCode).toBe(429);
  });

  it('is reset by another owner, never by oneself, and by create-owner --reset-password', async () => {
    const owner = await makeStaff(db(), { role: 'owner', name: 'Ona Owner' });
    const ownerCookie = await signInStaff(ctx().app, owner);
    const member = await makeStaff(db(), { name: 'Lost Phone' });
    await enrol(await signInStaff(ctx().app, member));
    const listed = data<{ id: number; secondFactor: boolean }[]>(
      await inject({ method: 'GET', url: '/api/staff/users', headers: { cookie: ownerCookie } }),
    );
    expect(listed.find((entry) => entry.id === member.id)?.secondFactor).toBe(true);
    const reset = (id: number) =>
      inject({ method: 'POST', url: `/api/staff/users/${id}/second-factor/reset`, headers: { cookie: ownerCookie } });
    expect((await reset(member.id)).statusCode).toBe(200);
    expect((await events('second_factor_reset')).at(-1)).toMatchObject({
      actor_name: `Ona Owner <${owner.email}>`,
      subject: `Lost Phone <${member.email}> (staff)`,
    });
    // The password alone signs in again; a second reset has nothing to reset.
    await signInStaff(ctx().app, member);
    expect((await reset(member.id)).statusCode).toBe(409);
    expect((await reset(owner.id)).statusCode).toBe(409);
    expect((await reset(999_999)).statusCode).toBe(404);

    await enrol(ownerCookie);
    await createFirstOwner(db(), {
      email: owner.email,
      name: 'Ona Owner',
      password: 'violet kestrel harbour 2026',
      resetPassword: true,
      now: new Date(),
    });
    await signInStaff(ctx().app, { email: owner.email, password: 'violet kestrel harbour 2026' });
    expect((await events('second_factor_reset')).at(-1)).toMatchObject({
      actor_kind: 'system',
      subject: `Ona Owner <${owner.email}> (owner)`,
    });
  });
});

/**
 * STAFF-20: a session alone cannot change its own password; an owner still sets a colleague's with the new one alone.
 */
describeEachDatabase('changing one’s own password', (ctx) => {
  const { db, inject, enrol } = helpers(ctx);
  const change = (cookie: string, url: string, payload: Record<string, string>) =>
    inject({ method: 'POST', url, headers: { cookie }, payload });
  const signsInWith = async (email: string, password: string) =>
    (await inject({ method: 'POST', url: '/api/staff/login', payload: { email, password } })).statusCode === 200;
  const refusal = (response: LightMyRequestResponse) => ({
    status: response.statusCode,
    fields: Object.keys(response.json<{ error: { fields?: object } }>().error.fields ?? {}),
  });

  it('asks for the current password on the owner’s reset call naming their own id, and changes nothing without it', async () => {
    const owner = await makeStaff(db(), { role: 'owner' });
    const cookie = await signInStaff(ctx().app, owner);
    const own = `/api/staff/users/${owner.id}/password`;
    expect(refusal(await change(cookie, own, { newPassword: 'a taken-over account 1' }))).toEqual({
      status: 400,
      fields: ['currentPassword'],
    });
    expect(
      refusal(
        await change(cookie, own, { newPassword: 'a taken-over account 1', currentPassword: 'not the password' }),
      ),
    ).toEqual({
      status: 400,
      fields: ['currentPassword'],
    });
    expect(await signsInWith(owner.email, owner.password)).toBe(true);
    expect(
      (await change(cookie, own, { newPassword: 'my own new password 1', currentPassword: owner.password })).statusCode,
    ).toBe(200);
    expect(await signsInWith(owner.email, 'my own new password 1')).toBe(true);
    // A colleague's password is still set with the new one alone.
    const colleague = await makeStaff(db());
    expect(
      (await change(cookie, `/api/staff/users/${colleague.id}/password`, { newPassword: 'a colleague’s new password' }))
        .statusCode,
    ).toBe(200);
    expect(await signsInWith(colleague.email, 'a colleague’s new password')).toBe(true);
  });

  it('asks for a current code as well while the second factor is on, on both calls, and spends it once', async () => {
    const owner = await makeStaff(db(), { role: 'owner' });
    const cookie = await signInStaff(ctx().app, owner);
    const { secret } = await enrol(cookie);
    let password = owner.password;
    for (const [index, url] of ['/api/staff/password', `/api/staff/users/${owner.id}/password`].entries()) {
      const newPassword = `a fresh passphrase number ${index}`;
      expect(refusal(await change(cookie, url, { currentPassword: password, newPassword }))).toEqual({
        status: 400,
        fields: ['code'],
      });
      expect(refusal(await change(cookie, url, { currentPassword: password, newPassword, code: '000000' }))).toEqual({
        status: 400,
        fields: ['code'],
      });
      expect(
        refusal(
          await change(cookie, url, { currentPassword: 'not the password', newPassword, code: codeAt(secret, index) }),
        ),
      ).toEqual({
        status: 400,
        fields: ['currentPassword'],
      });
      expect(await signsInWith(owner.email, newPassword)).toBe(false);
      expect(
        (await change(cookie, url, { currentPassword: password, newPassword, code: codeAt(secret, index) })).statusCode,
      ).toBe(200);
      // The same code again is refused: it was spent.
      expect(
        refusal(
          await change(cookie, url, {
            currentPassword: newPassword,
            newPassword: 'yet another passphrase 9',
            code: codeAt(secret, index),
          }),
        ),
      ).toEqual({
        status: 400,
        fields: ['code'],
      });
      password = newPassword;
    }
  });
});

/**
 * STAFF-17: REQUIRE_SECOND_FACTOR=owners (the default) keeps an owner without a factor from changing prices, staff or
 * partners.
 */
describeEachDatabase(
  'REQUIRE_SECOND_FACTOR',
  (ctx) => {
    const { db, inject, data, enrol, passwordStep, codeStep, cookieOf } = helpers(ctx);

    it('refuses an owner without a factor with a 403 that says where to turn it on, allows reading, and allows it all with one', async () => {
      const owner = await makeStaff(db(), { role: 'owner' });
      const cookie = await signInStaff(ctx().app, owner);
      const session = data<{ staff: { secondFactor: boolean; secondFactorRequired: boolean } }>(
        await inject({ method: 'GET', url: '/api/session', headers: { cookie } }),
      );
      expect(session.staff).toMatchObject({ secondFactor: false, secondFactorRequired: true });
      const before = await currentPriceBook(ctx().app, { cookie });
      const colleague = await makeStaff(db());
      const changes = [
        { method: 'POST', url: '/api/admin/price-book', payload: withRateTimes(before, 'kiaat_face', 1.1) },
        {
          method: 'POST',
          url: '/api/staff/users',
          payload: {
            email: 'new-member@grainline.example',
            name: 'New Member',
            role: 'staff',
            password: 'a long enough passphrase 7',
          },
        },
        {
          method: 'POST',
          url: `/api/staff/users/${colleague.id}/password`,
          payload: { newPassword: 'a long enough passphrase 8' },
        },
        { method: 'DELETE', url: `/api/staff/users/${colleague.id}` },
        { method: 'POST', url: '/api/staff/partners/1/suspend' },
        { method: 'PATCH', url: '/api/professional-users/1/approve', payload: {} },
      ] as const;
      for (const change of changes) {
        const refused = await inject({ ...change, headers: { cookie } });
        expect(`${change.method} ${change.url} ${refused.statusCode}`).toBe(`${change.method} ${change.url} 403`);
        expect(refused.json()).toMatchObject({ error: { message: expect.stringContaining('/admin/account') } });
      }
      // Reading stays allowed, and so does one's own account.
      for (const url of [
        '/api/admin/price-book',
        '/api/staff/users',
        '/api/professional-users',
        '/api/staff/partners/activity',
      ])
        expect((await inject({ method: 'GET', url, headers: { cookie } })).statusCode).toBe(200);
      const { secret } = await enrol(cookie);
      // Turning it on, this session is the one that did it: allowed at once.
      const saved = await inject({
        method: 'POST',
        url: '/api/admin/price-book',
        headers: { cookie },
        payload: withRateTimes(before, 'kiaat_face', 1.1),
      });
      expect(saved.statusCode).toBe(200);
      const signedIn = cookieOf(await codeStep(await passwordStep(owner), codeAt(secret)));
      expect(
        (
          await inject({
            method: 'POST',
            url: '/api/staff/users',
            headers: { cookie: signedIn },
            payload: changes[1].payload,
          })
        ).statusCode,
      ).toBe(201);
    });

    it('is declared by every route that changes prices, staff, partners or the bank account invoices name, and by no other', () => {
      const declared = ctx()
        .app.routeAccess.filter((route) => route.secondFactor)
        .map((route) => `${route.method} ${route.url}`)
        .sort();
      expect(declared).toEqual(
        [
          'POST /api/admin/price-book',
          'POST /api/admin/price-book/versions/:version/restore',
          'POST /api/staff/users',
          'DELETE /api/staff/users/:id',
          'POST /api/staff/users/:id/password',
          'POST /api/staff/users/:id/sign-in-lock/clear',
          'POST /api/staff/users/:id/second-factor/reset',
          'PATCH /api/professional-users/:id/approve',
          'PATCH /api/professional-users/:id/reject',
          'POST /api/professional-users/:id/setup-link',
          'POST /api/professional-users/:id/sign-in-lock/clear',
          'PATCH /api/staff/partners/:id/discount',
          'POST /api/staff/partners/:id/suspend',
          'POST /api/staff/partners/:id/reinstate',
          'PUT /api/admin/owner-settings',
        ].sort(),
      );
    });

    it('asks nothing of plain staff under owners', async () => {
      const member = await makeStaff(db());
      const cookie = await signInStaff(ctx().app, member);
      expect(
        data<{ staff: { secondFactorRequired: boolean } }>(
          await inject({ method: 'GET', url: '/api/staff/me', headers: { cookie } }),
        ).staff.secondFactorRequired,
      ).toBe(false);
      expect(
        (
          await inject({
            method: 'PATCH',
            url: '/api/professional-users/999999/approve',
            headers: { cookie },
            payload: {},
          })
        ).statusCode,
      ).toBe(404);
    });
  },
  { env: { REQUIRE_SECOND_FACTOR: 'owners' } },
);

describeEachDatabase(
  'REQUIRE_SECOND_FACTOR=all',
  (ctx) => {
    const { db, inject } = helpers(ctx);
    it('refuses plain staff without a factor on partner changes too', async () => {
      const cookie = await signInStaff(ctx().app, await makeStaff(db()));
      const refused = await inject({
        method: 'PATCH',
        url: '/api/professional-users/999999/approve',
        headers: { cookie },
        payload: {},
      });
      expect(refused.statusCode).toBe(403);
      expect((await inject({ method: 'GET', url: '/api/professional-users', headers: { cookie } })).statusCode).toBe(
        200,
      );
    });
  },
  { env: { REQUIRE_SECOND_FACTOR: 'all' } },
);
