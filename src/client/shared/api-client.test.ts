import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest, getData, getQueryFn, postForm, sendData, serverMessageOf } from './api-client';

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

function lastInit(): RequestInit {
  const call = fetchMock.mock.calls.at(-1);
  if (!call) throw new Error('fetch was not called');
  return call[1] ?? {};
}

async function runQuery<T>(queryFn: ReturnType<typeof getQueryFn<T>>, queryKey: string[]): Promise<T | null> {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return client.fetchQuery({ queryKey, queryFn });
}

describe('apiRequest', () => {
  it('sends credentials and no body or content type when no body is given', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ success: true, data: [] }));
    await apiRequest('GET', '/api/wood-species');
    const init = lastInit();
    expect(init.credentials).toBe('include');
    expect(init.method).toBe('GET');
    expect(init.body).toBeUndefined();
    expect(init.headers).toBeUndefined();
  });

  it('sends a JSON body with a JSON content type when a body is given', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ success: true, data: {} }));
    await apiRequest('POST', '/api/leads/capture', { surfaceType: 'countertop' });
    const init = lastInit();
    expect(init.credentials).toBe('include');
    expect(init.headers).toEqual({ 'Content-Type': 'application/json' });
    expect(init.body).toBe('{"surfaceType":"countertop"}');
  });

  it('throws "status: body text" on a non-OK response', async () => {
    fetchMock.mockResolvedValue(new Response('{"success":false}', { status: 400, statusText: 'Bad Request' }));
    await expect(apiRequest('POST', '/api/pricing/quote', {})).rejects.toThrow('400: {"success":false}');
  });

  it('keeps the status on the error for screens that branch on it', async () => {
    fetchMock.mockResolvedValue(new Response('{"success":false}', { status: 404, statusText: 'Not Found' }));
    const error: unknown = await apiRequest('GET', '/api/quotes/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, message: '404: {"success":false}' });
  });

  it('falls back to the status text when the body is empty', async () => {
    fetchMock.mockResolvedValue(new Response('', { status: 503, statusText: 'Service Unavailable' }));
    await expect(apiRequest('GET', '/api/pricing/price-book')).rejects.toThrow('503: Service Unavailable');
  });
});

describe('getData', () => {
  it('returns the envelope data', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ success: true, data: { vatPercent: 15 } }));
    await expect(getData('/api/pricing/price-book')).resolves.toEqual({ vatPercent: 15 });
  });

  it('turns a success: false envelope into an error', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ success: false, error: { code: 'x', message: 'Nope' } }));
    await expect(getData('/api/pricing/price-book')).rejects.toThrow('200: Nope');
  });
});

describe('getQueryFn', () => {
  it('GETs the joined query key with credentials and parses JSON', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ ok: 1 }));
    await expect(runQuery(getQueryFn<{ ok: number }>(), ['/api/analytics'])).resolves.toEqual({ ok: 1 });
    expect(fetchMock.mock.calls.at(-1)?.[0]).toBe('/api/analytics');
    expect(lastInit().credentials).toBe('include');
  });

  it('throws on 401 by default', async () => {
    fetchMock.mockResolvedValue(new Response('Unauthorized', { status: 401 }));
    await expect(runQuery(getQueryFn(), ['/api/staff/me'])).rejects.toThrow('401: Unauthorized');
  });

  it('returns null on 401 when asked to', async () => {
    fetchMock.mockResolvedValue(new Response('Unauthorized', { status: 401 }));
    await expect(runQuery(getQueryFn({ on401: 'returnNull' }), ['/api/staff/me'])).resolves.toBeNull();
  });
});

describe('the server error body', () => {
  const failure = {
    success: false,
    error: { code: 'validation_failed', message: 'Check the highlighted fields', fields: { contactEmail: 'Please enter a valid email address' } },
  };

  it('is kept on the error for forms, while the message stays OPS-02 "status: body"', async () => {
    fetchMock.mockResolvedValue(jsonResponse(failure, { status: 400 }));
    const error = await sendData('PATCH', '/api/professional-users/1/approve', { discountPercentage: 99 }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).detail).toEqual(failure.error);
    expect((error as ApiError).message).toBe(`400: ${JSON.stringify(failure)}`);
    expect(serverMessageOf(error)).toBe('Check the highlighted fields');
    expect(lastInit().method).toBe('PATCH');
  });

  it('is null when the body is not ours', async () => {
    fetchMock.mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502 }));
    const error = await getData('/api/session').catch((caught: unknown) => caught);
    expect((error as ApiError).detail).toBeNull();
    expect(serverMessageOf(error)).toBeNull();
  });
});

describe('postForm', () => {
  it('sends the form as the body with credentials and lets the browser write the content type', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ success: true, data: { username: 'oak-and-co' } }, { status: 201 }));
    const form = new FormData();
    form.append('username', 'oak-and-co');
    await expect(postForm('/api/professional-users/setup', form)).resolves.toEqual({ username: 'oak-and-co' });
    expect(lastInit().body).toBe(form);
    expect(lastInit().headers).toBeUndefined();
    expect(lastInit().credentials).toBe('include');
  });
});
