import type { ReplyData, SentInput } from '#core/api/call';
import type { CallAt } from '#core/api/call-types';
import type { Route } from '#core/api/route';
import { apiRequest, logRequest, pathOf, throwIfNotOk, unwrap } from './api-request';

/*
 * The browser's side of each call's one definition (ADR 034): a route from `src/core/api/*-routes.ts`
 * (no zod, so it costs the first load a few bytes) and the input and reply types of its call,
 * imported as types only. No URL is typed out and no reply type is picked by hand.
 */

type Input<R extends Route> = SentInput<CallAt<R>>;
/** The input argument: required when the call takes params, a query or a body. */
type InputArgument<R extends Route> = keyof Input<R> extends never
  ? [input?: Record<string, never>]
  : [input: Input<R>];

/** The URL of `route` with `input`'s params filled in (each encoded) and its query appended. */
export function urlOf<R extends Route>(route: R, ...[input]: InputArgument<R>): string {
  const given = (input ?? {}) as { params?: Record<string, unknown>; query?: Record<string, unknown> };
  const path = route.path.replace(/:([A-Za-z]+)/g, (_, name: string) =>
    encodeURIComponent(String(given.params?.[name])),
  );
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(given.query ?? {}))
    if (isQueryValue(value) && value !== '') query.append(name, String(value));
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

/** A query string carries text, numbers and yes/no; anything else (absent, null) is left out. */
function isQueryValue(value: unknown): value is string | number | boolean {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
}

/** A query key for `route`: its path first, so `keyOf(route)` alone (no input) invalidates every input's answer. */
export function keyOf<R extends Route>(route: R, input?: Input<R>): readonly unknown[] {
  return input === undefined ? [route.path] : [route.path, input];
}

/** Makes the call and answers the reply's `data`; a failure is an `ApiError` (OPS-02). */
export async function callApi<R extends Route>(
  route: R,
  ...args: [...InputArgument<R>, options?: { headers?: Record<string, string> }]
): Promise<ReplyData<CallAt<R>>> {
  const [input, options] = args as unknown as [
    { body?: unknown } | undefined,
    { headers?: Record<string, string> } | undefined,
  ];
  const response = await apiRequest(
    route.method,
    urlOf(route, ...([input] as InputArgument<R>)),
    input?.body,
    options?.headers,
  );
  return unwrap<ReplyData<CallAt<R>>>(response);
}

/** The raw answer of a call (a file, or when the headers matter); non-OK answers throw as `callApi`'s do. */
export function callForResponse<R extends Route>(route: R, ...[input]: InputArgument<R>): Promise<Response> {
  return apiRequest(
    route.method,
    urlOf(route, ...([input] as InputArgument<R>)),
    (input as { body?: unknown } | undefined)?.body,
  );
}

/** `useQuery(callQuery(route, input))`: the key and the function of one call. */
export function callQuery<R extends Route>(route: R, ...[input]: InputArgument<R>) {
  const args = [input] as InputArgument<R>;
  return { queryKey: keyOf(route, input as Input<R> | undefined), queryFn: () => callApi(route, ...args) };
}

/** A multipart upload to `route` (the browser writes the boundary itself); answers the reply's `data`. */
export async function callWithForm<R extends Route>(
  route: R,
  form: FormData,
  ...[input]: InputArgument<R>
): Promise<ReplyData<CallAt<R>>> {
  const url = urlOf(route, ...([input] as InputArgument<R>));
  if (import.meta.env.DEV) logRequest(`${route.method} ${pathOf(url)}`);
  const response = await fetch(url, { method: route.method, body: form, credentials: 'include' });
  await throwIfNotOk(response);
  return unwrap<ReplyData<CallAt<R>>>(response);
}
