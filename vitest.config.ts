import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    reporters: ['default', './tests/integration/helpers/postgres-skip-reporter.ts'],
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/integration/helpers/postgres-probe.ts'],
          testTimeout: 30_000,
          hookTimeout: 30_000,
          // Each file gets its own SQLite file and PostgreSQL schema, so files may run in parallel.
          fileParallelism: true,
        },
      },
    ],
  },
});
