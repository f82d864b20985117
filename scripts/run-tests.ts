/**
 * `npm test`: every tier in turn, cheapest first (CONTRIBUTING "Tests"), stopping at the first
 * that fails, then each tier's time and one closing line of counts. scripts/test-tools.sh has
 * already made sure the system tools are there. A browser test that passed only on its retry
 * fails the run by name: a retry keeps its trace for the diagnosis, it never hides the defect.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
  flaky: string[];
}

interface Tier {
  name: string;
  steps: string[][];
  counts(report: string): Counts;
}

const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'grainline-test-report-'));

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
}

function vitestCounts(report: string): Counts {
  const json = JSON.parse(fs.readFileSync(report, 'utf8')) as VitestReport;
  return {
    passed: json.numPassedTests,
    failed: json.numFailedTests,
    skipped: json.numPendingTests + json.numTodoTests,
    flaky: [],
  };
}

interface PlaywrightSuite {
  title: string;
  specs?: { title: string; file: string; tests: { status: string; projectName: string }[] }[];
  suites?: PlaywrightSuite[];
}

interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  suites: PlaywrightSuite[];
}

function flakyTests(suites: PlaywrightSuite[] | undefined): string[] {
  return (suites ?? []).flatMap((suite) => [
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests.filter((test) => test.status === 'flaky').map(() => `${spec.file} › ${spec.title}`),
    ),
    ...flakyTests(suite.suites),
  ]);
}

function playwrightCounts(report: string): Counts {
  const json = JSON.parse(fs.readFileSync(report, 'utf8')) as PlaywrightReport;
  const flaky = flakyTests(json.suites);
  return {
    passed: json.stats.expected,
    failed: json.stats.unexpected + flaky.length,
    skipped: json.stats.skipped,
    flaky,
  };
}

const vitest = (projects: string[], report: string, workers?: number) => [
  'npx',
  'vitest',
  'run',
  ...projects.flatMap((project) => ['--project', project]),
  ...(workers ? [`--maxWorkers=${workers}`] : []),
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${report}`,
];

/**
 * Integration files wait on PostgreSQL, pdftotext and the servers they start: on 2 cores the tier
 * used 5 min 48 s of CPU in a 5 min 26 s run, one core's worth. One worker more than the cores
 * keeps both busy (ADR 044).
 */
const INTEGRATION_WORKERS = os.availableParallelism() + 1;
const tiers: (Tier & { report: string })[] = [
  { name: 'unit and component', projects: ['unit', 'unit-isolated', 'component', 'component-isolated'] },
  {
    name: 'integration',
    projects: ['integration', 'integration-isolated', 'integration-processes'],
    workers: INTEGRATION_WORKERS,
  },
].map(({ name, projects, workers }) => {
  const report = path.join(reportDir, `${projects[0]}.json`);
  return { name, report, steps: [vitest(projects, report, workers)], counts: vitestCounts };
});
const e2eReport = path.join(reportDir, 'e2e.json');
tiers.push({
  name: 'end to end',
  report: e2eReport,
  steps: [
    ['npm', 'run', '--silent', 'build'],
    ['npx', 'playwright', 'test', '--reporter=list,json'],
  ],
  counts: playwrightCounts,
});

const env = {
  ...process.env,
  REQUIRE_POSTGRES: process.env.REQUIRE_POSTGRES ?? '1',
  PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport,
};
const rows: { name: string; seconds: number; counts?: Counts }[] = [];
let failed = false;

for (const tier of tiers) {
  const started = performance.now();
  console.log(`\n== ${tier.name}\n`);
  const ok = tier.steps.every(([command, ...args]) => spawnSync(command, args, { stdio: 'inherit', env }).status === 0);
  const counts = fs.existsSync(tier.report) ? tier.counts(tier.report) : undefined;
  rows.push({ name: tier.name, seconds: (performance.now() - started) / 1000, counts });
  if (counts?.flaky.length)
    console.error(
      `\nPassed only on a retry (a defect to fix, not to retry):\n${counts.flaky.map((name) => `  ${name}`).join('\n')}`,
    );
  if (!ok || !counts || counts.failed > 0) {
    failed = true;
    break;
  }
}

const minutes = (seconds: number) =>
  `${Math.floor(seconds / 60)} min ${String(Math.round(seconds % 60)).padStart(2, '0')} s`;
console.log('\n== Time by tier');
for (const row of rows) {
  const counts = row.counts
    ? `${row.counts.passed} passed, ${row.counts.failed} failed, ${row.counts.skipped} skipped`
    : 'no report';
  console.log(`${row.name.padEnd(20)} ${minutes(row.seconds).padStart(12)}   ${counts}`);
}
const total = rows.reduce(
  (sum, row) => ({ passed: sum.passed + (row.counts?.passed ?? 0), failed: sum.failed + (row.counts?.failed ?? 0) }),
  {
    passed: 0,
    failed: 0,
  },
);
console.log(`${'all'.padEnd(20)} ${minutes(rows.reduce((sum, row) => sum + row.seconds, 0)).padStart(12)}`);
// The plain closing line a CI reads: counts alone on the line.
console.log(`\n${total.passed} passed, ${total.failed} failed`);
fs.rmSync(reportDir, { recursive: true, force: true });
process.exit(failed ? 1 : 0);
