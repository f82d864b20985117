import { describe, expect, it } from 'vitest';
import { adviceFiguresRoute, adviceRoute } from '#core/api/advice-routes';
import { priceBookVersionRoute } from '#core/api/catalogue-routes';
import { inboxQuotesRoute, inboxSketchRoute } from '#core/api/quotes-inbox-routes';
import { quoteRoute } from '#core/api/quotes-routes';
import { newSurface } from '#core/surface/surface-defaults';
import { ApiError } from './api-request';
import { callApi, callQuery, keyOf, urlOf } from './call-api';
import { stubFetch } from './testing/stub-fetch';

const fetchMock = stubFetch();

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
    fetchMock.mockResolvedValue(
      jsonResponse({ success: false, error: { code: 'not_found', message: 'No such thing' } }, { status: 404 }),
    );
    const failure = await callApi(adviceFiguresRoute).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(404);
    expect((failure as ApiError).detail?.message).toBe('No such thing');
  });
});

describe('urlOf and keyOf', () => {
  it('fills each path parameter, encoded, and appends the query without empty values', () => {
    expect(urlOf(inboxSketchRoute, { params: { id: '7', sketchId: 'a/b c' } })).toBe(
      inboxSketchRoute.path.replace(':id', '7').replace(':sketchId', 'a%2Fb%20c'),
    );
    expect(urlOf(inboxQuotesRoute, { query: { search: '', status: undefined, from: '2026-11-23', page: 2 } })).toBe(
      `${inboxQuotesRoute.path}?from=2026-11-23&page=2`,
    );
    expect(urlOf(priceBookVersionRoute)).toBe(priceBookVersionRoute.path);
  });

  it('keys an answer by the route’s path first, so the path alone invalidates every input’s answer', () => {
    const token = 'x'.repeat(43);
    expect(keyOf(quoteRoute, { params: { token } })).toEqual([quoteRoute.path, { params: { token } }]);
    expect(keyOf(quoteRoute)).toEqual([quoteRoute.path]);
    expect(callQuery(priceBookVersionRoute).queryKey).toEqual([priceBookVersionRoute.path]);
  });
});
