import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { seedPriceBook } from './catalogue/seed-price-book';
import type { AppConfig } from './config';
import { openDatabase } from './db/database';
import { lockDataDir } from './db/data-dir-lock';
import { migrateToLatest } from './db/migrate';

export interface RunningServer {
  app: FastifyInstance;
  url: string;
  stop(): Promise<void>;
}

/** Locks the data folder, migrates and seeds the database, then listens. */
export async function startServer(config: AppConfig): Promise<RunningServer> {
  const lock = lockDataDir(config.dataDir);
  const database = openDatabase(config);
  try {
    await migrateToLatest(database.db, { schema: database.schema });
    await seedPriceBook(database.db);
    const app = await buildApp({ config, database });
    const url = await app.listen({ port: config.port, host: config.host });
    return {
      app,
      url,
      async stop() {
        await app.close();
        await database.close();
        lock.release();
      },
    };
  } catch (error) {
    await database.close();
    lock.release();
    throw error;
  }
}
