import { expect, it } from 'vitest';
import { analyticsDay } from '#core/analytics/analytics-day';
import { MAX_VISIT_SECONDS, MAX_VISITOR_DAY_SECONDS } from '#core/analytics/plausible-visits';
import { TOP_KEYS_PER_DAY } from '#core/analytics/summarize-day';
import type { VisitorAnalytics } from '#core/analytics/dashboard-figures';
import {
  MAX_CLICKS_PER_BEACON,
  MAX_INTERACTIONS_PER_BEACON,
  MAX_ROWS_PER_BEACON,
  MAX_SCROLL_DEPTHS_PER_BEACON,
  maxStoredRows,
} from '#core/tracking/beacon-limits';
import { makeStaff, signInStaff } from './helpers/accounts';
import { describeEachDatabase } from './helpers/test-app';
import { servedPageToken } from './helpers/visitor-events';

const BROWSER =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const ADDRESSES = 1000;
/**
 * The flood lasts 30 s, inside one rate-limit window, so each address may send the route's
 * limit a minute. The settings are scaled down (4 beacons a minute instead of 240, a budget
 * of 20,000 rows instead of 150,000, 300 rows a visitor instead of 2,000) so that the flood
 * is 4,000 full beacons rather than 240,000; the bound is computed the same way as docs/operations.md's.
 */
const LIMITS = { perMinute: 4, visitorRows: 300, budget: 20_000 };
const CONCURRENT_ADDRESSES = 50;

/** A forged address per flooder; the one proxy in front (TRUST_PROXY) appends it. */
const addressOf = (index: number) => `10.${Math.floor(index / 250)}.${index % 250}.${(index % 7) + 1}`;

/**
 * A beacon as full as the caps allow, from a script: half the flooders send page views only
 * (no interaction), the other half fake a browsing visit; all with junk pages and referrers,
 * a day's time on page (on a page served a day ago) and a new session every beacon.
 */
function fullBeacon(flooder: number, beacon: number, pageToken: string) {
  const pageViewsOnly = flooder % 2 === 0;
  return {
    sessionId: `flood-${flooder}-${beacon}-session`,
    pageToken,
    pageUrl: `https://shop.example/junk/${flooder}/${beacon}?utm_source=junk${flooder}`,
    referrer: `https://junk-${flooder}-${beacon}.example/`,
    timeOnPage: 86_000,
    interactions: Array.from({ length: MAX_INTERACTIONS_PER_BEACON }, (_, index) => ({
      type: pageViewsOnly || index === 0 ? 'page_view' : index % 2 === 0 ? 'scroll_depth' : 'configurator_start',
      value: 25,
    })),
    clicks: Array.from({ length: MAX_CLICKS_PER_BEACON }, (_, index) => ({
      view: 'configure',
      width: 'desktop',
      element: `junk:${flooder}-${index}`,
      x: index % 101,
      y: 50,
    })),
    scrollDepths: Array.from({ length: MAX_SCROLL_DEPTHS_PER_BEACON }, () => ({
      view: 'configure',
      width: 'desktop',
      depth: 100,
    })),
  };
}

