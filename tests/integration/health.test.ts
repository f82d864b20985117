import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { buildApp } from '#server/app';
import { loadConfig } from '#server/config';
import { enqueueMail } from '#server/mail/outbox-repository';
import { describeEachDatabase } from './helpers/test-app';
import { createTestDatabase, type TestDatabase } from './helpers/test-database';

/** An app on its own database and no worker (ADR 035), so a queued message stays in the backlog. */
async function appOn(database: TestDatabase) {
  const app = await buildApp({
    config: loadConfig({ DATA_DIR: database.dataDir, LOG_LEVEL: 'silent' }),
    database,
    serveClient: false,
  });
  await app.ready();
  return app;
}

describeEachDatabase('health endpoints', (ctx, dialect) => {
  it('GET /healthz answers while the process is up', async () => {
    const response = await ctx().app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('GET /readyz reports the database, the migrations and the outbox backlog with its oldest age', async () => {
    const database = await createTestDatabase(dialect);
    const app = await appOn(database);
    try {
      const message = { to: 'thandi@example.co.za', subject: 'Your quote', text: 'Hello', html: '<p>Hello</p>' };
      await enqueueMail(database.db, {
        kind: 'test',
        dedupeKey: 'health:1',
        message,
        now: new Date(Date.now() - 600_000),
      });
      await enqueueMail(database.db, { kind: 'test', dedupeKey: 'health:2', message });
      const response = await app.inject({ method: 'GET', url: '/readyz' });
      expect(response.statusCode).toBe(200);
      const body = response.json<{
        status: string;
        database: string;
        pendingMigrations: string[];
        outbox: { backlog: number; oldestPendingSeconds: number };
      }>();
      expect(body).toMatchObject({
        status: 'ready',
        database: 'reachable',
        pendingMigrations: [],
        outbox: { backlog: 2 },
      });
      expect(body.outbox.oldestPendingSeconds).toBeGreaterThanOrEqual(600);
      expect(body.outbox.oldestPendingSeconds).toBeLessThan(660);
    } finally {
      await app.close();
      await database.destroy();
    }
  });

  it('GET /readyz answers 503 naming a migration the database has not run', async () => {
    const database = await createTestDatabase(dialect);
    const app = await appOn(database);
    try {
      await sql`delete from kysely_migration where name = '2026-11-23T0900-quote-sketches'`.execute(database.db);
      const response = await app.inject({ method: 'GET', url: '/readyz' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({
        status: 'not_ready',
        database: 'reachable',
        pendingMigrations: ['2026-11-23T0900-quote-sketches'],
      });
    } finally {
      await app.close();
      await database.destroy();
    }
  });

  it('GET /readyz answers 503 when the database cannot be reached, and /healthz still 200', async () => {
    const database = await createTestDatabase(dialect);
    const app = await appOn(database);
    try {
      await database.close();
      const response = await app.inject({ method: 'GET', url: '/readyz' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        status: 'not_ready',
        database: 'unreachable',
        pendingMigrations: null,
        outbox: null,
      });
      expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await app.close();
      await database.destroy().catch(() => undefined);
    }
  });
});
