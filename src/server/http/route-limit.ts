/** A route's own limit, a number of requests per client address a minute (README "Settings"). */
export function perMinute(max: number) {
  return { rateLimit: { max, timeWindow: '1 minute' } } as const;
}
