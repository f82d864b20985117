import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, expect, it } from 'vitest';
import type { VisitorAnalytics } from '#core/analytics/dashboard-figures';
import { PAGE_TOKEN_META } from '#core/tracking/page-token';
import { makeStaff, signInStaff } from './helpers/accounts';
import { describeEachDatabase } from './helpers/test-app';
import { servedPageToken } from './helpers/visitor-events';

const BROWSER =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FLOODERS = 714;
const CONCURRENT = 50;

/** A client build of one page, as the build leaves it: the server serves it and writes each view's token in. */
const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'grainline-served-page-'));
fs.writeFileSync(
  path.join(clientDir, 'index.html'),
  '<!doctype html><html><head><title>Grainline</title></head><body><div id="root"></div></body></html>',
);
afterAll(() => fs.rmSync(clientDir, { recursive: true, force: true }));

const addressOf = (index: number) => `10.${Math.floor(index / 250)}.${index % 250}.${(index % 7) + 1}`;
const tokenIn = (html: string) => new RegExp(`<meta name="${PAGE_TOKEN_META}" content="([^"]+)">`).exec(html)?.[1];

/** A visit's first beacon as the tracker sends it: a page view and the configurator started. */
const firstBeacon = (sessionId: string, extra: { pageToken?: string; timeOnPage: number }) =>
  JSON.stringify({
    sessionId,
    pageUrl: 'https://shop.example/configurator',
    referrer: '',
    interactions: [
      { type: 'page_view' },
      { type: 'configurator_start', configuratorData: { surfaceType: 'countertop' } },
    ],
    ...extra,
  });

/** ADR 041: a visitor counts only with a page the server served. */
describeEachDatabase(
  'a visitor counts only with a page the server served',
  (ctx) => {
    const load = async (url: string, ip: string, encoding: 'br' | 'gzip') => {
      const page = await ctx().app.inject({
        method: 'GET',
        url,
        headers: { 'user-agent': BROWSER, 'x-forwarded-for': ip, 'accept-encoding': encoding },
      });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-encoding']).toBe(encoding);
      return (encoding === 'br' ? brotliDecompressSync(page.rawPayload) : gunzipSync(page.rawPayload)).toString();
    };
    const beacon = (ip: string, payload: string) =>
      ctx().app.inject({
        method: 'POST',
        url: '/api/visitors/track',
        headers: { 'user-agent': BROWSER, 'content-type': 'text/plain;charset=UTF-8', 'x-forwarded-for': ip },
        payload,
      });

    it('adds no visitor for a flood of 714 addresses without a served page, flags an hour on a new page, and counts a real load', async () => {
      const { app, database } = ctx();
      // Each page view gets its own token, on the configurator's page and on every other page of the app.
      const configurator = await load('/configurator', '41.1.1.1', 'br');
      expect(configurator).toContain('<div id="root"></div>');
      const other = await load('/quote/some-token', '41.1.1.1', 'gzip');
      const [first, second] = [tokenIn(configurator), tokenIn(other)];
      expect(first).toMatch(/^[0-9a-z]+\.[\w-]{16}\.[\w-]{22}$/);
      expect(second).toBeDefined();
      expect(second).not.toBe(first);

      // The flood: no token, a forged one, or one expired a day ago; each claiming an hour on site.
      const forged = `${(first ?? '').slice(0, -4)}AAAA`;
      const expired = await servedPageToken(database.db, 86_400 + 600);
      for (let start = 0; start < FLOODERS; start += CONCURRENT) {
        await Promise.all(
          Array.from({ length: Math.min(CONCURRENT, FLOODERS - start) }, async (_, offset) => {
            const flooder = start + offset;
            const pageToken = [undefined, forged, expired][flooder % 3];
            const response = await beacon(
              addressOf(flooder),
              firstBeacon(`flood-${flooder}-session`, { timeOnPage: 3_600, pageToken }),
            );
            expect(response.statusCode).toBe(201);
          }),
        );
      }
      // A script that did load a page, but whose first beacon claims an hour on it.
      const scripted = tokenIn(await load('/configurator', '41.2.2.2', 'br'));
      expect(
        (await beacon('41.2.2.2', firstBeacon('script-session-1', { pageToken: scripted, timeOnPage: 3_600 })))
          .statusCode,
      ).toBe(201);
      // The real visitor: the page they loaded, and their first beacon a few seconds later.
      expect(
        (await beacon('41.1.1.1', firstBeacon('real-session-1', { pageToken: first, timeOnPage: 4 }))).statusCode,
      ).toBe(201);

      const suspect = await database.db
        .selectFrom('visitor_events')
        .select(['suspect', (eb) => eb.fn.countAll().as('count')])
        .groupBy('suspect')
        .orderBy('suspect')
        .execute();
      expect(suspect.map((row) => [row.suspect, Number(row.count)])).toEqual(
        expect.arrayContaining([
          ['implausible_duration', 2],
          ['unserved_page', FLOODERS * 2],
          [null, 2],
        ]),
      );

      await app.analyticsTasks.refresh();
      const cookie = await signInStaff(app, await makeStaff(database.db));
      const get = async <T>(url: string) =>
        (await app.inject({ method: 'GET', url, headers: { cookie } })).json<{ data: T }>().data;
      const visitors = await get<VisitorAnalytics>('/api/visitors/analytics?days=1');
      expect(visitors.dailyStats[0]?.unique_visitors).toBe(1);
      expect(visitors.dailyStats[0]?.avg_time_on_site).toBe(4);
      expect(visitors.traffic.suspect_visitors).toBe(FLOODERS + 1);
      expect(await get('/api/visitors/behavior?days=1')).toMatchObject({
        funnel: { total_visitors: 1, started_configurator: 1 },
      });
    });
  },
  { env: { TRUST_PROXY: 'true' }, clientDir: () => clientDir },
);