describeEachDatabase(
  'a flood of the tracking call from 1,000 forged addresses',
  (ctx) => {
    it('stores no more rows than the limits allow, keeps the dashboards plausible and shows the suspect visitors', {
      timeout: 240_000,
    }, async () => {
      const statuses = new Map<number, number>();
      // The worst case: a script that loaded a page the day before and claims the day on it since (ADR 041).
      const pageToken = await servedPageToken(ctx().database.db, 86_000);
      const send = async (flooder: number, beacon: number) => {
        const response = await ctx().app.inject({
          method: 'POST',
          url: '/api/visitors/track',
          headers: {
            'user-agent': BROWSER,
            'content-type': 'text/plain;charset=UTF-8',
            'x-forwarded-for': addressOf(flooder),
          },
          payload: JSON.stringify(fullBeacon(flooder, beacon, pageToken)),
        });
        statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
      };
      // Each address sends its limit and one more, as fast as the server answers.
      for (let first = 0; first < ADDRESSES; first += CONCURRENT_ADDRESSES) {
        await Promise.all(
          Array.from({ length: CONCURRENT_ADDRESSES }, async (_, offset) => {
            for (let beacon = 0; beacon <= LIMITS.perMinute; beacon += 1) await send(first + offset, beacon);
          }),
        );
      }
      expect(statuses.get(429)).toBe(ADDRESSES);
      expect(statuses.get(500)).toBeUndefined();

      const { db } = ctx().database;
      const today = analyticsDay(new Date());
      const countOf = async (table: 'visitor_events' | 'heatmap_clicks' | 'heatmap_scrolls') =>
        Number(
          (
            await db
              .selectFrom(table)
              .select((eb) => eb.fn.countAll().as('count'))
              .where('day', '=', today)
              .executeTakeFirstOrThrow()
          ).count,
        );
      const stored =
        (await countOf('visitor_events')) + (await countOf('heatmap_clicks')) + (await countOf('heatmap_scrolls'));
      const bound = maxStoredRows({
        addresses: ADDRESSES,
        beaconsPerAddress: LIMITS.perMinute,
        visitorRowsPerDay: LIMITS.visitorRows,
        dailyRowBudget: LIMITS.budget,
      });
      expect(bound).toBe(LIMITS.budget);
      expect(stored).toBeLessThanOrEqual(bound);
      // The budget is spent, not refused early: within one beacon of it.
      expect(stored).toBeGreaterThan(bound - MAX_ROWS_PER_BEACON);

      await ctx().app.analyticsTasks.refresh();
      const cookie = await signInStaff(ctx().app, await makeStaff(db));
      const response = await ctx().app.inject({
        method: 'GET',
        url: '/api/visitors/analytics?days=1',
        headers: { cookie },
      });
      expect(response.statusCode).toBe(200);
      const data = response.json<{ data: VisitorAnalytics }>().data;
      const day = data.dailyStats[0];
      // Visitors: at most one per address that got a beacon stored.
      const storedBeacons = Math.ceil(LIMITS.budget / MAX_ROWS_PER_BEACON);
      expect(day?.unique_visitors ?? 0).toBeLessThanOrEqual(storedBeacons);
      expect(data.pages.length).toBeLessThanOrEqual(TOP_KEYS_PER_DAY + 1);
      expect(data.sources.length).toBeLessThanOrEqual(TOP_KEYS_PER_DAY + 1);
      expect(day?.avg_time_on_site ?? 0).toBeLessThanOrEqual(MAX_VISITOR_DAY_SECONDS);
      // Each visitor's two stored beacons are two sessions of at most an hour each.
      expect(day?.avg_time_on_site ?? 0).toBeLessThanOrEqual(2 * MAX_VISIT_SECONDS);
      // The page-views-only half is suspect, counted apart and left out.
      expect(data.traffic.suspect_visitors).toBeGreaterThan(0);
      expect((day?.unique_visitors ?? 0) + data.traffic.suspect_visitors).toBeLessThanOrEqual(storedBeacons);
      expect(data.traffic.events_over_visitor_limit).toBeGreaterThan(0);
      expect(data.traffic.events_over_budget).toBeGreaterThan(0);
      expect(data.traffic.budget_reached_days).toEqual([today]);
      // Every row offered is stored or counted.
      const offered = ADDRESSES * LIMITS.perMinute * MAX_ROWS_PER_BEACON;
      expect(stored + data.traffic.events_over_visitor_limit + data.traffic.events_over_budget).toBe(offered);
    });
  },
  {
    env: {
      TRUST_PROXY: 'true',
      RATE_LIMIT_TRACKING_PER_MINUTE: String(LIMITS.perMinute),
      ANALYTICS_VISITOR_EVENTS_PER_DAY: String(LIMITS.visitorRows),
      ANALYTICS_DAILY_EVENT_BUDGET: String(LIMITS.budget),
    },
    rateLimit: true,
  },
);

/** ADR 022: one client is an IPv6 /64, for the visitor's daily rows as for every other per-client limit. */
describeEachDatabase(
  'the tracking call’s per-visitor limit under IPv6',
  (ctx) => {
    it('counts the addresses of one /64 as one visitor sharing one day’s rows; another /64 is another visitor', async () => {
      const beaconFrom = (remoteAddress: string, index: number) =>
        ctx().app.inject({
          method: 'POST',
          url: '/api/visitors/track',
          remoteAddress,
          headers: { 'user-agent': BROWSER, 'content-type': 'text/plain;charset=UTF-8' },
          payload: JSON.stringify({
            sessionId: `ipv6-session-${remoteAddress.replace(/:/g, '-')}-${index}`,
            pageUrl: 'https://shop.example/configurator',
            referrer: '',
            timeOnPage: 10,
            interactions: Array.from({ length: 10 }, (_, n) => ({
              type: n === 0 ? 'page_view' : 'scroll_depth',
              value: 25,
            })),
          }),
        });
      // Five addresses of one /64, two beacons each: 100 rows offered, 20 a visitor allowed.
      const statuses: number[] = [];
      for (let host = 1; host <= 5; host += 1) {
        for (const index of [0, 1])
          statuses.push((await beaconFrom(`2001:db8:5:6::${host.toString(16)}`, index)).statusCode);
      }
      expect(statuses.slice(0, 2)).toEqual([201, 201]);
      expect(statuses.slice(2).every((status) => status === 202)).toBe(true);
      expect((await beaconFrom('2001:db8:5:7::1', 0)).statusCode).toBe(201);

      const { db } = ctx().database;
      const rows = await db.selectFrom('visitor_events').select('visitor_key').execute();
      expect(rows).toHaveLength(30);
      expect(new Set(rows.map((row) => row.visitor_key)).size).toBe(2);
    });
  },
  { env: { ANALYTICS_VISITOR_EVENTS_PER_DAY: '20' } },
);
