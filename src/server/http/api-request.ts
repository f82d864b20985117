import type { FastifyRequest } from 'fastify';

/** Whether a route (its registered URL) is an API call's: every request it matches is one. */
export function isApiRoute(routeUrl: string | undefined): boolean {
  return routeUrl?.startsWith('/api/') === true;
}

/**
 * Whether a request is an API call: what access control and the rate limit decide by. By the route
 * it matched, never by the raw URL: the router decodes the path, so `/%61pi/staff/users` finds
 * `/api/staff/users`, and a test of the raw text would let one encoded letter skip both. A request
 * that matched no API route (the static files' wildcard, or none) is judged by its decoded path; one
 * that cannot be decoded counts as a call. `routeUrl`: the matched route's URL, where the caller has
 * it already (Fastify's `request.routeOptions` builds a new object on each read).
 */
export function isApiRequest(
  request: FastifyRequest,
  routeUrl: string | undefined = request.routeOptions.url,
): boolean {
  if (isApiRoute(routeUrl)) return true;
  const path = request.url.split('?', 1)[0] ?? '';
  try {
    return decodeURIComponent(path).startsWith('/api/');
  } catch {
    return true;
  }
}
