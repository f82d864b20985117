import { describe, expect, it } from 'vitest';
import { assertNodeRunsEmbeddedDatabase } from './start-up-checks';
import { StartUpError } from './start-up-error';

describe('assertNodeRunsEmbeddedDatabase (ADR 032)', () => {
  it.each(['20.19.0', '22.13.0', '22.23.3', '24.0.0', '24.18.9'])(
    'lets Node %s run the embedded database',
    (nodeVersion) => {
      expect(() => assertNodeRunsEmbeddedDatabase({ nodeVersion })).not.toThrow();
    },
  );

  it.each(['24.19.0', '24.21.0', '25.1.0'])(
    'refuses Node %s with the embedded database, naming both ways out',
    (nodeVersion) => {
      expect(() => assertNodeRunsEmbeddedDatabase({ nodeVersion })).toThrow(StartUpError);
      expect(() => assertNodeRunsEmbeddedDatabase({ nodeVersion })).toThrow(
        `Node ${nodeVersion} cannot run the embedded SQLite database: better-sqlite3 12 aborts on it (ADR 032). Run Grainline on Node 22 LTS, or set DATABASE_URL to use PostgreSQL.`,
      );
    },
  );

  it('lets any Node run on PostgreSQL', () => {
    expect(() =>
      assertNodeRunsEmbeddedDatabase({ nodeVersion: '24.21.0', databaseUrl: 'postgres://db/grainline' }),
    ).not.toThrow();
  });
});
