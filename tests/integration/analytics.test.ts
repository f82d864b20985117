import { describe, expect, it } from 'vitest';
import { analyticsDay, periodDays } from '#core/analytics/analytics-day';
import { summarizeDay } from '#core/analytics/summarize-day';
import { deleteRawEventsBefore } from '#server/analytics/delete-raw-events';
import { makeStaff, signInStaff } from './helpers/accounts';
import { ACCEPT_BILLING, makeQuoteRequest } from './helpers/quote-factories';
import { describeEachDatabase, type TestContext } from './helpers/test-app';
import { rawVisitorEvent, servedPageToken } from './helpers/visitor-events';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const DESKTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
// 41.0.0.0/8 is allocated to South Africa in the GeoLite2 data.
const SOUTH_AFRICAN_IP = '41.0.0.1';

const STAFF_CALLS = [
  ['GET', '/api/analytics?days=3'],
  ['GET', '/api/analytics/conversion-funnel?days=3'],
  ['GET', '/api/leads/real?days=7'],
  ['GET', '/api/leads/stats?days=7'],
  ['GET', '/api/visitors/analytics?days=7'],
  ['GET', '/api/visitors/behavior?days=7'],
  ['POST', '/api/reports/daily'],
] as const;

async function track(
  ctx: TestContext,
  options: {
    ip: string;
    userAgent: string;
    sessionId: string;
    pageUrl?: string;
    referrer?: string;
    timeOnPage?: number;
    interactions: object[];
  },
) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/visitors/track',
    remoteAddress: options.ip,
    headers: { 'user-agent': options.userAgent, 'content-type': 'text/plain;charset=UTF-8' },
    payload: JSON.stringify({
      sessionId: options.sessionId,
      pageUrl: options.pageUrl ?? 'https://shop.example/',
      referrer: options.referrer ?? '',
      timeOnPage: options.timeOnPage ?? 0,
      // A page the server served ten minutes ago (ADR 041).
      pageToken: await servedPageToken(ctx.database.db, 600),
      interactions: options.interactions,
    }),
  });
}

