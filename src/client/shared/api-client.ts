import { ApiError } from './api-request';

/*
 * What a screen reads from a failed call. The calls themselves are made with `callApi` and its
 * kin (`call-api.ts`, ADR 034); `api-request.ts` holds what the configurator's first load needs.
 */
export { ApiError, type ApiErrorDetail } from './api-request';

/** The server's own message for a failed call (safe to show), or null when it sent none. */
export function serverMessageOf(error: unknown): string | null {
  return error instanceof ApiError ? (error.detail?.message ?? null) : null;
}

export function statusOf(error: unknown): number | null {
  return error instanceof ApiError ? error.status : null;
}
