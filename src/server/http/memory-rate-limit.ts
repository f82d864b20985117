import type { FastifyInstance, FastifyRequest, onRequestHookHandler, RouteOptions } from 'fastify';

/** What `@fastify/rate-limit` is given in app.ts, and what this limiter takes in its place. */
export interface RateLimitSettings {
  /** Requests per client key and window, for routes without their own `config.rateLimit`. */
  max: number;
  timeWindowMs: number;
  keyGenerator: (request: FastifyRequest) => string;
  /** Requests that are never counted (the plugin's `allowList`). */
  allowList: (request: FastifyRequest) => boolean;
  /** Routes (by their registered URL) whose every request is counted, without asking `allowList`. */
  countsEveryRequest?: (routeUrl: string) => boolean;
  /** The clock; `Date.now` read at each request by default, so a test's fake `Date` moves the windows. */
  now?: () => number;
  /** Keys remembered per window store, least recently counted first out: the plugin's default. */
  remembered?: number;
}

/**
 * The plugin's `addHeadersOnExceeding` as app.ts gives it: an answer within the limit carries no
 * limit headers; the refusal (429) carries `x-ratelimit-limit`, `-remaining`, `-reset` and
 * `retry-after`. No client of this app reads the counts on an answer that went through (ADR 039).
 */
export const NO_LIMIT_HEADERS_WITHIN_LIMIT = {
  'x-ratelimit-limit': false,
  'x-ratelimit-remaining': false,
  'x-ratelimit-reset': false,
};

/** The plugin's default number of keys per store (its LocalStore's LRU). */
const REMEMBERED_KEYS = 5_000;

interface Window {
  hits: number;
  startedAt: number;
}

/**
 * One fixed-window count per key, as the plugin's in-memory store keeps it: the first hit opens a
 * window of `timeWindowMs`, a hit after its end opens a new one, and past `remembered` keys the
 * least recently counted is forgotten.
 */
export function fixedWindowCounter(timeWindowMs: number, remembered: number, now: () => number) {
  const windows = new Map<string, Window>();
  // The key counted last is already at the newest end: a client sending several requests in a row
  // is counted without moving its entry.
  let newest: string | undefined;
  return (key: string): { hits: number; ttlMs: number } => {
    const at = now();
    let window = windows.get(key);
    if (window === undefined) {
      if (windows.size >= remembered) windows.delete(windows.keys().next().value ?? '');
      window = { hits: 1, startedAt: at };
      windows.set(key, window);
    } else {
      if (key !== newest) {
        // Moved to the newest end, as an LRU does on each use.
        windows.delete(key);
        windows.set(key, window);
      }
      if (window.startedAt + timeWindowMs <= at) {
        window.hits = 1;
        window.startedAt = at;
      } else window.hits += 1;
    }
    newest = key;
    return { hits: window.hits, ttlMs: timeWindowMs - (at - window.startedAt) };
  };
}

/** The plugin's wording of a wait under an hour (its `format(ms, true)`): '1 minute', '59 seconds'. */
function retryIn(seconds: number): string {
  if (seconds < 1) return `${seconds * 1000} ms`;
  const [count, unit] = seconds < 60 ? [seconds, 'second'] : [Math.round(seconds / 60), 'minute'];
  return `${count} ${unit}${count === 1 ? '' : 's'}`;
}

/** A route's own limit, as `perMinute` (route-limit.ts) writes it into the route's config. */
function routeLimit(route: RouteOptions): { max: number; timeWindowMs: number } | false | undefined {
  const own = (route.config as { rateLimit?: unknown } | undefined)?.rateLimit;
  if (own === undefined || own === null) return undefined;
  if (own === false) return false;
  const { max, timeWindow } = own as { max?: unknown; timeWindow?: unknown };
  if (typeof max !== 'number' || typeof timeWindow !== 'number') {
    throw new Error(`The rate limit of ${String(route.method)} ${route.url} needs a number max and timeWindow (ms)`);
  }
  return { max, timeWindowMs: timeWindow };
}

/**
 * The rate limit of a server that counts alone (SQLite, one process; ADR 039): the same fixed
 * windows, keys, limits, headers and 429 as `@fastify/rate-limit` with its in-memory store and
 * `NO_LIMIT_HEADERS_WITHIN_LIMIT`, as one callback hook per route instead of the plugin's chain of
 * promises. Every route gets the global limit unless its config names its own, which then counts
 * in a store of its own, as the plugin does. Where several servers share a database (PostgreSQL),
 * app.ts keeps the plugin with the database store.
 */
export function installMemoryRateLimit(app: FastifyInstance, settings: RateLimitSettings): void {
  const {
    keyGenerator,
    allowList,
    countsEveryRequest = () => false,
    now = () => Date.now(),
    remembered = REMEMBERED_KEYS,
  } = settings;
  // One count for every route without a limit of its own, whether its hook asks allowList or not.
  const globalCount = fixedWindowCounter(settings.timeWindowMs, remembered, now);
  const globalHooks = {
    asking: windowHook(settings.max, globalCount, true),
    counting: windowHook(settings.max, globalCount, false),
  };
  app.addHook('onRoute', (route) => {
    const own = routeLimit(route);
    if (own === false) return;
    // An API route's requests are all counted: its hook need not ask (isApiRequest reads the
    // matched route through a getter that builds an object each time).
    const asks = !countsEveryRequest(route.url);
    const hook = own
      ? windowHook(own.max, fixedWindowCounter(own.timeWindowMs, remembered, now), asks)
      : asks
        ? globalHooks.asking
        : globalHooks.counting;
    const hooks = route.onRequest;
    route.onRequest = hooks === undefined ? [hook] : Array.isArray(hooks) ? [...hooks, hook] : [hooks, hook];
  });

  function windowHook(
    max: number,
    count: ReturnType<typeof fixedWindowCounter>,
    asksAllowList: boolean,
  ): onRequestHookHandler {
    return (request, reply, done) => {
      if (asksAllowList && allowList(request)) return done();
      const { hits, ttlMs } = count(keyGenerator(request));
      if (hits <= max) return done();
      const resetSeconds = Math.ceil(ttlMs / 1000);
      reply.header('x-ratelimit-limit', max);
      reply.header('x-ratelimit-remaining', 0);
      reply.header('x-ratelimit-reset', resetSeconds);
      reply.header('retry-after', resetSeconds);
      // The error handler answers it as the plugin's is answered: 429, code rate_limited.
      done(Object.assign(new Error(`Rate limit exceeded, retry in ${retryIn(resetSeconds)}`), { statusCode: 429 }));
    };
  }
}
