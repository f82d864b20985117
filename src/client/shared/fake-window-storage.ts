import { vi } from 'vitest';

/**
 * Test support: a localStorage stand-in (optionally one that refuses, as blocked storage
 * does) installed on a stubbed `window`, for the stores built on `createStoredValue`.
 */
export function fakeStorage(initial: Record<string, string> = {}, { failing = false } = {}) {
  const values = new Map(Object.entries(initial));
  return {
    values,
    getItem: (key: string) => {
      if (failing) throw new Error('SecurityError');
      return values.get(key) ?? null;
    },
    setItem: (key: string, value: string) => {
      if (failing) throw new Error('QuotaExceededError');
      values.set(key, value);
    },
  };
}

export function stubWindowStorage(storage: ReturnType<typeof fakeStorage>): void {
  vi.stubGlobal('window', { localStorage: storage, addEventListener: vi.fn(), removeEventListener: vi.fn() });
}
