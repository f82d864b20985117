import { expect, it, vi } from 'vitest';
import { makeQuoteRequest } from './helpers/quote-factories';
import { describeEachDatabase } from './helpers/test-app';

const LIMITS = { RATE_LIMIT_PER_MINUTE: '3', RATE_LIMIT_QUOTES_PER_MINUTE: '1' };

// ADR 039: one process counts in memory (the default on SQLite) with the plugin's windows and
// answers; servers sharing a database count there (RATE_LIMIT_STORE=database, the default on PostgreSQL).
for (const store of ['memory', 'database'] as const) {
  describeEachDatabase(
    `the rate limit of every API call, counted in ${store}`,
    (ctx) => {
      const price = (client: string) =>
        ctx().app.inject({
          method: 'POST',
          url: '/api/pricing/quote',
          payload: { surfaces: [makeQuoteRequest().surfaces[0]] },
          remoteAddress: client,
        });

      it('counts each API call per client, refuses the one past the limit with 429 and starts again when the window ends', async () => {
        vi.useFakeTimers({ toFake: ['Date'] });
        try {
          const answers = [];
          for (let i = 0; i < 4; i += 1) answers.push(await price('198.51.100.1'));
          expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 429]);
          // The limit's headers on the refusal alone (NO_LIMIT_HEADERS_WITHIN_LIMIT, ADR 039).
          for (const name of ['x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset', 'retry-after'])
            expect(answers.slice(0, 3).map((answer) => answer.headers[name])).toEqual([
              undefined,
              undefined,
              undefined,
            ]);
          expect(answers[3]?.headers).toMatchObject({
            'x-ratelimit-limit': '3',
            'x-ratelimit-remaining': '0',
            'x-ratelimit-reset': '60',
            'retry-after': '60',
          });
          expect(answers[3]?.json()).toEqual({
            success: false,
            error: { code: 'rate_limited', message: 'Too many requests, please slow down and try again shortly' },
          });
          // Another client has its own count; pages outside the API are never counted.
          expect((await price('198.51.100.2')).statusCode).toBe(200);
          expect((await ctx().app.inject({ url: '/healthz', remoteAddress: '198.51.100.1' })).statusCode).toBe(200);
          vi.advanceTimersByTime(60_000);
          expect((await price('198.51.100.1')).statusCode).toBe(200);
        } finally {
          vi.useRealTimers();
        }
      });

      it('counts a call however its path is written: an encoded letter finds the same call and the same count', async () => {
        const encoded = () =>
          ctx().app.inject({
            method: 'POST',
            url: '/%61pi/pricing/quote',
            payload: { surfaces: [makeQuoteRequest().surfaces[0]] },
            remoteAddress: '198.51.100.40',
          });
        const statuses = [
          (await encoded()).statusCode,
          (await price('198.51.100.40')).statusCode,
          (await encoded()).statusCode,
        ];
        expect(statuses).toEqual([200, 200, 200]);
        expect((await encoded()).statusCode).toBe(429);
        expect((await price('198.51.100.40')).statusCode).toBe(429);
      });

      it('lets exactly the limit through when a burst arrives at once', async () => {
        const answers = await Promise.all(Array.from({ length: 20 }, () => price('198.51.100.30')));
        const statuses = answers.map((answer) => answer.statusCode).sort();
        expect(statuses.filter((status) => status === 200)).toHaveLength(3);
        expect(statuses.filter((status) => status === 429)).toHaveLength(17);
      });

      it('counts a route with its own limit in a window of its own', async () => {
        const create = () =>
          ctx().app.inject({
            method: 'POST',
            url: '/api/quotes',
            payload: makeQuoteRequest(),
            remoteAddress: '198.51.100.9',
          });
        const created = await create();
        expect(created.statusCode).toBe(201);
        expect(created.headers['x-ratelimit-limit']).toBeUndefined();
        const refused = await create();
        expect(refused.statusCode).toBe(429);
        expect(refused.headers['x-ratelimit-limit']).toBe('1');
        // The quote's own window counted nothing in the global one: three prices still go through.
        const prices = [];
        for (let i = 0; i < 4; i += 1) prices.push((await price('198.51.100.9')).statusCode);
        expect(prices).toEqual([200, 200, 200, 429]);
      });

      it(`keeps its counts ${store === 'database' ? 'in the database, shared by every server on it' : 'in this process, writing nothing'}`, async () => {
        await price('198.51.100.20');
        const rows = await ctx().database.db.selectFrom('rate_limit_hits').select('key').execute();
        if (store === 'database') {
          // Each key names its window: the global limit's, or a route's own ('POST /api/quotes').
          const keys = rows.map((row) => row.key);
          expect(keys.some((key) => key.startsWith('global:'))).toBe(true);
          expect(keys.filter((key) => !/^(global|[A-Z]+ \/api\/\S+):[^:]+$/.test(key))).toEqual([]);
        } else expect(rows).toEqual([]);
      });
    },
    { env: { ...LIMITS, RATE_LIMIT_STORE: store }, rateLimit: true },
  );
}
