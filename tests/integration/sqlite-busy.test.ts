import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { makeQuoteRequest } from './helpers/quote-factories';
import { createTestDatabase, type TestDatabase } from './helpers/test-database';

// Issue 12 §7: an outside process holding SQLite's write lock froze every request for 5 s and
// then answered 500. SQLite only: PostgreSQL has no file lock to hold.
describe('a busy SQLite database [sqlite]', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
    app = await buildApp({ config: loadConfig({ DATA_DIR: database.dataDir, LOG_LEVEL: 'silent' }), database, serveClient: false, rateLimit: false });
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
    expect((await app.inject({ method: 'POST', url: '/api/quotes', payload: makeQuoteRequest() })).statusCode).toBe(201);
  });
});
