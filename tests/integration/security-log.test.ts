import { expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import type { SecurityLogPage } from '#core/accounts/security-log-schemas';
import { runMaintenance } from '#server/maintenance/run-maintenance';
import { createSecurityLog } from '#server/security/security-log';
import { createClientKeyer } from '#server/security/client-key';
import { serverSecret } from '#server/auth/server-secret';
import { createFirstOwner } from '#server/staff/create-first-owner';
import { makePartner, makeStaff, signInPartner, signInStaff } from './helpers/accounts';
import { currentPriceBook, withRateTimes } from './helpers/price-book-edits';
import { describeEachDatabase } from './helpers/test-app';

const LIMIT = 10;
const CLIENT = '203.0.113.7';

/** STAFF-14, STAFF-15, ADR 022: every kind of event is recorded with who, when and the client's keyed hash. */
describeEachDatabase('the security log', (ctx) => {
  const db = () => ctx().database.db;
  const inject = (options: InjectOptions) => ctx().app.inject({ remoteAddress: CLIENT, ...options });
  const expectedHash = async () => createClientKeyer(await serverSecret(db(), 'client-key'))(CLIENT);
  const newest = async (count: number) =>
    (await db().selectFrom('security_events').selectAll().orderBy('id', 'desc').limit(count).execute()).reverse();
  const ownerCookie = async () => {
    const owner = await makeStaff(db(), { role: 'owner', name: 'Olive Owner' });
    return { owner, cookie: await signInStaff(ctx().app, owner) };
  };

  it('records sign-ins and failures of staff and partners, naming an unknown account only as such', async () => {
    const staff = await makeStaff(db(), { name: 'Sam Staff' });
    const partner = await makePartner(db(), { businessName: 'Acme Joinery' });
    expect(
      (
        await inject({
          method: 'POST',
          url: '/api/staff/login',
          payload: { email: staff.email, password: 'wrong password' },
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (
        await inject({
          method: 'POST',
          url: '/api/staff/login',
          payload: { email: staff.email, password: staff.password },
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await inject({
          method: 'POST',
          url: '/api/staff/login',
          payload: { email: 'nobody-here@grainline.example', password: 'anything at all' },
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (
        await inject({
          method: 'POST',
          url: '/api/professional-auth/login',
          payload: { username: partner.username, password: partner.password },
        })
      ).statusCode,
    ).toBe(200);
    const rows = await newest(4);
    const hash = await expectedHash();
    expect(rows.map((row) => [row.kind, row.actor_kind, row.actor_name, row.subject])).toEqual([
      ['sign_in_failed', 'visitor', null, `Sam Staff <${staff.email}>`],
      ['sign_in', 'staff', `Sam Staff <${staff.email}>`, null],
      ['sign_in_failed', 'visitor', null, 'An unknown staff e-mail address'],
      ['sign_in', 'partner', `Acme Joinery (partner ${partner.id})`, null],
    ]);
    for (const row of rows) {
      expect(row.client_hash).toBe(hash);
      expect(Date.now() - Date.parse(row.occurred_at)).toBeLessThan(60_000);
    }
    // Never the address, never what was typed for an unknown account.
    expect(JSON.stringify(rows)).not.toContain(CLIENT);
    expect(JSON.stringify(rows)).not.toContain('nobody-here');
  });

  it('records the delay the limit starts, shows it on the staff and partner lists, and records an owner clearing it (STAFF-15)', async () => {
    const { cookie } = await ownerCookie();
    const staff = await makeStaff(db(), { name: 'Locked Lee' });
    for (let n = 0; n < LIMIT; n++)
      await inject({
        method: 'POST',
        url: '/api/staff/login',
        payload: { email: staff.email, password: `wrong ${n}` },
        remoteAddress: `10.9.0.${n}`,
      });
    const delayed = await newest(1);
    expect(delayed[0]).toMatchObject({ kind: 'sign_in_delayed', subject: `Locked Lee <${staff.email}>` });
    expect(delayed[0]?.detail).toMatch(/^No attempt is verified before \d{4}\/\d{2}\/\d{2} \d{2}:\d{2}$/);

    const listed = (await inject({ method: 'GET', url: '/api/staff/users', headers: { cookie } })).json<{
      data: { id: number; signInDelayedUntil: string | null }[];
    }>().data;
    const entry = listed.find((member) => member.id === staff.id);
    expect(entry?.signInDelayedUntil).not.toBeNull();
    expect(Date.parse(entry?.signInDelayedUntil ?? '')).toBeGreaterThan(Date.now());

    expect(
      (await inject({ method: 'POST', url: `/api/staff/users/${staff.id}/sign-in-lock/clear`, headers: { cookie } }))
        .statusCode,
    ).toBe(200);
    expect(await newest(1)).toMatchObject([
      {
        kind: 'sign_in_delay_cleared',
        actor_kind: 'staff',
        actor_name: expect.stringContaining('Olive Owner'),
        subject: `Locked Lee <${staff.email}>`,
      },
    ]);
    const after = (await inject({ method: 'GET', url: '/api/staff/users', headers: { cookie } })).json<{
      data: { id: number; signInDelayedUntil: string | null }[];
    }>().data;
    expect(after.find((member) => member.id === staff.id)?.signInDelayedUntil).toBeNull();
    expect(
      (
        await inject({
          method: 'POST',
          url: '/api/staff/login',
          payload: { email: staff.email, password: staff.password },
        })
      ).statusCode,
    ).toBe(200);

    const partner = await makePartner(db(), { businessName: 'Delay Doors' });
    for (let n = 0; n < LIMIT; n++)
      await inject({
        method: 'POST',
        url: '/api/professional-auth/login',
        payload: { username: partner.username, password: `wrong ${n}` },
        remoteAddress: `10.9.1.${n}`,
      });
    const delayOf = async () =>
      (await inject({ method: 'GET', url: '/api/staff/partners/activity', headers: { cookie } }))
        .json<{ data: { id: number; signInDelayedUntil: string | null }[] }>()
        .data.find((row) => row.id === partner.id)?.signInDelayedUntil;
    expect(await delayOf()).not.toBeNull();
    expect(
      (
        await inject({
          method: 'POST',
          url: `/api/professional-users/${partner.id}/sign-in-lock/clear`,
          headers: { cookie },
        })
      ).statusCode,
    ).toBe(200);
    expect(await newest(1)).toMatchObject([
      { kind: 'sign_in_delay_cleared', subject: `Delay Doors (partner ${partner.id})` },
    ]);
    expect(await delayOf()).toBeNull();
  });

  it('records password changes and resets, staff added and removed with their role', async () => {
    const { cookie } = await ownerCookie();
    const added = await inject({
      method: 'POST',
      url: '/api/staff/users',
      headers: { cookie },
      payload: {
        email: 'new.hand@grainline.example',
        name: 'New Hand',
        role: 'staff',
        password: 'sawdust and shavings 42',
      },
    });
    expect(added.statusCode).toBe(201);
    const id = added.json<{ data: { id: number } }>().data.id;
    expect(
      (
        await inject({
          method: 'POST',
          url: `/api/staff/users/${id}/password`,
          headers: { cookie },
          payload: { newPassword: 'planed walnut boards 7' },
        })
      ).statusCode,
    ).toBe(200);
    const own = await signInStaff(ctx().app, {
      email: 'new.hand@grainline.example',
      password: 'planed walnut boards 7',
    });
    expect(
      (
        await inject({
          method: 'POST',
          url: '/api/staff/password',
          headers: { cookie: own },
          payload: { currentPassword: 'planed walnut boards 7', newPassword: 'dovetail joints rule 9' },
        })
      ).statusCode,
    ).toBe(200);
    expect((await inject({ method: 'DELETE', url: `/api/staff/users/${id}`, headers: { cookie } })).statusCode).toBe(
      200,
    );

    const rows = (await newest(6)).filter((row) => row.kind !== 'sign_in');
    const subject = 'New Hand <new.hand@grainline.example> (staff)';
    expect(rows.map((row) => [row.kind, row.actor_name?.split(' <')[0], row.subject])).toEqual([
      ['staff_added', 'Olive Owner', subject],
      ['password_reset', 'Olive Owner', subject],
      ['password_changed', 'New Hand', subject],
      ['staff_removed', 'Olive Owner', subject],
    ]);
  });

  it('records partner approvals, rejections, suspensions, reinstatements, discount changes and a partner’s own password change', async () => {
    const { cookie } = await ownerCookie();
    const pending = await makePartner(db(), { status: 'pending', withAccount: false, businessName: 'Pending Planks' });
    const other = await makePartner(db(), { status: 'pending', withAccount: false, businessName: 'Rejected Rafters' });
    expect(
      (
        await inject({
          method: 'PATCH',
          url: `/api/professional-users/${pending.id}/approve`,
          headers: { cookie },
          payload: { discountPercentage: 15 },
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await inject({
          method: 'PATCH',
          url: `/api/professional-users/${other.id}/reject`,
          headers: { cookie },
          payload: { rejectionReason: 'Not a trade business' },
        })
      ).statusCode,
    ).toBe(200);
    const partner = await makePartner(db(), { businessName: 'Suspended Sashes' });
    const partnerCookie = await signInPartner(ctx().app, partner);
    expect(
      (
        await inject({
          method: 'POST',
          url: '/api/professional/password',
          headers: { cookie: partnerCookie },
          payload: { currentPassword: partner.password, newPassword: 'mortise and tenon 31' },
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await inject({ method: 'POST', url: `/api/staff/partners/${partner.id}/suspend`, headers: { cookie } }))
        .statusCode,
    ).toBe(200);
    expect(
      (await inject({ method: 'POST', url: `/api/staff/partners/${partner.id}/reinstate`, headers: { cookie } }))
        .statusCode,
    ).toBe(200);
    expect(
      (
        await inject({
          method: 'PATCH',
          url: `/api/staff/partners/${partner.id}/discount`,
          headers: { cookie },
          payload: { discountPercentage: 20 },
        })
      ).statusCode,
    ).toBe(200);

    const rows = (await newest(8)).filter((row) => row.kind !== 'sign_in');
    expect(rows.map((row) => [row.kind, row.actor_kind, row.subject])).toEqual([
      ['partner_approved', 'staff', `Pending Planks (partner ${pending.id})`],
      ['partner_rejected', 'staff', `Rejected Rafters (partner ${other.id})`],
      ['password_changed', 'partner', `Suspended Sashes (partner ${partner.id})`],
      ['partner_suspended', 'staff', `Suspended Sashes (partner ${partner.id})`],
      ['partner_reinstated', 'staff', `Suspended Sashes (partner ${partner.id})`],
      ['partner_discount_changed', 'staff', `Suspended Sashes (partner ${partner.id})`],
    ]);
    expect(rows.at(-1)?.detail).toBe('Discount 20 % for new quotes');
    expect(rows[0]?.detail).toBe('Discount 15 %');
  });

  it('records price-book saves and restores, exports and erasures (naming the erasure, never the person)', async () => {
    const { cookie } = await ownerCookie();
    const before = await currentPriceBook(ctx().app, { cookie });
    const saved = await inject({
      method: 'POST',
      url: '/api/admin/price-book',
      headers: { cookie },
      payload: withRateTimes(before, 'kiaat_face', 1.1, 'Kiaat went up'),
    });
    expect(saved.statusCode).toBe(200);
    const version = saved.json<{ data: { version: number } }>().data.version;
    expect(
      (
        await inject({
          method: 'POST',
          url: `/api/admin/price-book/versions/${before.version}/restore`,
          headers: { cookie },
          payload: { version },
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await inject({ method: 'GET', url: '/api/exports/leads.csv?days=30', headers: { cookie } })).statusCode,
    ).toBe(200);
    expect(
      (
        await inject({
          method: 'POST',
          url: '/api/privacy/erase',
          headers: { cookie },
          payload: { email: 'erase.me@example.co.za' },
        })
      ).statusCode,
    ).toBe(200);

    const rows = await newest(4);
    expect(rows.map((row) => [row.kind, row.subject, row.detail])).toEqual([
      ['price_book_saved', `Price book version ${version}`, 'Kiaat went up'],
      ['price_book_restored', `Price book version ${version + 1}`, `Restored from version ${before.version}`],
      ['data_exported', 'leads.csv', 'Last 30 days'],
      [
        'personal_data_erased',
        'Nothing held for that address',
        'leads: 0, quotes: 0, sketches: 0, emails: 0, quotePdfs: 0, notes: 0, invoicesKept: 0, invoicesKeptUntil: null, ' +
          'emailFiles: 0, storageReclaimed: true',
      ],
    ]);
    expect(JSON.stringify(rows)).not.toContain('erase.me');
  });

  it('records create-owner’s reset by the command line, without a client', async () => {
    const owner = await makeStaff(db(), { role: 'owner', name: 'Cli Owner' });
    await createFirstOwner(db(), {
      email: owner.email,
      name: 'Cli Owner',
      password: 'a brand new shop key 5',
      resetPassword: true,
      now: new Date(),
    });
    expect(await newest(1)).toMatchObject([
      {
        kind: 'password_reset',
        actor_kind: 'system',
        subject: `Cli Owner <${owner.email}> (owner)`,
        client_hash: null,
      },
    ]);
  });

  it('lets owners page through the log newest first and download it as CSV; 401 signed out, 403 for staff and partners', async () => {
    const { cookie } = await ownerCookie();
    const staffCookie = await signInStaff(ctx().app, await makeStaff(db()));
    const partnerCookie = await signInPartner(ctx().app, await makePartner(db()));
    for (const url of ['/api/admin/security-log', '/api/admin/security-log.csv']) {
      expect((await inject({ method: 'GET', url })).statusCode).toBe(401);
      expect((await inject({ method: 'GET', url, headers: { cookie: staffCookie } })).statusCode).toBe(403);
      expect((await inject({ method: 'GET', url, headers: { cookie: partnerCookie } })).statusCode).toBe(403);
    }
    const log = createSecurityLog({ db: db(), clientKey: () => 'hash' });
    for (let n = 0; n < 60; n++)
      await log.record({ ip: CLIENT, principal: null } as never, { kind: 'sign_in_failed', subject: `Filler ${n}` });

    const first = (await inject({ method: 'GET', url: '/api/admin/security-log', headers: { cookie } })).json<{
      data: SecurityLogPage;
    }>().data;
    expect(first.entries).toHaveLength(50);
    expect(first.entries[0]?.subject).toBe('Filler 59');
    const ids = first.entries.map((entry) => entry.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(first.nextBefore).toBe(ids.at(-1));
    const second = (
      await inject({ method: 'GET', url: `/api/admin/security-log?before=${first.nextBefore}`, headers: { cookie } })
    ).json<{
      data: SecurityLogPage;
    }>().data;
    expect(second.entries[0]?.id).toBeLessThan(first.nextBefore ?? 0);
    expect(
      (await inject({ method: 'GET', url: '/api/admin/security-log?before=abc', headers: { cookie } })).statusCode,
    ).toBe(400);

    const csv = await inject({ method: 'GET', url: '/api/admin/security-log.csv', headers: { cookie } });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="security-log-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Entry,When (UTC),What,By (kind),By,Subject,Detail,Client (keyed hash)');
    expect(lines).toContainEqual(expect.stringMatching(/^\d+,[^,]+,Sign-in failed,visitor,,Filler 59,,hash$/));
    expect(lines.length - 1).toBe(
      Number(
        (
          await db()
            .selectFrom('security_events')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    );
    expect(await newest(1)).toMatchObject([
      { kind: 'security_log_exported', actor_name: expect.stringContaining('Olive Owner') },
    ]);
  });

  it('forgets entries past SECURITY_LOG_RETENTION_DAYS in the maintenance job', async () => {
    const old = new Date(Date.now() - 400 * 86_400_000).toISOString();
    await db()
      .insertInto('security_events')
      .values({
        occurred_at: old,
        kind: 'sign_in',
        actor_kind: 'staff',
        actor_id: 1,
        actor_name: 'Old',
        subject: null,
        detail: null,
        client_hash: null,
      })
      .execute();
    const { securityEventsDeleted } = await runMaintenance({
      db: db(),
      unattachedSketchHours: 24,
      securityLogRetentionDays: 365,
      now: new Date(),
    });
    expect(securityEventsDeleted).toBe(1);
    expect(await db().selectFrom('security_events').select('id').where('occurred_at', '=', old).execute()).toEqual([]);
  });
});
