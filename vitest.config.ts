import { defineConfig } from 'vitest/config';

/**
 * Tests that run real server processes, several against deadlines in real time (a price-book
 * save seen within 2 s, a report at each rehearsed 08:00). They run after the other integration
 * files, one at a time, so the machine's load from those files cannot push a server past its
 * deadline.
 */
const PROCESS_TESTS = [
  'tests/integration/two-servers.test.ts',
  'tests/integration/daily-report-two-processes.test.ts',
  'tests/integration/api-docs-real-server.test.ts',
  'tests/integration/http-bench.test.ts',
];
const integration = {
  environment: 'node' as const,
  globalSetup: ['tests/integration/helpers/postgres-probe.ts'],
  testTimeout: 30_000,
  hookTimeout: 30_000,
};

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
          ...integration,
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          exclude: PROCESS_TESTS,
          // Each file gets its own SQLite file and PostgreSQL schema, so files may run in parallel.
          fileParallelism: true,
        },
      },
      {
        test: {
          ...integration,
          name: 'integration-processes',
          include: PROCESS_TESTS,
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
