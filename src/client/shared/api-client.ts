import type { QueryFunction } from '@tanstack/react-query';

/**
 * OPS-01, OPS-02: every call to our own server carries credentials, sends JSON only when a
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

/** Our server's error body: a code, a message safe to show, and per-field messages for bad input. */
export interface ApiErrorDetail {
  code: string;
  message: string;
  fields?: Record<string, string>;
  /** A conflict's current state (409), such as the current price book (ADR 020). */
  current?: unknown;
}

/**
 * A non-OK answer: the message is OPS-02's `status: body`; the status is kept for screens
 * that branch on it, and our server's error body (when it sent one) for forms that show its
 * message or mark its fields.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly detail: ApiErrorDetail | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

function errorDetailOf(bodyText: string): ApiErrorDetail | null {
  try {
    const body = JSON.parse(bodyText) as Partial<ApiFailure> | null;
    const error = body?.error;
    return typeof error?.message === 'string' && typeof error.code === 'string' ? error : null;
  } catch {
    return null;
  }
}

async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const bodyText = await response.text().catch(() => '');
  throw new ApiError(response.status, `${response.status}: ${bodyText || response.statusText}`, errorDetailOf(bodyText));
}

export async function apiRequest(method: HttpMethod, url: string, body?: unknown, extraHeaders?: Record<string, string>): Promise<Response> {
  logRequest(`${method} ${pathOf(url)}`);
  const hasBody = body !== undefined;
  const headers = { ...(hasBody ? { 'Content-Type': 'application/json' } : {}), ...extraHeaders };
  const response = await fetch(url, {
    method,
    credentials: 'include',
    ...(Object.keys(headers).length > 0 ? { headers } : {}),
    ...(hasBody ? { body: JSON.stringify(body) } : {}),
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
 * With `on401: 'returnNull'` a 401 resolves to null instead of failing (OPS-01).
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

export async function postData<T>(url: string, body: unknown, headers?: Record<string, string>): Promise<T> {
  const response = await apiRequest('POST', url, body, headers);
  return unwrap<T>(response);
}

/** Any method with an optional JSON body; returns the envelope's `data`. */
export async function sendData<T>(method: HttpMethod, url: string, body?: unknown): Promise<T> {
  const response = await apiRequest(method, url, body);
  return unwrap<T>(response);
}

/** A multipart POST (the browser writes the boundary itself); returns the envelope's `data`. */
export async function postForm<T>(url: string, form: FormData): Promise<T> {
  logRequest(`POST ${pathOf(url)}`);
  const response = await fetch(url, { method: 'POST', body: form, credentials: 'include' });
  await throwIfNotOk(response);
  return unwrap<T>(response);
}

async function unwrap<T>(response: Response): Promise<T> {
  const envelope = (await response.json()) as ApiEnvelope<T>;
  if (!envelope.success) throw new ApiError(response.status, `${response.status}: ${envelope.error.message}`, envelope.error);
  return envelope.data;
}

/** The server's own message for a failed call (safe to show), or null when it sent none. */
export function serverMessageOf(error: unknown): string | null {
  return error instanceof ApiError ? (error.detail?.message ?? null) : null;
}

export function statusOf(error: unknown): number | null {
  return error instanceof ApiError ? error.status : null;
}
