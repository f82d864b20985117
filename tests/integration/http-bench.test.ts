import { expect, test } from 'vitest';
import { benchHttpAgainstBareFastify, httpRows } from '#bench/external-http-bench';

// ADR 039: the bench's HTTP comparison in its quick mode (1 s per run): the app and bare Fastify
// start in their own processes, every call answers 2xx under load, and the rows name a ratio.
// The figures themselves are `npm run bench`'s; nothing here asserts a speed.
test('the HTTP bench loads the public calls on the app and on bare Fastify, with no failure', {
  timeout: 120_000,
}, async () => {
  const results = await benchHttpAgainstBareFastify({ seconds: 1, rounds: 1, warmUpSeconds: 0 });
  expect(results.map((result) => result.call.name)).toEqual([
    'POST /api/pricing/quote',
    'GET /api/pricing/wood-species',
    'GET /api/quotes/:token',
  ]);
  for (const { app, bare, ratio } of results) {
    expect([...app, ...bare].map((run) => run.failures)).toEqual([0, 0]);
    expect(Math.min(...[...app, ...bare].map((run) => run.requestsPerSecond))).toBeGreaterThan(0);
    expect(ratio).toBeGreaterThan(0);
  }
  expect(httpRows(results, { seconds: 1 })[0]?.[1]).toMatch(/^ratio \d+\.\d\d×/);
});
