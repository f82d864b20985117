import { test as base, expect } from '@playwright/test';

/**
 * Chromium's note that it refused a script in an empty sandboxed frame (the Daily Reports tab
 * shows a stored report in `<iframe sandbox srcdoc>`; Playwright's own helper looking into the
 * frame is refused). It is the sandbox working, not an error of the app.
 */
const SANDBOX_REFUSAL = /^Blocked script execution in 'about:srcdoc' because the document's frame is sandboxed/;

/**
 * Every end-to-end test fails if the page logs a console error or throws (the rule:
 * a console error or an unhandled rejection fails a test run).
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && !SANDBOX_REFUSAL.test(message.text())) errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(`${error.name}: ${error.message}`));
      await use(errors);
      expect(errors, 'console errors on the page').toEqual([]);
    },
    { auto: true },
  ],
});

/** The page's console errors that the test caused on purpose (a failed request), taken out of the fixture's check. */
export function acceptConsoleErrors(consoleErrors: string[], pattern: RegExp): string[] {
  const expected = consoleErrors.filter((error) => pattern.test(error));
  const rest = consoleErrors.filter((error) => !pattern.test(error));
  consoleErrors.splice(0, consoleErrors.length, ...rest);
  return expected;
}

export { expect };
