import pg from 'pg';
import { expect, it } from 'vitest';
import { migrateToLatest } from '#server/db/migrate';
import { describePostgres } from './helpers/test-app';
import { TEST_DATABASE_URL, createPostgresSchema } from './helpers/test-database';

/**
 * Servers and test files share one PostgreSQL, each in its own schema. A migration run must not
 * fail because another session creates and drops schemas meanwhile: Kysely's own introspector
 * listed every schema's columns and failed on one dropped under it, 6 runs in 15 here.
 */
describePostgres('migrating while other schemas come and go', () => {
  it('migrates every new schema while another session creates, alters and drops schemas', async () => {
    let stop = false;
    const churn = (async () => {
      const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await client.connect();
      try {
        for (let i = 0; !stop; i++) {
          const schema = `churn_${process.pid}_${i}`;
          await client.query(
            `begin; create schema ${schema}; create table ${schema}.t (id serial primary key, a int); alter table ${schema}.t add column b int; commit;`,
          );
          await client.query(`drop schema ${schema} cascade`);
        }
      } finally {
        await client.end();
      }
    })();
    const failures: string[] = [];
    try {
      for (let run = 0; run < 6; run++) {
        const { handle, dropSchema } = await createPostgresSchema();
        await migrateToLatest(handle.db, { schema: handle.schema }).catch((error: unknown) =>
          failures.push(String(error)),
        );
        await handle.close();
        await dropSchema();
      }
    } finally {
      stop = true;
      await churn;
    }
    expect(failures).toEqual([]);
  }, 120_000);
});
