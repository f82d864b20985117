import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

/**
 * Every component test (vitest.config.ts, project `component`): the DOM is emptied after each
 * test, and a console error (React's warnings among them) fails the test that caused it, as
 * STYLE asks of every tier.
 */
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error in a component test: ${args.map(String).join(' ')}`);
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});
