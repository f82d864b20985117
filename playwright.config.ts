import { defineConfig, devices } from '@playwright/test';
import { chromiumPath } from '#tests/e2e/chromium-path';
import { E2E_PORT as PORT } from '#tests/e2e/e2e-ports';

const PRICE_BOOK_SPECS = ['price-book.spec.ts'];

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  // CI runs on a shared 2-core machine whose speed swings several-fold: a test that fails there
  // once is run once more, and the list reporter names it "flaky" in the log, to be fixed rather
  // than forgotten. A test that fails twice fails the run. Locally a failure is a failure.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // A trace is recorded only when a failed test runs again (CI's one retry). Recording every
    // test, to keep the failures' traces, took about a third of the e2e run's time on a 2-core
    // machine (two specs, 19 tests, alternating twice: 154 and 147 s with it, 105 and 101 s without).
    // Locally, `npx playwright test --trace retain-on-failure` records them again.
    trace: 'on-first-retry',
    ...devices['Desktop Chrome'],
    launchOptions: {
      // Debian's Chromium; no browser is ever downloaded on this machine.
      executablePath: chromiumPath(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  // The specs that save price-book versions change every price on the one e2e server, so they
  // run after the rest, one file after another: a quote saved meanwhile elsewhere would be
  // refused as priced from an old version (ADR 020), and their own expected prices would move.
  projects: [
    { name: 'e2e', testIgnore: PRICE_BOOK_SPECS },
    ...PRICE_BOOK_SPECS.map((spec, index) => ({
      name: `price book ${index + 1}`,
      testMatch: spec,
      dependencies: [index === 0 ? 'e2e' : `price book ${index}`],
    })),
  ],
  webServer: {
    command: 'npx tsx tests/e2e/serve.ts',
    url: `http://127.0.0.1:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: { E2E_PORT: String(PORT) },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
