import { afterEach, beforeEach, vi } from 'vitest';

/**
 * For a unit test of a module that calls our server: `fetch` is a mock for each test (answer it
 * with `mockResolvedValueOnce`), and the development log of each call is kept out of the output.
 */
export function stubFetch() {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
  return fetchMock;
}

/** The address a stubbed `fetch` was called with, whichever form the caller passed it in. */
export const requestedUrl = (input: RequestInfo | URL): string =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
