import { describe, expect, it } from 'vitest';
import { MAX_ATTEMPTS, retryDelayMs } from './outbox-retry-policy';

describe('retryDelayMs', () => {
  it.each([
    [1, 60_000],
    [2, 120_000],
    [3, 240_000],
    [4, 480_000],
    [5, 960_000],
    [6, 1_920_000],
    [7, 3_600_000],
    [20, 3_600_000],
  ])('after %i failed attempts waits %i ms', (attempts, delay) => {
    expect(retryDelayMs(attempts)).toBe(delay);
  });

  it('scales from a configured first delay and keeps the hour cap', () => {
    expect(retryDelayMs(1, 1000)).toBe(2000);
    expect(retryDelayMs(3, 1000)).toBe(8000);
    expect(retryDelayMs(30, 1000)).toBe(3_600_000);
  });

  it('gives up after thirty attempts, about a day after the first', () => {
    let total = 0;
    for (let attempts = 1; attempts < MAX_ATTEMPTS; attempts += 1) total += retryDelayMs(attempts);
    expect(MAX_ATTEMPTS).toBe(30);
    // 1 + 2 + 4 + 8 + 16 + 32 minutes, then 23 hours.
    expect(total).toBe(86_580_000);
  });
});
