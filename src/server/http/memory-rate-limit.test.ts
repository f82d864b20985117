import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fixedWindowCounter, installMemoryRateLimit, NO_LIMIT_HEADERS_WITHIN_LIMIT } from './memory-rate-limit';
import { perMinute } from './route-limit';

const LIMITS = {
  max: 3,
  keyGenerator: (request: FastifyRequest) => String(request.headers['x-client'] ?? 'anyone'),
  allowList: (request: FastifyRequest) => !request.url.startsWith('/api/'),
};

/** The same three routes behind either limiter: one with the global limit, one with its own, one never counted. */
function withRoutes(app: FastifyInstance): FastifyInstance {
  app.get('/api/shared', async () => ({ ok: true }));
  app.get('/api/own', { config: perMinute(2) }, async () => ({ ok: true }));
  app.get('/page', async () => 'page');
  return app;
}

async function pluginApp(): Promise<FastifyInstance> {
  const app = Fastify();
  await app.register(rateLimit, {
    global: true,
    ...LIMITS,
    timeWindow: 60_000,
    addHeadersOnExceeding: NO_LIMIT_HEADERS_WITHIN_LIMIT,
  });
  return withRoutes(app);
}

function memoryApp(now?: () => number): FastifyInstance {
  const app = Fastify();
  installMemoryRateLimit(app, { ...LIMITS, timeWindowMs: 60_000, now });
  return withRoutes(app);
}

const LIMIT_HEADERS = ['x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset', 'retry-after'];

/** Status, the limit headers and the body of each answer to a sequence of requests. */
async function answers(app: FastifyInstance, requests: { url: string; client?: string; advanceMs?: number }[]) {
  const seen = [];
  for (const { url, client, advanceMs } of requests) {
    if (advanceMs) vi.advanceTimersByTime(advanceMs);
    const reply = await app.inject({ url, headers: client ? { 'x-client': client } : {} });
    seen.push({
      status: reply.statusCode,
      headers: Object.fromEntries(LIMIT_HEADERS.map((name) => [name, reply.headers[name]])),
      body: reply.body,
    });
  }
  return seen;
}

describe('the in-memory rate limit (ADR 039)', () => {
  afterEach(() => vi.useRealTimers());

  it('answers every request exactly as @fastify/rate-limit with its memory store does', async () => {
    const sequence = [
      ...Array.from({ length: 5 }, () => ({ url: '/api/shared' })),
      { url: '/api/shared', client: 'other' },
      ...Array.from({ length: 4 }, () => ({ url: '/api/own' })),
      ...Array.from({ length: 5 }, () => ({ url: '/page' })),
      { url: '/api/shared', advanceMs: 30_500 },
      { url: '/api/own', advanceMs: 29_000 },
      { url: '/api/own', advanceMs: 1_000 },
      { url: '/api/shared' },
    ];
    vi.useFakeTimers({ toFake: ['Date'], now: 1_000_000 });
    const expected = await answers(await pluginApp(), sequence);
    vi.setSystemTime(1_000_000);
    const actual = await answers(memoryApp(), sequence);
    expect(actual).toEqual(expected);
    // What the comparison covered: answers within the limit without limit headers, the limit+1st
    // refused with the plugin's, uncounted pages bare.
    const noLimitHeaders = Object.fromEntries(LIMIT_HEADERS.map((name) => [name, undefined]));
    expect(expected[2]).toEqual({ status: 200, headers: noLimitHeaders, body: '{"ok":true}' });
    expect(expected[3]).toMatchObject({
      status: 429,
      headers: { 'x-ratelimit-limit': '3', 'x-ratelimit-remaining': '0', 'retry-after': '60' },
    });
    expect(expected[11]?.headers).toEqual(noLimitHeaders);
    expect(expected.at(-2)?.status).toBe(200);
  });

  it('refuses the request past the limit with 429 and counts again once the window has ended, on the clock it is given', async () => {
    let now = 0;
    const app = memoryApp(() => now);
    const statuses = async (count: number) => {
      const seen: number[] = [];
      for (let i = 0; i < count; i += 1) seen.push((await app.inject({ url: '/api/shared' })).statusCode);
      return seen;
    };
    expect(await statuses(4)).toEqual([200, 200, 200, 429]);
    now = 59_999;
    const refused = await app.inject({ url: '/api/shared' });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['x-ratelimit-reset']).toBe('1');
    now = 60_000;
    const counted = await app.inject({ url: '/api/shared' });
    expect(counted.statusCode).toBe(200);
    // A new window of a whole minute: the next refusal waits 60 s.
    expect(await statuses(2)).toEqual([200, 200]);
    const refusedAgain = await app.inject({ url: '/api/shared' });
    expect(refusedAgain.statusCode).toBe(429);
    expect(refusedAgain.headers['x-ratelimit-reset']).toBe('60');
  });

  it('counts every request of a route it is told counts them all without asking allowList, and asks for the rest', async () => {
    const asked: string[] = [];
    const app = Fastify();
    installMemoryRateLimit(app, {
      ...LIMITS,
      allowList: (request) => {
        asked.push(request.url);
        return request.url === '/page';
      },
      countsEveryRequest: (url) => url.startsWith('/api/'),
      timeWindowMs: 60_000,
    });
    withRoutes(app);
    // Outside /api/, but allowList counts it: its hook asks, then counts in the global limit.
    app.get('/counted-page', async () => 'counted');
    const statuses: number[] = [];
    // The global limit is one count across the routes, asked or not: /page is asked and let through.
    for (const url of [
      '/api/shared',
      '/page',
      '/counted-page',
      '/api/own',
      '/api/own',
      '/api/own',
      '/page',
      '/api/shared',
      '/counted-page',
    ])
      statuses.push((await app.inject({ url })).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 200, 200, 429]);
    expect(asked).toEqual(['/page', '/counted-page', '/page', '/counted-page']);
  });

  it('keeps at most the remembered number of keys, the least recently counted forgotten first', () => {
    const count = fixedWindowCounter(60_000, 2, () => 0);
    count('a');
    count('b');
    count('a');
    count('c');
    expect(count('a').hits).toBe(3);
    expect(count('b').hits).toBe(1);
  });

  it('keeps the order of use when one key is counted several times in a row', () => {
    const count = fixedWindowCounter(60_000, 2, () => 0);
    count('a');
    count('b');
    count('b');
    count('a');
    count('a');
    // 'b' is now the least recently counted: 'c' takes its place, and 'a' keeps its count.
    count('c');
    expect(count('a').hits).toBe(4);
    expect(count('b').hits).toBe(1);
    // With room for one key, each new key forgets the one before.
    const single = fixedWindowCounter(60_000, 1, () => 0);
    single('a');
    single('a');
    single('b');
    expect(single('a').hits).toBe(1);
  });

  it('refuses a route limit it cannot read at start-up rather than leave the route uncounted', () => {
    const app = Fastify();
    installMemoryRateLimit(app, { ...LIMITS, timeWindowMs: 60_000 });
    expect(() =>
      app.get('/api/odd', { config: { rateLimit: { max: 2, timeWindow: '1 minute' } } }, async () => 'odd'),
    ).toThrow(/number max and timeWindow/);
  });
});
