import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adviceFiguresRoute, adviceRoute } from '#core/api/advice-routes';
import { priceBookVersionRoute } from '#core/api/catalogue-routes';
import { newSurface } from '#core/surface/surface-defaults';
import { ApiError } from './api-request';
import { callApi, callQuery, keyOf, urlOf } from './call-api';

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

const jsonResponse = (body: unknown, init: ResponseInit = {}) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' }, ...init });

function lastCall(): [string, RequestInit] {
  const call = fetchMock.mock.calls.at(-1);
  if (!call) throw new Error('fetch was not called');
  return [call[0] as string, call[1] ?? {}];
}

describe('callApi', () => {
  it('calls the route’s method and path with credentials and answers the envelope’s data', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ success: true, data: { version: 4 } }));
    const { version } = await callApi(priceBookVersionRoute);
    expect(version).toBe(4);
    const [url, init] = lastCall();
    expect(url).toBe(priceBookVersionRoute.path);
    expect(init).toMatchObject({ method: 'GET', credentials: 'include' });
    expect(init.body).toBeUndefined();
  });

  it('sends the body as JSON with the route’s method', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ success: true, data: {} }));
    const body = { surface: newSurface({ id: 'surface-1' }), spanMm: 900 };
    await callApi(adviceRoute, { body });
    const [url, init] = lastCall();
    expect(url).toBe(adviceRoute.path);
    expect(init.method).toBe('POST');
    expect(init.headers).toEqual({ 'Content-Type': 'application/json' });
    expect(JSON.parse(init.body as string)).toEqual(body);
  });

  it('throws ApiError with the server’s message on a refusal', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ success: false, error: { code: 'not_found', message: 'No such thing' } }, { status: 404 }));
    const failure = await callApi(adviceFiguresRoute).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(404);
    expect((failure as ApiError).detail?.message).toBe('No such thing');
  });
});

describe('urlOf and keyOf', () => {
  const route = { method: 'GET', path: '/api/things/:id/parts/:part', access: 'staff' } as const;
  const fill = urlOf as (route: unknown, input?: unknown) => string;
  const key = keyOf as (route: unknown, input?: unknown) => readonly unknown[];

  it('fills each path parameter, encoded, and appends the query without empty values', () => {
    expect(fill(route, { params: { id: 7, part: 'a/b c' }, query: { week: '2026-11-23', species: undefined, search: '', page: 2, open: true } })).toBe(
      '/api/things/7/parts/a%2Fb%20c?week=2026-11-23&page=2&open=true',
    );
    expect(fill(priceBookVersionRoute)).toBe('/api/pricing/price-book/version');
  });

  it('keys an answer by the route’s path first, so the path alone invalidates every input’s answer', () => {
    expect(key(route, { params: { id: 7 } })).toEqual(['/api/things/:id/parts/:part', { params: { id: 7 } }]);
    expect(key(route)).toEqual(['/api/things/:id/parts/:part']);
    expect(callQuery(priceBookVersionRoute).queryKey).toEqual([priceBookVersionRoute.path]);
  });
});
