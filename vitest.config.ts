import fs from 'node:fs';
import path from 'node:path';
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
/**
 * The test files under `dir` whose text matches any of `patterns`: found by reading each once, so none is forgotten.
 */
function testFilesMatching(dir: string, ...patterns: RegExp[]): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => path.posix.join(dir, file.split(path.sep).join('/')))
    .filter((file) => {
      const text = fs.readFileSync(file, 'utf8');
      return patterns.some((pattern) => pattern.test(text));
    });
}
/** Replaces a module with `vi.mock`. */
const MOCKS_A_MODULE = /\bvi\.(mock|doMock)\(/;
/** Opens the embedded database itself (the unit suite; every integration file does, through its helpers). */
const OPENS_SQLITE = /\bopenSqlite\(|from 'better-sqlite3'/;

/**
 * Test files share their worker's modules with the files before them (`isolate: false`): each
 * integration file still makes its own app, database and schema, and the suites take about half
 * the time they took importing the server afresh for each file (ADR 038). These files run with
 * modules, and a process, of their own: those that replace a module with `vi.mock` (argon2
 * counted, sharp slowed, an edited price book); the OpenAPI document's, whose shared schemas are
 * collected once per module graph; and the unit files that open SQLite, because on Node 24
 * better-sqlite3 12 aborts a process that lives on after its statements (ADR 032), and the unit
 * suite runs there.
 */
const ISOLATED_UNIT_TESTS = testFilesMatching('src', MOCKS_A_MODULE, OPENS_SQLITE).filter(
  (file) => !file.startsWith('src/client/') || file.endsWith('.ts'),
);
/**
 * Component files that need a DOM and modules of their own (ADR 052): haptics and tooltips listen
 * on the document once per module, so a second file's listeners would answer the first's events;
 * the leave prompt's test blocks happy-dom's localStorage, which restoring the spy did not undo
 * for the files after it.
 */
const ISOLATED_COMPONENT_TESTS = ['src/client/shared/ui/hints.test.tsx', 'src/client/shared/use-leave-prompt.test.tsx'];
const ISOLATED_TESTS = [
  ...new Set(['tests/integration/openapi.test.ts', ...testFilesMatching('tests/integration', MOCKS_A_MODULE)]),
].filter((file) => !PROCESS_TESTS.includes(file));
/**
 * What differs between the supported Node versions (ADR 032): the native modules (better-sqlite3,
 * argon2, sharp), crypto (session tokens, one-time codes, sealed secrets) and the two database
 * drivers, ending in the real server process. The full suite runs on the machine's Node; the
 * other versions run these (scripts/test-other-nodes.sh), the unit files alone on Node 24.
 */
const NODE_VERSION_TESTS = [
  'src/server/db/database.test.ts',
  'src/server/auth/password.test.ts',
  'src/server/auth/second-factor.test.ts',
  'src/server/wood-images/wood-texture.test.ts',
  'src/server/pdf/qr-code.test.ts',
  'tests/integration/quotes.test.ts',
  'tests/integration/staff-auth.test.ts',
  'tests/integration/auth-secrets.test.ts',
  'tests/integration/sketch-storage.test.ts',
  'tests/integration/backup.test.ts',
  'tests/integration/start-up.test.ts',
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
          include: ['src/**/*.test.ts', 'src/server/**/*.test.tsx'],
          exclude: ISOLATED_UNIT_TESTS,
          environment: 'node',
          isolate: false,
        },
      },
      {
        // Component tests (ADR 044): one screen or section rendered in a DOM implementation with
        // Testing Library, for what happens inside one screen; journeys across screens stay e2e.
        // Files share their worker's modules and DOM (ADR 052), but for those that install
        // document-wide listeners once per module.
        test: {
          name: 'component',
          include: ['src/client/**/*.test.tsx'],
          exclude: ISOLATED_COMPONENT_TESTS,
          environment: 'happy-dom',
          setupFiles: ['tests/component/setup.ts'],
          isolate: false,
        },
      },
      {
        test: {
          name: 'component-isolated',
          include: ISOLATED_COMPONENT_TESTS,
          environment: 'happy-dom',
          setupFiles: ['tests/component/setup.ts'],
        },
      },
      {
        test: {
          name: 'unit-isolated',
          include: ISOLATED_UNIT_TESTS,
          environment: 'node',
        },
      },
      {
        test: {
          ...integration,
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          exclude: [...PROCESS_TESTS, ...ISOLATED_TESTS],
          // Each file gets its own SQLite file and PostgreSQL schema, so files may run in parallel.
          fileParallelism: true,
          isolate: false,
        },
      },
      {
        test: {
          ...integration,
          name: 'integration-isolated',
          include: ISOLATED_TESTS,
          fileParallelism: true,
        },
      },
      {
        test: {
          ...integration,
          name: 'node-versions',
          include: NODE_VERSION_TESTS,
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
