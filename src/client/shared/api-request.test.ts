import { describe, expect, it } from 'vitest';
import { priceBookRoute, woodSpeciesSummariesRoute } from '#core/api/catalogue-routes';
import { partnerSetupRoute } from '#core/api/partners-routes';
import { sessionRoute } from '#core/api/session-routes';
import { leadCaptureRoute } from '#core/api/tracking-routes';
import { serverMessageOf, statusOf } from './api-client';
import { ApiError, apiRequest, unwrap } from './api-request';
import { callApi, callWithForm } from './call-api';
import { stubFetch } from './testing/stub-fetch';

const fetchMock = stubFetch();

const jsonResponse = (body: unknown, init: ResponseInit = {}) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' }, ...init });

function lastInit(): RequestInit {
  const call = fetchMock.mock.calls.at(-1);
  if (!call) throw new Error('fetch was not called');
  return call[1] ?? {};
}

describe('apiRequest (OPS-01, OPS-02)', () => {
  it('sends credentials and no body or content type when no body is given', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ success: true, data: [] }));
    await apiRequest('GET', woodSpeciesSummariesRoute.path);
    const init = lastInit();
    expect(init.credentials).toBe('include');
    expect(init.method).toBe('GET');
    expect(init.body).toBeUndefined();
    expect(init.headers).toBeUndefined();
  });

  it('sends a JSON body with a JSON content type when a body is given', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ success: true, data: {} }));
    await apiRequest('POST', leadCaptureRoute.path, { surfaceType: 'countertop' });
    const init = lastInit();
    expect(init.credentials).toBe('include');
    expect(init.headers).toEqual({ 'Content-Type': 'application/json' });
    expect(init.body).toBe('{"surfaceType":"countertop"}');
  });

  it('throws "status: body text" on a non-OK response, keeping the status for screens that branch on it', async () => {
    fetchMock.mockResolvedValue(new Response('{"success":false}', { status: 404, statusText: 'Not Found' }));
    const error: unknown = await apiRequest('GET', sessionRoute.path).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, message: '404: {"success":false}' });
    expect(statusOf(error)).toBe(404);
  });

  it('falls back to the status text when the body is empty', async () => {
    fetchMock.mockResolvedValue(new Response('', { status: 503, statusText: 'Service Unavailable' }));
    await expect(apiRequest('GET', priceBookRoute.path)).rejects.toThrow('503: Service Unavailable');
  });
});

describe('unwrap', () => {
  it('returns the envelope data', async () => {
    await expect(unwrap(jsonResponse({ success: true, data: { vatPercent: 15 } }))).resolves.toEqual({
      vatPercent: 15,
    });
  });

  it('turns a success: false envelope into an error', async () => {
    await expect(unwrap(jsonResponse({ success: false, error: { code: 'x', message: 'Nope' } }))).rejects.toThrow(
      '200: Nope',
    );
  });
});

describe('the server error body', () => {
  const failure = {
    success: false,
    error: {
      code: 'validation_failed',
      message: 'Check the highlighted fields',
      fields: { contactEmail: 'Please enter a valid email address' },
    },
  };

  it('is kept on the error for forms, while the message stays OPS-02 "status: body"', async () => {
    fetchMock.mockResolvedValue(jsonResponse(failure, { status: 400 }));
    const error = await callApi(priceBookRoute).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).detail).toEqual(failure.error);
    expect((error as ApiError).message).toBe(`400: ${JSON.stringify(failure)}`);
    expect(serverMessageOf(error)).toBe('Check the highlighted fields');
  });

  it('is null when the body is not ours', async () => {
    fetchMock.mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502 }));
    const error = await callApi(sessionRoute).catch((caught: unknown) => caught);
    expect((error as ApiError).detail).toBeNull();
    expect(serverMessageOf(error)).toBeNull();
  });
});

describe('callWithForm', () => {
  it('sends the form as the body with credentials and lets the browser write the content type', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ success: true, data: { username: 'oak-and-co' } }, { status: 201 }));
    const form = new FormData();
    form.append('username', 'oak-and-co');
    await expect(callWithForm(partnerSetupRoute, form)).resolves.toEqual({ username: 'oak-and-co' });
    expect(fetchMock.mock.calls.at(-1)?.[0]).toBe(partnerSetupRoute.path);
    expect(lastInit()).toMatchObject({ method: 'POST', body: form, credentials: 'include' });
    expect(lastInit().headers).toBeUndefined();
  });
});
