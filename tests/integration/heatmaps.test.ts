import { describe, expect, it } from 'vitest';
import type { HeatmapData } from '#core/heatmaps/heatmap-events';
import { deleteOldHeatmapRows } from '#server/heatmaps/delete-old-heatmap-rows';
import { makeStaff, signInStaff } from './helpers/accounts';
import { describeEachDatabase, type TestContext } from './helpers/test-app';
import { servedPageToken } from './helpers/visitor-events';

const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

function click(overrides: Record<string, unknown> = {}) {
  return { view: 'configure', width: 'phone', element: 'wood:kiaat', x: 50, y: 50, ...overrides };
}

async function beacon(ctx: TestContext, body: Record<string, unknown>, userAgent = PHONE) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/visitors/track',
    remoteAddress: '41.0.0.7',
    headers: { 'user-agent': userAgent, 'content-type': 'text/plain;charset=UTF-8' },
    // A page the server served (ADR 041): a beacon without one keeps no heatmap rows.
    payload: JSON.stringify({
      sessionId: 'heatmap-session-1',
      pageUrl: 'https://shop.example/',
      pageToken: await servedPageToken(ctx.database.db),
      ...body,
    }),
  });
}

describeEachDatabase('click heatmaps', (ctx) => {
  describe('the tracking beacon', () => {
    it.each([
      ['101 clicks in one beacon', { clicks: Array.from({ length: 101 }, () => click()) }],
      ['an element y past its box', { clicks: [click({ y: 140 })] }],
      ['a page y off the 16 px grid', { clicks: [click({ element: null, y: 100 })] }],
      ['a name with markup', { clicks: [click({ element: '"><img src=x>' })] }],
      ['a view too long', { clicks: [click({ view: 'v'.repeat(41) })] }],
      ['a scroll depth over 100', { scrollDepths: [{ view: 'configure', width: 'phone', depth: 101 }] }],
      [
        '11 scroll depths',
        { scrollDepths: Array.from({ length: 11 }, () => ({ view: 'configure', width: 'phone', depth: 50 })) },
      ],
    ])('refuses %s with 400 and stores nothing', async (_name, body) => {
      const response = await beacon(ctx(), body);
      expect(response.statusCode).toBe(400);
      const stored = await ctx()
        .database.db.selectFrom('heatmap_clicks')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow();
      expect(Number(stored.count)).toBe(0);
    });

    it('refuses a body over 32 KB with 413', async () => {
      const response = await beacon(ctx(), { clicks: [click()], referrer: 'x'.repeat(40_000) });
      expect(response.statusCode).toBe(413);
    });

    it("drops a bot's clicks", async () => {
      const response = await beacon(ctx(), { clicks: [click()] }, GOOGLEBOT);
      expect(response.statusCode).toBe(202);
      const stored = await ctx().database.db.selectFrom('heatmap_clicks').select('id').execute();
      expect(stored).toEqual([]);
    });

    it('keeps no clicks of a beacon without a page the server served (ADR 041)', async () => {
      const response = await ctx().app.inject({
        method: 'POST',
        url: '/api/visitors/track',
        remoteAddress: '41.0.0.9',
        headers: { 'user-agent': PHONE, 'content-type': 'text/plain;charset=UTF-8' },
        payload: JSON.stringify({
          sessionId: 'heatmap-unserved-1',
          pageUrl: 'https://shop.example/',
          clicks: [click()],
          scrollDepths: [{ view: 'configure', width: 'phone', depth: 50 }],
        }),
      });
      expect(response.statusCode).toBe(201);
      expect(await ctx().database.db.selectFrom('heatmap_clicks').select('id').execute()).toEqual([]);
      expect(await ctx().database.db.selectFrom('heatmap_scrolls').select('id').execute()).toEqual([]);
    });
  });

  describe('after clicks on a phone and a desktop', () => {
    let cookie = '';
    const heatmap = async (query: string): Promise<HeatmapData> => {
      const response = await ctx().app.inject({
        method: 'GET',
        url: `/api/visitors/heatmap?${query}`,
        headers: { cookie },
      });
      expect(response.statusCode).toBe(200);
      return response.json<{ data: HeatmapData }>().data;
    };

    it('stores a beacon of 100 clicks and scroll depths', async () => {
      cookie = await signInStaff(ctx().app, await makeStaff(ctx().database.db));
      const clicks = [
        // Two clicks in one cell of the Kiaat card, one of them the third of a rage burst.
        click({ x: 50, y: 52 }),
        click({ x: 54, y: 50, rage: true }),
        click({ element: 'add-to-quote', x: 10, y: 90 }),
        click({ element: null, x: 12, y: 640 }),
        click({ width: 'desktop', element: 'wood:kiaat', x: 5, y: 5 }),
        click({ view: 'summary', element: 'download-pdf' }),
        ...Array.from({ length: 94 }, () => click({ element: 'grain:face', x: 0, y: 0 })),
      ];
      const scrollDepths = [
        { view: 'configure', width: 'phone', depth: 100 },
        { view: 'configure', width: 'phone', depth: 45 },
        { view: 'configure', width: 'desktop', depth: 80 },
      ];
      const response = await beacon(ctx(), { clicks, scrollDepths });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({ success: true, data: { stored: 103 } });
      // A beacon of clicks alone is not a heartbeat: it adds no visitor event.
      expect(await ctx().database.db.selectFrom('visitor_events').select('id').execute()).toEqual([]);
      await ctx().app.analyticsTasks.refresh();
    });

    it('answers per view and width: element cells, page cells, scroll reach and rage clicks', async () => {
      const phone = await heatmap('days=7&view=configure&width=phone');
      expect(phone.views).toEqual([
        { view: 'configure', clicks: 98 },
        { view: 'summary', clicks: 1 },
      ]);
      expect(phone.elements).toEqual(
        expect.arrayContaining([
          { element: 'wood:kiaat', x: 0.525, y: 0.525, count: 2 },
          { element: 'add-to-quote', x: 0.125, y: 0.925, count: 1 },
          { element: 'grain:face', x: 0.025, y: 0.025, count: 94 },
        ]),
      );
      expect(phone.elements).toHaveLength(3);
      expect(phone.page).toEqual([{ x: 0.125, y: 648, count: 1 }]);
      expect(phone.rage).toEqual([{ element: 'wood:kiaat', count: 1 }]);
      expect(phone.scroll.pageViews).toBe(2);
      expect(phone.scroll.reached).toEqual([1, 1, 1, 1, 1, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5]);

      const desktop = await heatmap('days=7&view=configure&width=desktop');
      // 5 hundredths is the second of 20 cells.
      expect(desktop.elements).toEqual([{ element: 'wood:kiaat', x: 0.075, y: 0.075, count: 1 }]);
      expect(desktop.scroll.reached[8]).toBe(1);
      expect(desktop.scroll.reached[9]).toBe(0);
      expect((await heatmap('view=summary&width=phone')).elements).toEqual([
        { element: 'download-pdf', x: 0.525, y: 0.525, count: 1 },
      ]);
    });

    it('rolls up idempotently: a second run gives the same counts', async () => {
      const before = await heatmap('view=configure&width=phone');
      await ctx().app.analyticsTasks.refresh(new Date(Date.now() + 1000));
      expect(await heatmap('view=configure&width=phone')).toEqual(before);
    });

    it.each([
      ['days=0', 'days'],
      ['days=91', 'days'],
      ['width=watch', 'width'],
      ['view=%3Cscript%3E', 'view'],
    ])('answers 400 for %s', async (query) => {
      const response = await ctx().app.inject({
        method: 'GET',
        url: `/api/visitors/heatmap?${query}`,
        headers: { cookie },
      });
      expect(response.statusCode).toBe(400);
    });

    it('deletes raw rows past the retention and keeps the daily counts', async () => {
      const deleted = await deleteOldHeatmapRows({ db: ctx().database.db, before: new Date(Date.now() + 60_000) });
      expect(deleted).toBe(103);
      expect((await heatmap('view=configure&width=phone')).elements).toHaveLength(3);
    });
  });

  it('GET /api/visitors/heatmap answers 401 without a staff session', async () => {
    const response = await ctx().app.inject({ method: 'GET', url: '/api/visitors/heatmap' });
    expect(response.statusCode).toBe(401);
  });
});
