import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '#server/app';
import { seedPriceBook } from '#server/catalogue/seed-price-book';
import { loadConfig } from '#server/config';
import { openSqlite, type DatabaseHandle } from '#server/db/database';
import { migrateToLatest } from '#server/db/migrate';

export interface InProcessServer {
  app: FastifyInstance;
  database: DatabaseHandle;
  stop: () => Promise<void>;
}

/**
 * The real server app on a fresh, migrated and seeded SQLite file, answered by `inject` in the
 * test's own process: component tests of the customer's screens (src/client/shared/testing/
 * render-configurator.tsx) send it the page's calls. It lives here, with the tests, because
 * client code may not import the server (CONTRIBUTING.md, "How the layers may import").
 */
export async function startInProcessServer(): Promise<InProcessServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'grainline-component-'));
  const database = openSqlite(path.join(dataDir, 'grainline.sqlite'));
  await migrateToLatest(database.db, { schema: database.schema });
  await seedPriceBook(database.db);
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    REQUIRE_SECOND_FACTOR: 'none',
    WOOD_TEXTURES_AT_START: 'off',
  });
  const app = await buildApp({ config, database, serveClient: false, rateLimit: false });
  await app.ready();
  return {
    app,
    database,
    stop: async () => {
      await app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
