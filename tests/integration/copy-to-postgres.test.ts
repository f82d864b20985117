import path from 'node:path';
import { expect, it } from 'vitest';
import { buildApp } from '#server/app';
import { loadConfig } from '#server/config';
import { copySqliteToPostgres } from '#server/db/copy-sqlite-to-postgres';
import { makeQuoteRequest } from './helpers/quote-factories';
import { describePostgres } from './helpers/test-app';
import { createPostgresSchema, createTestDatabase } from './helpers/test-database';
import type { DatabaseHandle } from '#server/db/database';

async function appOn(database: DatabaseHandle, dataDir: string) {
  return buildApp({
    config: loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }),
    database,
    serveClient: false,
    rateLimit: false,
  });
}

describePostgres('moving from SQLite to PostgreSQL', () => {
  it('copies every table with the same row counts, and the PostgreSQL server carries on numbering', async () => {
    const sqlite = await createTestDatabase('sqlite');
    const { handle: target, dropSchema } = await createPostgresSchema();
    try {
      const before = await appOn(sqlite, sqlite.dataDir);
      const created = [];
      for (let i = 0; i < 3; i++)
        created.push(
          (await before.inject({ method: 'POST', url: '/api/quotes', payload: makeQuoteRequest() })).json<{
            data: { token: string; quoteNumber: string };
          }>().data,
        );
      await before.inject({ method: 'POST', url: `/api/email/quote`, payload: { token: created[0]?.token } });
      await before.close();

      const copied = await copySqliteToPostgres({ sqliteFile: path.join(sqlite.dataDir, 'grainline.sqlite'), target });
      expect(copied.map((table) => table.table)).toEqual(
        expect.arrayContaining([
          'species',
          'species_grains',
          'price_settings',
          'leads',
          'quotes',
          'quote_number_counters',
          'outbox',
        ]),
      );
      for (const { table, rows } of copied) {
        const inSqlite = await sqlite.db
          .selectFrom(table as 'quotes')
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .executeTakeFirstOrThrow();
        expect({ table, rows }).toEqual({ table, rows: Number(inSqlite.count) });
      }
      expect(copied.find((table) => table.table === 'quotes')?.rows).toBe(3);

      const after = await appOn(target, sqlite.dataDir);
      try {
        const shown = await after.inject({ method: 'GET', url: `/api/quotes/${created[1]?.token}` });
        expect(shown.json<{ data: { quoteNumber: string } }>().data.quoteNumber).toBe(created[1]?.quoteNumber);
        const next = await after.inject({ method: 'POST', url: '/api/quotes', payload: makeQuoteRequest() });
        expect(next.statusCode).toBe(201);
      } finally {
        await after.close();
      }

      // Into a database that already holds data, nothing is copied.
      await expect(
        copySqliteToPostgres({ sqliteFile: path.join(sqlite.dataDir, 'grainline.sqlite'), target }),
      ).rejects.toThrow('already holds rows: copy into an empty database');
    } finally {
      await target.close();
      await dropSchema();
      await sqlite.destroy();
    }
  });
});
