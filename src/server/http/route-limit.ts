/** A route's own limit, a number of requests per client address a minute (docs/operations.md "Settings"). */
export function perMinute(max: number) {
  // In milliseconds: what the in-memory limiter (memory-rate-limit.ts) and @fastify/rate-limit both read.
  return { rateLimit: { max, timeWindow: 60_000 } } as const;
}
