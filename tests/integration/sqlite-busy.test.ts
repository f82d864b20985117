import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '#server/app';
import { loadConfig } from '#server/config';
import { makeQuoteRequest } from './helpers/quote-factories';
import { createTestDatabase, type TestDatabase } from './helpers/test-database';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

// An outside process holding SQLite's write lock froze every request for 5 s and
// then answered 500. SQLite only: PostgreSQL has no file lock to hold.
describe('a busy SQLite database [sqlite]', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
    app = await buildApp({
      config: loadConfig({ DATA_DIR: database.dataDir, LOG_LEVEL: 'silent' }),
      database,
      serveClient: false,
      rateLimit: false,
    });
  });
  afterAll(async () => {
    await app.close();
    await database.destroy();
  });

  it('answers 503 with Retry-After within the bounded wait, and works again once the lock is gone', async () => {
    const outsider = new SQLite(path.join(database.dataDir, 'grainline.sqlite'));
    outsider.exec('BEGIN EXCLUSIVE');
    const started = Date.now();
    const busy = await app.inject({ method: 'POST', url: '/api/quotes', payload: makeQuoteRequest() });
    const waited = Date.now() - started;
    outsider.exec('ROLLBACK');
    outsider.close();
    expect(busy.statusCode).toBe(503);
    expect(busy.headers['retry-after']).toBe('1');
    expect(busy.json()).toMatchObject({ success: false, error: { code: 'unavailable' } });
    expect(waited).toBeLessThan(4000);
    expect((await app.inject({ method: 'POST', url: '/api/quotes', payload: makeQuoteRequest() })).statusCode).toBe(
      201,
    );
  });

  it('answers a tracking beacon 503 with Retry-After too, stores nothing of it, and takes the next', async () => {
    const beacon = {
      method: 'POST' as const,
      url: '/api/visitors/track',
      headers: { 'user-agent': BROWSER },
      payload: { sessionId: 'busy-session-01', pageUrl: '/', interactions: [{ type: 'page_view' }] },
    };
    const outsider = new SQLite(path.join(database.dataDir, 'grainline.sqlite'));
    outsider.exec('BEGIN EXCLUSIVE');
    const busy = await app.inject(beacon);
    outsider.exec('ROLLBACK');
    outsider.close();
    expect(busy.statusCode).toBe(503);
    expect(busy.headers['retry-after']).toBe('1');
    expect(
      await database.db.selectFrom('visitor_events').select('id').where('session_id', '=', 'busy-session-01').execute(),
    ).toEqual([]);
    expect((await app.inject(beacon)).statusCode).toBe(201);
  });
});
