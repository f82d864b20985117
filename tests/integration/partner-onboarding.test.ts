import type { InjectOptions } from 'fastify';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import { makeStaff, signInPartner, signInStaff } from './helpers/accounts';
import { multipartForm } from './helpers/multipart-form';
import { describeEachDatabase } from './helpers/test-app';

const application = (overrides: Record<string, unknown> = {}) => ({
  businessName: 'Mbombela Kitchens',
  businessType: 'contractor',
  contactName: 'Ayanda Dube',
  contactEmail: `ayanda-${Math.random().toString(36).slice(2)}@example.co.za`,
  contactPhone: '013 555 0199',
  businessAddress: '12 Brown Street, Mbombela',
  ...overrides,
});

const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 1)]);
const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
);

describeEachDatabase('partner applications, approval, setup and sign-in', (ctx) => {
  const inject = (options: InjectOptions) => ctx().app.inject(options);
  const staffCookie = async () => signInStaff(ctx().app, await makeStaff(ctx().database.db, { name: 'Nomsa Staff' }));
  const apply = (body: object) => inject({ method: 'POST', url: '/api/professional-users/apply', payload: body });
  /** The apply call answers no id (it answers a repeat the same way); staff find the application by its address. */
  const applicationIdOf = async (email: string) =>
    Number(
      (
        await ctx()
          .database.db.selectFrom('partners')
          .select('id')
          .where('contact_email', '=', email.toLowerCase())
          .executeTakeFirstOrThrow()
      ).id,
    );
  const list = (cookie: string, status: string) =>
    inject({ method: 'GET', url: `/api/professional-users?status=${status}`, headers: { cookie } });
  const outbox = (kind: string) =>
    ctx()
      .database.db.selectFrom('outbox')
      .select(['payload_json', 'dedupe_key'])
      .where('kind', '=', kind)
      .orderBy('id')
      .execute();

  /** The token of the newest setup link e-mailed to an address. */
  const setupTokenFor = async (email: string) => {
    const messages = (await outbox('partner-setup-link')).map(
      (row) => JSON.parse(row.payload_json) as { to: string; text: string },
    );
    const text = messages.filter((m) => m.to === email).at(-1)?.text ?? '';
    return /setup\?token=([A-Za-z0-9_-]{43})/.exec(text)?.[1] ?? '';
  };

  const applyAndApprove = async (discountPercentage = 15) => {
    const body = application();
    const created = await apply(body);
    expect(created.statusCode).toBe(201);
    const id = await applicationIdOf(body.contactEmail);
    const cookie = await staffCookie();
    const approved = await inject({
      method: 'PATCH',
      url: `/api/professional-users/${id}/approve`,
      headers: { cookie },
      payload: { discountPercentage },
    });
    expect(approved.statusCode).toBe(200);
    return {
      id,
      email: body.contactEmail,
      token: await setupTokenFor(body.contactEmail),
      staffCookie: cookie,
      approved: approved.json<{ data: Record<string, unknown> }>().data,
    };
  };

  const setup = (fields: Record<string, string>, files: Parameters<typeof multipartForm>[1] = []) => {
    const form = multipartForm(fields, files);
    return inject({
      method: 'POST',
      url: '/api/professional-users/setup',
      payload: form.payload,
      headers: form.headers,
    });
  };

  it('takes an application, tells the workshop and the applicant, and answers a second one from the same address exactly as the first', async () => {
    const body = application({
      vatNumber: '4123456789',
      website: 'www.mbombela-kitchens.co.za',
      note: 'We fit 20 kitchens a year.',
    });
    const response = await apply(body);
    expect(response.statusCode).toBe(201);
    const mails = (await outbox('partner-application')).map(
      (row) => JSON.parse(row.payload_json) as { to: string; text: string },
    );
    expect(
      mails.some(
        (m) =>
          m.to === ctx().config.business.email && m.text.includes('Mbombela Kitchens') && m.text.includes('4123456789'),
      ),
    ).toBe(true);
    // A second application from the same address answers exactly as the first: only the applicant's mailbox tells.
    const duplicate = await apply({ ...body, contactEmail: body.contactEmail.toUpperCase() });
    expect(duplicate.statusCode).toBe(response.statusCode);
    expect(duplicate.json()).toEqual(response.json());
    expect(response.json()).toEqual({ success: true, data: { status: 'pending' } });
    const stored = await ctx()
      .database.db.selectFrom('partners')
      .select('id')
      .where('contact_email', '=', body.contactEmail.toLowerCase())
      .execute();
    expect(stored).toHaveLength(1);
    const acknowledgements = (await outbox('partner-application-acknowledgement')).map(
      (row) => JSON.parse(row.payload_json) as { to: string; text: string },
    );
    const toApplicant = acknowledgements.filter((m) => m.to.toLowerCase() === body.contactEmail.toLowerCase());
    expect(toApplicant.map((m) => m.text.includes('already have an application'))).toEqual([false, true]);
    // Anyone can type any address: the applicant's e-mail carries nothing they typed (ADR 040).
    expect(toApplicant.some((m) => m.text.includes('Mbombela Kitchens') || m.text.includes('20 kitchens'))).toBe(false);
  });

  it('keeps the line breaks of the address and note text areas, and refuses other control characters', async () => {
    const body = application({
      businessAddress: 'Unit 4, Riverside Park\r\n12 Brown Street\nMbombela 1201',
      note: 'We fit kitchens.\n\tMostly in the Lowveld.',
    });
    const response = await apply(body);
    expect(response.statusCode).toBe(201);
    const id = await applicationIdOf(body.contactEmail);
    const listed = (await list(await staffCookie(), 'pending')).json<{ data: { id: number }[] }>().data;
    expect(listed.find((a) => a.id === id)).toMatchObject({
      businessAddress: 'Unit 4, Riverside Park\n12 Brown Street\nMbombela 1201',
      note: 'We fit kitchens.\n\tMostly in the Lowveld.',
    });
    const withNul = await apply(application({ businessAddress: '12 Brown\u0000 Street' }));
    expect(withNul.statusCode).toBe(400);
    expect(withNul.json()).toMatchObject({
      error: { fields: { businessAddress: 'Business address contains characters we cannot store' } },
    });
  });

  it('refuses bad applications field by field and stores nothing', async () => {
    const before = await ctx().database.db.selectFrom('partners').select('id').execute();
    const response = await apply({
      businessName: '',
      businessType: 'builder',
      contactName: 'A',
      contactEmail: 'not-an-email',
      contactPhone: '123',
      businessAddress: ' ',
      website: 'javascript:alert(1)',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: {
        fields: {
          businessName: 'Business name is required',
          businessType: 'Choose Contractor or Reseller',
          contactEmail: 'Please enter a valid email address',
          contactPhone: 'Please enter a valid phone number',
          businessAddress: 'Business address is required',
          website: expect.stringContaining('website address'),
        },
      },
    });
    expect(await ctx().database.db.selectFrom('partners').select('id').execute()).toHaveLength(before.length);
  });

  it('approves with the chosen discount, records who approved, and e-mails a single-use setup link', async () => {
    const { id, email, token, approved, staffCookie: cookie } = await applyAndApprove(15);
    expect(approved).toMatchObject({
      id,
      status: 'approved',
      discountPercentage: 15,
      decidedBy: 'Nomsa Staff',
      hasAccount: false,
    });
    expect(token).toHaveLength(43);
    const stored = await ctx()
      .database.db.selectFrom('partner_setup_tokens')
      .select('token_hash')
      .where('partner_id', '=', id)
      .execute();
    expect(stored.map((row) => row.token_hash)).not.toContain(token);
    const listed = (await list(cookie, 'approved')).json<{ data: { contactEmail: string }[] }>().data;
    expect(listed.map((a) => a.contactEmail)).toContain(email);
    const twice = await inject({
      method: 'PATCH',
      url: `/api/professional-users/${id}/approve`,
      headers: { cookie },
      payload: { discountPercentage: 15 },
    });
    expect(twice.statusCode).toBe(409);
    const tooMuch = await inject({
      method: 'PATCH',
      url: `/api/professional-users/${id}/approve`,
      headers: { cookie },
      payload: { discountPercentage: 31 },
    });
    expect(tooMuch.statusCode).toBe(400);
  });

  it('approves with a discount of two decimals (12.5 %) and refuses a third decimal', async () => {
    const body = application();
    expect((await apply(body)).statusCode).toBe(201);
    const id = await applicationIdOf(body.contactEmail);
    const cookie = await staffCookie();
    const approve = (discountPercentage: number) =>
      inject({
        method: 'PATCH',
        url: `/api/professional-users/${id}/approve`,
        headers: { cookie },
        payload: { discountPercentage },
      });
    const refused = await approve(12.345);
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('Discount may have at most two decimals');
    const approved = await approve(12.5);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ data: { id, status: 'approved', discountPercentage: 12.5 } });
    const stored = await ctx()
      .database.db.selectFrom('partners')
      .select('discount_basis_points')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(Number(stored.discount_basis_points)).toBe(1250);
  });

  it('rejects with a reason that the rejected filter shows, and refuses a blank reason', async () => {
    const body = application();
    expect((await apply(body)).statusCode).toBe(201);
    const id = await applicationIdOf(body.contactEmail);
    const cookie = await staffCookie();
    const blank = await inject({
      method: 'PATCH',
      url: `/api/professional-users/${id}/reject`,
      headers: { cookie },
      payload: { rejectionReason: '   ' },
    });
    expect(blank.statusCode).toBe(400);
    // Typed in a text area: its line break is kept.
    const rejected = await inject({
      method: 'PATCH',
      url: `/api/professional-users/${id}/reject`,
      headers: { cookie },
      payload: { rejectionReason: 'Outside our delivery area.\r\nWelcome to apply again next year.' },
    });
    expect(rejected.statusCode).toBe(200);
    const listed = (await list(cookie, 'rejected')).json<{ data: { id: number; rejectionReason: string }[] }>().data;
    expect(listed.find((a) => a.id === id)?.rejectionReason).toBe(
      'Outside our delivery area.\nWelcome to apply again next year.',
    );
    expect((await list(cookie, 'nonsense')).statusCode).toBe(400);
  });

  it('sets up with a logo through the link once, then the partner signs in', async () => {
    const { id, token } = await applyAndApprove(15);
    const details = await inject({ method: 'GET', url: `/api/professional-users/${token}` });
    expect(details.json()).toEqual({
      success: true,
      data: {
        id,
        businessName: 'Mbombela Kitchens',
        businessType: 'contractor',
        discountPercentage: 15,
        status: 'approved',
      },
    });

    const logo = await sharp({ create: { width: 1600, height: 400, channels: 3, background: '#7a4b22' } })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Artist: 'secret' } } })
      .toBuffer();
    const done = await setup(
      { token, username: 'Mbombela.Kitchens', password: 'partner password 1', professionalUserId: String(id) },
      [{ field: 'logo', fileName: 'logo.jpg', contentType: 'image/jpeg', bytes: logo }],
    );
    expect(done.statusCode).toBe(201);
    expect(done.json()).toEqual({ success: true, data: { username: 'mbombela.kitchens' } });
    const stored = await ctx()
      .database.db.selectFrom('partner_logos')
      .selectAll()
      .where('partner_id', '=', id)
      .executeTakeFirstOrThrow();
    const meta = await sharp(Buffer.from(stored.bytes)).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 600, height: 150 });
    expect(meta.exif).toBeUndefined();

    expect((await inject({ method: 'GET', url: `/api/professional-users/${token}` })).statusCode).toBe(404);
    const reused = await setup({ token, username: 'someone-else', password: 'partner password 2' });
    expect(reused.statusCode).toBe(404);
    expect(reused.json()).toMatchObject({ error: { message: 'This setup link is invalid or has expired.' } });

    const cookie = await signInPartner(ctx().app, { username: 'MBOMBELA.kitchens', password: 'partner password 1' });
    const me = await inject({ method: 'GET', url: '/api/professional/me', headers: { cookie } });
    expect(me.json()).toMatchObject({
      data: { partner: { id, businessName: 'Mbombela Kitchens', discountPercentage: 15, hasLogo: true } },
    });
    const wrong = await inject({
      method: 'POST',
      url: '/api/professional-auth/login',
      payload: { username: 'mbombela.kitchens', password: 'nope nope nope' },
    });
    expect(wrong.json()).toEqual({
      success: false,
      error: { code: 'unauthorized', message: 'Incorrect username or password' },
    });
    const logout = await inject({ method: 'POST', url: '/api/professional-auth/logout', headers: { cookie } });
    expect(logout.statusCode).toBe(200);
    expect((await inject({ method: 'GET', url: '/api/professional/me', headers: { cookie } })).statusCode).toBe(401);
  });

  it('makes a setup link valid for 7 days; a fresh one from staff replaces it and is used once', async () => {
    const { id, email, token, staffCookie: cookie } = await applyAndApprove();
    const link = await ctx()
      .database.db.selectFrom('partner_setup_tokens')
      .select(['created_at', 'expires_at'])
      .where('partner_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(Date.parse(link.expires_at) - Date.parse(link.created_at)).toBe(7 * 24 * 60 * 60 * 1000);
    const fresh = await inject({
      method: 'POST',
      url: `/api/professional-users/${id}/setup-link`,
      headers: { cookie },
    });
    expect(fresh.statusCode).toBe(200);
    const newToken = await setupTokenFor(email);
    expect(newToken).not.toBe(token);
    expect((await inject({ method: 'GET', url: `/api/professional-users/${token}` })).statusCode).toBe(404);
    expect((await setup({ token, username: 'old-link', password: 'partner password 1' })).statusCode).toBe(404);
    expect((await setup({ token: newToken, username: 'new-link', password: 'partner password 1' })).statusCode).toBe(
      201,
    );
    expect(
      (await setup({ token: newToken, username: 'new-link-again', password: 'partner password 1' })).statusCode,
    ).toBe(404);
    // Set up, the partner needs no further link.
    expect(
      (await inject({ method: 'POST', url: `/api/professional-users/${id}/setup-link`, headers: { cookie } }))
        .statusCode,
    ).toBe(409);
  });

  it('refuses an expired link, a link of a rejected application, and a wrong partner id', async () => {
    const expired = await applyAndApprove();
    await ctx()
      .database.db.updateTable('partner_setup_tokens')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('partner_id', '=', expired.id)
      .execute();
    expect((await inject({ method: 'GET', url: `/api/professional-users/${expired.token}` })).statusCode).toBe(404);
    expect(
      (await setup({ token: expired.token, username: 'late-partner', password: 'partner password 1' })).statusCode,
    ).toBe(404);

    const other = await applyAndApprove();
    expect(
      (
        await setup({
          token: other.token,
          username: 'wrong-id',
          password: 'partner password 1',
          professionalUserId: String(other.id + 1000),
        })
      ).statusCode,
    ).toBe(404);
    expect((await inject({ method: 'GET', url: `/api/professional-users/${other.token}` })).statusCode).toBe(200);
    // PARTNER-06: a status other than approved is an invalid link too.
    await ctx().database.db.updateTable('partners').set({ status: 'rejected' }).where('id', '=', other.id).execute();
    expect((await inject({ method: 'GET', url: `/api/professional-users/${other.token}` })).statusCode).toBe(404);
    expect(
      (await setup({ token: other.token, username: 'not-approved', password: 'partner password 1' })).statusCode,
    ).toBe(404);
    for (const token of ['', 'short', 'x'.repeat(43)])
      expect((await inject({ method: 'GET', url: `/api/professional-users/${token || '%20'}` })).statusCode).toBe(404);

    const fresh = await inject({
      method: 'POST',
      url: `/api/professional-users/${expired.id}/setup-link`,
      headers: { cookie: expired.staffCookie },
    });
    expect(fresh.statusCode).toBe(200);
    const newToken = await setupTokenFor(expired.email);
    expect(newToken).not.toBe(expired.token);
    expect((await inject({ method: 'GET', url: `/api/professional-users/${newToken}` })).statusCode).toBe(200);
  });

  it('refuses a logo that is an .exe or an SVG, and setup form errors with PARTNER-08 messages, changing nothing', async () => {
    const { id, token } = await applyAndApprove();
    const files = [
      ['setup.exe', 'application/x-msdownload', EXE],
      ['logo.png', 'image/png', EXE],
      ['logo.svg', 'image/svg+xml', SVG],
      ['logo.png', 'image/png', SVG],
    ] as const;
    for (const [fileName, contentType, bytes] of files) {
      const response = await setup({ token, username: 'logo-test', password: 'partner password 1' }, [
        { field: 'logo', fileName, contentType, bytes },
      ]);
      expect(response.statusCode).toBe(415);
      expect(response.json()).toMatchObject({
        error: { fields: { logo: 'The logo must be a PNG, JPEG or WebP image' } },
      });
    }
    const short = await setup({ token, username: 'ab', password: 'short' });
    expect(short.json()).toMatchObject({
      error: {
        fields: {
          username: 'Username must be at least 3 characters',
          password: 'Password must be at least 8 characters',
        },
      },
    });
    const partner = await ctx()
      .database.db.selectFrom('partners')
      .select(['username', 'password_hash'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(partner).toEqual({ username: null, password_hash: null });
    expect((await inject({ method: 'GET', url: `/api/professional-users/${token}` })).statusCode).toBe(200);
    const notMultipart = await inject({ method: 'POST', url: '/api/professional-users/setup', payload: { token } });
    expect(notMultipart.statusCode).toBe(400);
  });

  it('ends a partner session when the partner is no longer approved', async () => {
    const { token } = await applyAndApprove();
    await setup({ token, username: 'soon-suspended', password: 'partner password 1' });
    const cookie = await signInPartner(ctx().app, { username: 'soon-suspended', password: 'partner password 1' });
    await ctx()
      .database.db.updateTable('partners')
      .set({ status: 'suspended' })
      .where('username', '=', 'soon-suspended')
      .execute();
    expect((await inject({ method: 'GET', url: '/api/professional/me', headers: { cookie } })).statusCode).toBe(401);
    const again = await inject({
      method: 'POST',
      url: '/api/professional-auth/login',
      payload: { username: 'soon-suspended', password: 'partner password 1' },
    });
    expect(again.statusCode).toBe(401);
  });
});
