import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * A fixed-window request count in the database, so every server on one PostgreSQL counts
 * the same hits. One upsert per request: a window that has ended starts again.
 * Keys are the route's name and the client's keyed hash, never an address.
 */
export function databaseRateLimitStore(db: Kysely<Database>): FastifyRateLimitStoreCtor {
  class DatabaseStore implements FastifyRateLimitStore {
    private readonly scope: string;

    // The plugin makes the global store with its settings object, and a route's store through
    // `child` with the route's name.
    constructor(scope?: unknown) {
      this.scope = typeof scope === 'string' ? scope : 'global';
    }

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      countHit(db, `${this.scope}:${key}`, timeWindow, Date.now()).then(
        (result) => callback(null, result),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      // The plugin hands a route's store its merged settings, the route among them.
      const { method, url } =
        (routeOptions as { routeInfo?: { method?: string | string[]; url?: string } }).routeInfo ?? {};
      return new DatabaseStore(`${String(method ?? '')} ${url ?? ''}`);
    }
  }
  return DatabaseStore;
}

export async function countHit(
  db: Kysely<Database>,
  key: string,
  windowMs: number,
  nowMs: number,
): Promise<{ current: number; ttl: number }> {
  const endsAt = nowMs + windowMs;
  const row = await sql<{ hits: number; window_ends_at: number }>`
    insert into rate_limit_hits (key, window_ends_at, hits) values (${key}, ${endsAt}, 1)
    on conflict (key) do update set
      hits = case when rate_limit_hits.window_ends_at <= ${nowMs} then 1 else rate_limit_hits.hits + 1 end,
      window_ends_at = case when rate_limit_hits.window_ends_at <= ${nowMs} then ${endsAt} else rate_limit_hits.window_ends_at end
    returning hits, window_ends_at`
    .execute(db)
    .then((result) => result.rows[0]);
  if (!row) throw new Error('The rate-limit count was not returned');
  return { current: Number(row.hits), ttl: Math.max(0, Number(row.window_ends_at) - nowMs) };
}

/** Windows that ended are forgotten (the maintenance job). */
export async function deleteEndedWindows(db: Kysely<Database>, nowMs: number): Promise<void> {
  await db.deleteFrom('rate_limit_hits').where('window_ends_at', '<=', nowMs).execute();
}
