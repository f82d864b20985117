import { expect, it } from 'vitest';
import { analyticsDay, dayBoundsUtc, previousDay } from '#core/analytics/analytics-day';
import { createVisitorKeyer, forgetVisitorSalts } from '#server/tracking/visitor-key';
import { describeEachDatabase } from './helpers/test-app';

// A beacon without a browser's user agent is a bot's, and is dropped (ADR 009).
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

describeEachDatabase('capture and tracking', (ctx) => {
  it('stores a lead capture (ANALYTICS-01 payload)', async () => {
    const response = await ctx().app.inject({
      method: 'POST',
      url: '/api/leads/capture',
      payload: {
        surfaceType: 'countertop',
        dimensions: { length: 2400, width: 600, thickness: 32 },
        quantity: 1,
        layout: 'l_shape',
        source: 'configurator_interaction',
        skipEmail: true,
        woodSpecies: 'kiaat_face',
        finish: 'satin',
        sessionId: 'session-abcdef12',
      },
    });
    expect(response.statusCode).toBe(201);
    const rows = await ctx().database.db.selectFrom('lead_captures').selectAll().execute();
    expect(rows.at(-1)).toMatchObject({
      surface_type: 'countertop',
      length_mm: 2400,
      layout: 'l_shape',
      wood_species: 'kiaat_face',
    });
  });

  it('stores visitor events without the IP address or query string', async () => {
    const response = await ctx().app.inject({
      method: 'POST',
      url: '/api/visitors/track',
      remoteAddress: '203.0.113.77',
      headers: { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile' },
      payload: {
        sessionId: 'session-abcdef12',
        pageUrl: 'https://shop.example/configurator?c=secret&email=a@b.co',
        referrer: 'https://www.google.com/search?q=wood',
        timeOnPage: 42,
        interactions: [{ type: 'page_view' }, { type: 'scroll_depth', value: 50 }, { type: 'configurator_start' }],
        configuratorData: { started: true, surfaceType: 'desk_top' },
      },
    });
    expect(response.statusCode).toBe(201);
    const rows = await ctx().database.db.selectFrom('visitor_events').selectAll().execute();
    expect(rows.map((r) => r.type)).toEqual(['page_view', 'scroll_depth', 'configurator_start']);
    expect(rows[0]).toMatchObject({
      page_path: '/configurator',
      referrer_host: 'www.google.com',
      device_type: 'mobile',
      time_on_page_s: 42,
    });
    expect(JSON.stringify(rows)).not.toContain('203.0.113');
    expect(JSON.stringify(rows)).not.toContain('secret');
  });

  it('keeps that a quote page was seen, never the quote link itself', async () => {
    const token = 'Qk9aR3JhaW5saW5lLXF1b3RlLXRva2VuLWZvci10ZXN0';
    const response = await ctx().app.inject({
      method: 'POST',
      url: '/api/visitors/track',
      headers: { 'user-agent': BROWSER },
      payload: {
        sessionId: 'session-quote001',
        pageUrl: `https://shop.example/quote/${token}`,
        interactions: [{ type: 'pdf_download' }],
      },
    });
    expect(response.statusCode).toBe(201);
    const rows = await ctx()
      .database.db.selectFrom('visitor_events')
      .selectAll()
      .where('session_id', '=', 'session-quote001')
      .execute();
    expect(rows.map((r) => r.page_path)).toEqual(['/quote/:token']);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('accepts a beacon sent as text/plain', async () => {
    const response = await ctx().app.inject({
      method: 'POST',
      url: '/api/visitors/track',
      headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': BROWSER },
      payload: JSON.stringify({ sessionId: 'session-beacon01', pageUrl: '/', interactions: [{ type: 'page_hidden' }] }),
    });
    expect(response.statusCode).toBe(201);
  });

  it.each([
    ['/api/leads/capture', { surfaceType: 'spaceship' }],
    ['/api/leads/capture', 'not json'],
    ['/api/visitors/track', { sessionId: '../../etc', pageUrl: '/' }],
    ['/api/visitors/track', { sessionId: 'session-abcdef12', pageUrl: '/', interactions: [{ type: 'hack' }] }],
  ])('answers a bad payload to %s with a 4xx', async (url, payload) => {
    const response = await ctx().app.inject({ method: 'POST', url, payload: payload as object });
    // A body without a JSON content type is 415; a JSON body with bad fields is 400.
    expect([400, 415]).toContain(response.statusCode);
  });

  it('stores every event of many beacons sent at once, each acknowledged only once stored (ADR 009)', async () => {
    const beacons = Array.from({ length: 40 }, (_, index) =>
      ctx().app.inject({
        method: 'POST',
        url: '/api/visitors/track',
        headers: { 'user-agent': BROWSER, 'content-type': 'text/plain;charset=UTF-8' },
        payload: JSON.stringify({
          sessionId: `burst-session-${String(index).padStart(3, '0')}`,
          pageUrl: '/configurator',
          interactions: Array.from({ length: 10 }, () => ({ type: 'scroll_depth', value: 25 })),
        }),
      }),
    );
    const responses = await Promise.all(beacons);
    expect(responses.map((response) => response.statusCode)).toEqual(Array.from({ length: 40 }, () => 201));
    const stored = await ctx()
      .database.db.selectFrom('visitor_events')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('session_id', 'like', 'burst-session-%')
      .executeTakeFirstOrThrow();
    expect(Number(stored.count)).toBe(400);
  });

  it('keys a visitor with a salt of the day: the same all day, another the day before, held in the database for every server', async () => {
    const today = analyticsDay(new Date());
    // The last millisecond of yesterday, Johannesburg time: always within the day the server trusts.
    const lastOfYesterday = new Date(Date.parse(dayBoundsUtc(today).from) - 1).toISOString();
    const send = (interactions: object[]) =>
      ctx().app.inject({
        method: 'POST',
        url: '/api/visitors/track',
        remoteAddress: '198.51.100.23',
        headers: { 'user-agent': BROWSER },
        payload: { sessionId: 'session-salted01', pageUrl: '/', interactions },
      });
    expect((await send([{ type: 'page_view' }, { type: 'page_hidden', at: lastOfYesterday }])).statusCode).toBe(201);
    expect((await send([{ type: 'page_view' }])).statusCode).toBe(201);
    const rows = await ctx()
      .database.db.selectFrom('visitor_events')
      .select(['day', 'visitor_key'])
      .where('session_id', '=', 'session-salted01')
      .execute();
    const keysOf = (day: string) => new Set(rows.filter((row) => row.day === day).map((row) => row.visitor_key));
    expect(keysOf(today).size).toBe(1);
    expect(keysOf(previousDay(today)).size).toBe(1);
    expect([...keysOf(today)][0]).not.toBe([...keysOf(previousDay(today))][0]);
    const salts = await ctx()
      .database.db.selectFrom('server_secrets')
      .select('name')
      .where('name', 'like', 'visitor-salt:%')
      .orderBy('name')
      .execute();
    expect(salts.map((salt) => salt.name)).toEqual([`visitor-salt:${previousDay(today)}`, `visitor-salt:${today}`]);
  });

  it("forgets a day's salt once the day is over and a day older, so its keys can no longer be recomputed", async () => {
    const { db, dataDir } = ctx().database;
    const today = analyticsDay(new Date());
    const threeDaysAgo = previousDay(previousDay(previousDay(today)));
    // The same key file and database, a new server: today's salt is still there, so the key is the same.
    // (Today's, not an old day's: the app's own retention job may forget an old salt at any moment.)
    const todays = { ip: '198.51.100.24', userAgent: BROWSER, day: today };
    expect(await createVisitorKeyer({ dataDir, db })(todays)).toBe(await createVisitorKeyer({ dataDir, db })(todays));
    const visitor = { ...todays, day: threeDaysAgo };
    const before = await createVisitorKeyer({ dataDir, db })(visitor);
    // The app's own hourly retention job may have forgotten it first; either way it is gone.
    await forgetVisitorSalts({ db, today });
    const left = await db.selectFrom('server_secrets').select('name').where('name', 'like', 'visitor-salt:%').execute();
    expect(left.map((salt) => salt.name)).not.toContain(`visitor-salt:${threeDaysAgo}`);
    // With the salt gone, the same key file, address and agent give another key.
    expect(await createVisitorKeyer({ dataDir, db })(visitor)).not.toBe(before);
    await forgetVisitorSalts({ db, today });
  });
});
