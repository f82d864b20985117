import type { Reporter, TestModule } from 'vitest/node';

const POSTGRES_SUFFIX = ' [postgres]';

/**
 * After a run without PostgreSQL, one line naming the PostgreSQL suites that were skipped
 * and how to run them. With REQUIRE_POSTGRES=1 (CI) a skipped PostgreSQL suite fails the run.
 */
export default class PostgresSkipReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const skipped = testModules.flatMap((module) =>
      [...module.children.allSuites()]
        .filter((suite) => suite.name.endsWith(POSTGRES_SUFFIX) && suite.state() === 'skipped')
        .map((suite) => suite.name.slice(0, -POSTGRES_SUFFIX.length)),
    );
    if (skipped.length === 0) return;
    const line = `PostgreSQL not reachable: skipped the PostgreSQL runs of ${skipped.length} suites (${skipped.join(', ')}); start PostgreSQL at 127.0.0.1:5432 or set TEST_DATABASE_URL to run them.`;
    if (process.env.REQUIRE_POSTGRES === '1') {
      console.error(`REQUIRE_POSTGRES=1: ${line}`);
      process.exitCode = 1;
    } else {
      console.log(line);
    }
  }
}
