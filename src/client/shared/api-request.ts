/**
 * OPS-01, OPS-02: every call to our own server carries credentials, sends JSON only when a
 * body is given, and turns any non-OK response into an Error whose message is
 * `${status}: ${body text or status text}`.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

// OPS-03: only the method, path and status are logged, never bodies: they carry names, e-mails
// and phones. Development builds only: each call is guarded where it is made, so a production
// build carries neither the call nor its message (ADR 008).
export function logRequest(message: string): void {
  console.info(`[api] ${message}`);
}

export function pathOf(url: string): string {
  return url.split('?')[0] ?? url;
}

/** Our server's error body: a code, a message safe to show, and per-field messages for bad input. */
export interface ApiErrorDetail {
  code: string;
  message: string;
  fields?: Record<string, string>;
  /** A conflict's current state (409), such as the current price book (ADR 020). */
  current?: unknown;
  /** A burst's proof-of-work challenge (428, ADR 040). */
  challenge?: unknown;
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

export async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const bodyText = await response.text().catch(() => '');
  throw new ApiError(
    response.status,
    `${response.status}: ${bodyText || response.statusText}`,
    errorDetailOf(bodyText),
  );
}

export async function apiRequest(
  method: HttpMethod,
  url: string,
  body?: unknown,
  extraHeaders?: Record<string, string>,
): Promise<Response> {
  if (import.meta.env.DEV) logRequest(`${method} ${pathOf(url)}`);
  const hasBody = body !== undefined;
  const headers = { ...(hasBody ? { 'Content-Type': 'application/json' } : {}), ...extraHeaders };
  const response = await fetch(url, {
    method,
    credentials: 'include',
    ...(Object.keys(headers).length > 0 ? { headers } : {}),
    ...(hasBody ? { body: JSON.stringify(body) } : {}),
  });
  if (import.meta.env.DEV)
    logRequest(`${method} ${pathOf(url)} ${response.ok ? '' : 'failed with '}${response.status}`);
  await throwIfNotOk(response);
  return response;
}

/** Our server's envelope: `{ success: true, data }` or `{ success: false, error }`. */
interface ApiFailure {
  success: false;
  error: { code: string; message: string; fields?: Record<string, string> };
}

type ApiEnvelope<T> = { success: true; data: T } | ApiFailure;

/** The envelope's `data`; a `success: false` body becomes an `ApiError`. */
export async function unwrap<T>(response: Response): Promise<T> {
  const envelope = (await response.json()) as ApiEnvelope<T>;
  if (!envelope.success)
    throw new ApiError(response.status, `${response.status}: ${envelope.error.message}`, envelope.error);
  return envelope.data;
}