describeEachDatabase('staff analytics', (ctx) => {
  it.each(STAFF_CALLS)('%s %s answers 401 without a staff session', async (method, url) => {
    const response = await ctx().app.inject({ method, url });
    expect(response.statusCode).toBe(401);
  });

  describe('on a fresh database', () => {
    it('answers each call with empty figures', async () => {
      const cookie = await signInStaff(ctx().app, await makeStaff(ctx().database.db));
      const get = async (url: string) =>
        (await ctx().app.inject({ method: 'GET', url, headers: { cookie } })).json<{ data: unknown }>().data;
      expect(await get('/api/analytics')).toMatchObject({
        totals: { total_leads: 0, total_quotes: 0 },
        visitors: [],
        leads: [],
        quotes: [],
      });
      expect(await get('/api/visitors/analytics')).toMatchObject({ dailyStats: [], geography: [] });
      expect(await get('/api/visitors/behavior')).toEqual({
        funnel: {
          total_visitors: 0,
          started_configurator: 0,
          completed_configurator: 0,
          submitted_lead: 0,
          leads_without_visit: 0,
        },
        dropOffs: [],
      });
      expect(await get('/api/leads/real')).toEqual([]);
    });
  });

  describe('after a phone and a desktop visit, a saved and accepted quote, and a bot', () => {
    let cookie = '';
    const get = async <T>(url: string): Promise<T> => {
      const response = await ctx().app.inject({ method: 'GET', url, headers: { cookie } });
      expect(response.statusCode).toBe(200);
      return response.json<{ data: T }>().data;
    };

    it('stores the beacons, drops the bot and rolls the day up', async () => {
      cookie = await signInStaff(ctx().app, await makeStaff(ctx().database.db));
      const phone = await track(ctx(), {
        ip: SOUTH_AFRICAN_IP,
        userAgent: IPHONE,
        sessionId: 'phone-session-1',
        pageUrl: 'https://shop.example/?utm_source=Facebook&utm_medium=social&utm_campaign=spring',
        timeOnPage: 90,
        interactions: [
          { type: 'page_view' },
          {
            type: 'configurator_start',
            configuratorData: { surfaceType: 'floating_shelf', woodSpecies: 'walnut_face' },
          },
        ],
      });
      expect(phone.statusCode).toBe(201);
      const desktop = await track(ctx(), {
        ip: '127.0.0.1',
        userAgent: DESKTOP,
        sessionId: 'desktop-session-1',
        referrer: 'https://www.google.co.za/search?q=kiaat',
        timeOnPage: 300,
        interactions: [
          { type: 'page_view' },
          { type: 'configurator_start', configuratorData: { surfaceType: 'countertop', woodSpecies: 'kiaat_face' } },
          { type: 'configurator_complete', configuratorData: { surfaceType: 'countertop', woodSpecies: 'kiaat_face' } },
        ],
      });
      expect(desktop.json()).toEqual({ success: true, data: { stored: 3 } });
      const bot = await track(ctx(), {
        ip: '66.249.66.1',
        userAgent: GOOGLEBOT,
        sessionId: 'googlebot-session',
        interactions: [{ type: 'page_view' }],
      });
      expect(bot.statusCode).toBe(202);
      expect(bot.json()).toEqual({ success: true, data: { stored: 0 } });

      const rows = await ctx()
        .database.db.selectFrom('visitor_events')
        .selectAll()
        .where('session_id', 'in', ['phone-session-1', 'desktop-session-1', 'googlebot-session'])
        .execute();
      expect(rows).toHaveLength(5);
      const phoneRow = rows.find((row) => row.session_id === 'phone-session-1');
      expect(phoneRow).toMatchObject({
        country: 'ZA',
        device_type: 'mobile',
        browser: 'Mobile Safari',
        utm_source: 'facebook',
        utm_medium: 'social',
        utm_campaign: 'spring',
        referrer_host: null,
        day: analyticsDay(new Date()),
      });
      expect(rows.find((row) => row.type === 'configurator_complete')).toMatchObject({
        wood_species: 'kiaat_face',
        surface_type: 'countertop',
        referrer_host: 'www.google.co.za',
        country: null,
      });
      expect(JSON.stringify(rows)).not.toContain(SOUTH_AFRICAN_IP);

      const saved = await ctx().app.inject({
        method: 'POST',
        url: '/api/quotes',
        payload: makeQuoteRequest({
          clientType: 'contractor',
          leadInfo: { fullName: 'Lerato Mokoena', email: 'lerato@mokoena.co.za', phone: '082 555 0000' },
        }),
      });
      expect(saved.statusCode).toBe(201);
      const { token } = saved.json<{ data: { token: string } }>().data;
      expect(
        (await ctx().app.inject({ method: 'POST', url: `/api/quotes/${token}/accept`, payload: ACCEPT_BILLING }))
          .statusCode,
      ).toBe(200);
      // Accepting twice changes nothing and counts once.
      await ctx().app.inject({ method: 'POST', url: `/api/quotes/${token}/accept`, payload: ACCEPT_BILLING });
      const placeholder = await ctx().app.inject({
        method: 'POST',
        url: '/api/quotes',
        payload: makeQuoteRequest({
          leadInfo: { fullName: 'Test Person', email: 'test@example.com', phone: '082 555 9999' },
        }),
      });
      expect(placeholder.statusCode).toBe(201);
      await ctx().app.inject({
        method: 'POST',
        url: '/api/leads/capture',
        payload: { surfaceType: 'countertop', source: 'configurator_interaction' },
      });

      await ctx().app.analyticsTasks.refresh();
    });

    it('GET /api/visitors/analytics: the day, the device split and the country', async () => {
      const data = await get<{
        dailyStats: Record<string, unknown>[];
        geography: { country: string; visitor_count: number }[];
        sources: { source: string }[];
      }>('/api/visitors/analytics?days=1');
      expect(data.dailyStats).toEqual([
        {
          date: analyticsDay(new Date()),
          unique_visitors: 2,
          total_configs_started: 2,
          total_configs_completed: 1,
          // ANALYTICS-25, ANALYTICS-28: the placeholder address's lead is left out and said apart.
          conversions: 1,
          leads: 1,
          test_leads: 1,
          avg_time_on_site: 195,
          total_time_on_site: 390,
          mobile_visitors: 1,
          desktop_visitors: 1,
          tablet_visitors: 0,
        },
      ]);
      expect(data.geography).toEqual(
        expect.arrayContaining([
          { country: 'South Africa', country_code: 'ZA', visitor_count: 1 },
          { country: 'Unknown', country_code: '(unknown)', visitor_count: 1 },
        ]),
      );
      expect(data.sources.map((row) => row.source).sort()).toEqual(['facebook', 'www.google.co.za']);
    });

    it('GET /api/visitors/behavior: the four-row funnel and the drop-offs', async () => {
      const data = await get<{ funnel: object; dropOffs: object[] }>('/api/visitors/behavior?days=7');
      expect(data.funnel).toEqual({
        total_visitors: 2,
        started_configurator: 2,
        completed_configurator: 1,
        submitted_lead: 1,
        leads_without_visit: 0,
      });
      expect(data.dropOffs).toEqual([
        { stage: 'Left during the configurator', avg_time_spent: 90, total_time_spent: 90, visitor_count: 1 },
      ]);
    });

    it('GET /api/analytics and the conversion funnel: leads, quotes and acceptance', async () => {
      const data = await get<{
        totals: Record<string, number>;
        leads: Record<string, unknown>[];
        quotes: Record<string, unknown>[];
        visitors: Record<string, unknown>[];
      }>('/api/analytics');
      expect(data.totals).toMatchObject({ total_leads: 1, total_quotes: 1, total_accepted_quotes: 1, test_leads: 1 });
      expect(data.totals.accepted_value_cents).toBeGreaterThan(0);
      expect(data.totals.avg_quote_value_cents).toBeGreaterThan(0);
      // The split by client type leaves the placeholder address's (designer) lead out too (ANALYTICS-25).
      expect(data.leads[0]).toMatchObject({
        total_leads: 1,
        configurator_interactions: 1,
        contractor_leads: 1,
        designer_leads: 0,
      });
      expect(data.visitors[0]).toMatchObject({
        mobile_visitors: 1,
        desktop_visitors: 1,
        unique_sessions: 2,
        total_configurations_started: 2,
      });
      expect(await get('/api/analytics/conversion-funnel?days=30')).toEqual({
        total_visitors: 2,
        leads_captured: 1,
        quotes_generated: 1,
        quotes_accepted: 1,
        converted_visitors: 1,
        leads_without_visit: 0,
      });
    });

    it('GET /api/leads/real and /api/leads/stats leave the placeholder address out', async () => {
      const leads = await get<{ email: string; full_name: string; client_type: string }[]>('/api/leads/real');
      expect(leads).toEqual([
        expect.objectContaining({
          full_name: 'Lerato Mokoena',
          email: 'lerato@mokoena.co.za',
          client_type: 'contractor',
          company: null,
        }),
      ]);
      expect(await get('/api/leads/stats')).toEqual({
        real_leads: 1,
        test_leads: 1,
        tracking_interactions: 1,
        unique_emails: 1,
        lead_conversion_rate: 100,
      });
    });

    it('POST /api/reports/daily answers success for a signed-in staff member', async () => {
      const response = await ctx().app.inject({ method: 'POST', url: '/api/reports/daily', headers: { cookie } });
      expect(response.json()).toMatchObject({ success: true });
    });

    it('refuses a bad period with 400', async () => {
      for (const days of ['abc', '0', '401', '1.5']) {
        const response = await ctx().app.inject({
          method: 'GET',
          url: `/api/visitors/analytics?days=${days}`,
          headers: { cookie },
        });
        expect(response.statusCode).toBe(400);
      }
    });

    it.each(STAFF_CALLS.filter(([method]) => method === 'GET'))(
      '%s %s answers only the periods ANALYTICS-06 names: 1, 3, 7 and 30 days',
      async (_method, url) => {
        const path = url.split('?')[0] ?? url;
        for (const days of ['1', '3', '7', '30']) {
          expect(
            (await ctx().app.inject({ method: 'GET', url: `${path}?days=${days}`, headers: { cookie } })).statusCode,
          ).toBe(200);
        }
        for (const days of ['2', '14', '90', '400']) {
          const response = await ctx().app.inject({ method: 'GET', url: `${path}?days=${days}`, headers: { cookie } });
          expect(response.statusCode).toBe(400);
          expect(response.body).toContain('Days must be 1, 3, 7 or 30');
        }
      },
    );

    it('deletes raw events past the retention and keeps the summaries', async () => {
      const old = new Date(Date.now() - 200 * 86_400_000).toISOString();
      await ctx()
        .database.db.insertInto('visitor_events')
        .values(rawVisitorEvent({ occurredAt: old, sessionId: 'old-session-1', visitorKey: 'old' }))
        .execute();
      const deleted = await deleteRawEventsBefore({
        db: ctx().database.db,
        before: new Date(Date.now() - 180 * 86_400_000),
      });
      expect(deleted).toBe(1);
      const left = await ctx().database.db.selectFrom('visitor_events').select('session_id').execute();
      expect(left.map((row) => row.session_id)).not.toContain('old-session-1');
      expect(left.length).toBeGreaterThanOrEqual(5);
      expect((await get<{ dailyStats: unknown[] }>('/api/visitors/analytics?days=1')).dailyStats).toHaveLength(1);
    });

    it("uses ANALYTICS-06's default period when none is given: 3 days for analytics, 7 for leads and visitors", async () => {
      // A day five days ago is inside 7 days and outside 3.
      const fiveDaysAgo = periodDays(new Date(), 6).from;
      const empty = summarizeDay({ visitorEvents: [], quoteEvents: [], leadCaptures: 0, leadEmails: [] }).totals;
      await ctx()
        .database.db.insertInto('analytics_days')
        .values({
          ...empty,
          day: fiveDaysAgo,
          visitors: 3,
          desktop_visitors: 3,
          leads: 1,
          real_leads: 1,
          lead_captures: 2,
          updated_at: new Date().toISOString(),
        })
        .execute();
      const dataOf = async (url: string) =>
        (await ctx().app.inject({ method: 'GET', url, headers: { cookie } })).json<{ data: unknown }>().data;
      for (const [path, days, other] of [
        ['/api/analytics', 3, 7],
        ['/api/analytics/conversion-funnel', 3, 7],
        ['/api/leads/stats', 7, 3],
        ['/api/visitors/analytics', 7, 3],
        ['/api/visitors/behavior', 7, 3],
      ] as const) {
        const withDefault = await dataOf(path);
        expect(withDefault, path).toEqual(await dataOf(`${path}?days=${days}`));
        expect(withDefault, path).not.toEqual(await dataOf(`${path}?days=${other}`));
      }
      await ctx().database.db.deleteFrom('analytics_days').where('day', '=', fiveDaysAgo).execute();
    });
  });

  it('refuses an oversized or malformed beacon with a 4xx, never a 5xx', async () => {
    const oversized = await ctx().app.inject({
      method: 'POST',
      url: '/api/visitors/track',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ sessionId: 'session-big00001', pageUrl: '/', padding: 'x'.repeat(40_000) }),
    });
    expect(oversized.statusCode).toBe(413);
    const tooMany = await ctx().app.inject({
      method: 'POST',
      url: '/api/visitors/track',
      payload: {
        sessionId: 'session-many0001',
        pageUrl: '/',
        interactions: Array.from({ length: 51 }, () => ({ type: 'page_view' })),
      },
    });
    expect(tooMany.statusCode).toBe(400);
    const garbage = await ctx().app.inject({
      method: 'POST',
      url: '/api/visitors/track',
      headers: { 'content-type': 'text/plain' },
      payload: '{"sessionId":',
    });
    expect(garbage.statusCode).toBe(400);
  });

  it('counts the server-side quote events on the day: saved, sent (its PDF taken) and accepted, each once', async () => {
    const saved = await ctx().app.inject({
      method: 'POST',
      url: '/api/quotes',
      payload: makeQuoteRequest({
        leadInfo: { fullName: 'Sipho Dlamini', email: 'sipho@dlamini.co.za', phone: '082 555 0101' },
      }),
    });
    const { token } = saved.json<{ data: { token: string } }>().data;
    const { id } = await ctx()
      .database.db.selectFrom('quotes')
      .select('id')
      .where('token', '=', token)
      .executeTakeFirstOrThrow();
    for (let taken = 0; taken < 2; taken += 1)
      expect((await ctx().app.inject({ method: 'GET', url: `/api/quotes/${token}/pdf` })).statusCode).toBe(200);
    expect(
      (await ctx().app.inject({ method: 'POST', url: `/api/quotes/${token}/accept`, payload: ACCEPT_BILLING }))
        .statusCode,
    ).toBe(200);
    const events = await ctx()
      .database.db.selectFrom('quote_events')
      .select('type')
      .where('quote_id', '=', id)
      .orderBy('id')
      .execute();
    expect(events.map((event) => event.type)).toEqual(['quote_saved', 'quote_sent', 'quote_accepted']);
    const before = await ctx()
      .database.db.selectFrom('analytics_days')
      .select(['quotes', 'quotes_sent', 'quotes_accepted'])
      .where('day', '=', analyticsDay(new Date()))
      .executeTakeFirst();
    await ctx().app.analyticsTasks.refresh();
    const after = await ctx()
      .database.db.selectFrom('analytics_days')
      .select(['quotes', 'quotes_sent', 'quotes_accepted'])
      .where('day', '=', analyticsDay(new Date()))
      .executeTakeFirstOrThrow();
    expect(after).toEqual({
      quotes: (before?.quotes ?? 0) + 1,
      quotes_sent: (before?.quotes_sent ?? 0) + 1,
      quotes_accepted: (before?.quotes_accepted ?? 0) + 1,
    });
  });
});
