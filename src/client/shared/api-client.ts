import type { QueryFunction } from '@tanstack/react-query';

/**
 * SPEC §7 / §8: every call to our own server carries credentials, sends JSON only when a
 * body is given, and turns any non-OK response into an Error whose message is
 * `${status}: ${body text or status text}`.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

// Only the method, path and status are logged, never bodies: they carry names, e-mails and phones.
function logRequest(message: string): void {
  if (import.meta.env.DEV) console.info(`[api] ${message}`);
}

function pathOf(url: string): string {
  return url.split('?')[0] ?? url;
}

/** A non-OK answer: the message is SPEC §8's `status: body`; the status is kept for screens that branch on it. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const bodyText = await response.text().catch(() => '');
  throw new ApiError(response.status, `${response.status}: ${bodyText || response.statusText}`);
}

export async function apiRequest(method: HttpMethod, url: string, body?: unknown): Promise<Response> {
  logRequest(`${method} ${pathOf(url)}`);
  const hasBody = body !== undefined;
  const response = await fetch(url, {
    method,
    credentials: 'include',
    ...(hasBody ? { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) } : {}),
  });
  try {
    await throwIfNotOk(response);
  } catch (error) {
    logRequest(`${method} ${pathOf(url)} failed with ${response.status}`);
    throw error;
  }
  logRequest(`${method} ${pathOf(url)} ${response.status}`);
  return response;
}

export type UnauthorizedBehavior = 'returnNull' | 'throw';

/**
 * The default query function: GET the query key joined as a URL and parse the JSON.
 * With `on401: 'returnNull'` a 401 resolves to null instead of failing (SPEC §7).
 */
export function getQueryFn<T>({ on401 = 'throw' }: { on401?: UnauthorizedBehavior } = {}): QueryFunction<T | null> {
  return async ({ queryKey }) => {
    const url = queryKey.join('/');
    logRequest(`GET ${pathOf(url)}`);
    const response = await fetch(url, { credentials: 'include' });
    if (on401 === 'returnNull' && response.status === 401) return null;
    await throwIfNotOk(response);
    return (await response.json()) as T;
  };
}

/** Our server's envelope (issue brief): `{ success: true, data }` or `{ success: false, error }`. */
export interface ApiSuccess<T> {
  success: true;
  data: T;
}

export interface ApiFailure {
  success: false;
  error: { code: string; message: string; fields?: Record<string, string> };
}

export type ApiEnvelope<T> = ApiSuccess<T> | ApiFailure;

/** GET a URL and return the envelope's `data`; a `success: false` body becomes an Error. */
export async function getData<T>(url: string): Promise<T> {
  const response = await apiRequest('GET', url);
  return unwrap<T>(response);
}

export async function postData<T>(url: string, body: unknown): Promise<T> {
  const response = await apiRequest('POST', url, body);
  return unwrap<T>(response);
}

async function unwrap<T>(response: Response): Promise<T> {
  const envelope = (await response.json()) as ApiEnvelope<T>;
  if (!envelope.success) throw new ApiError(response.status, `${response.status}: ${envelope.error.message}`);
  return envelope.data;
}
