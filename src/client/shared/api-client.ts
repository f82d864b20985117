import type { QueryFunction } from '@tanstack/react-query';
import { ApiError, apiRequest, logRequest, pathOf, throwIfNotOk, unwrap, type HttpMethod } from './api-request';

/*
 * The calls the configurator's first screen makes live in `api-request.ts`; this module adds the
 * ones only later screens use, so they stay out of the first load (ADR 008): a module the first
 * load shares with a lazy screen is bundled into the first load whole.
 */
export * from './api-request';

export type UnauthorizedBehavior = 'returnNull' | 'throw';

/**
 * The default query function: GET the query key joined as a URL and parse the JSON.
 * With `on401: 'returnNull'` a 401 resolves to null instead of failing (OPS-01).
 */
export function getQueryFn<T>({ on401 = 'throw' }: { on401?: UnauthorizedBehavior } = {}): QueryFunction<T | null> {
  return async ({ queryKey }) => {
    const url = queryKey.join('/');
    if (import.meta.env.DEV) logRequest(`GET ${pathOf(url)}`);
    const response = await fetch(url, { credentials: 'include' });
    if (on401 === 'returnNull' && response.status === 401) return null;
    await throwIfNotOk(response);
    return (await response.json()) as T;
  };
}

/** Any method with an optional JSON body; returns the envelope's `data`. */
export async function sendData<T>(method: HttpMethod, url: string, body?: unknown): Promise<T> {
  const response = await apiRequest(method, url, body);
  return unwrap<T>(response);
}

/** A multipart POST (the browser writes the boundary itself); returns the envelope's `data`. */
export async function postForm<T>(url: string, form: FormData): Promise<T> {
  if (import.meta.env.DEV) logRequest(`POST ${pathOf(url)}`);
  const response = await fetch(url, { method: 'POST', body: form, credentials: 'include' });
  await throwIfNotOk(response);
  return unwrap<T>(response);
}

/** The server's own message for a failed call (safe to show), or null when it sent none. */
export function serverMessageOf(error: unknown): string | null {
  return error instanceof ApiError ? (error.detail?.message ?? null) : null;
}

export function statusOf(error: unknown): number | null {
  return error instanceof ApiError ? error.status : null;
}
