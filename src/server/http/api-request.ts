import type { FastifyRequest } from 'fastify';

/**
 * Whether a request is an API call: what access control and the rate limit decide by. By the route
 * it matched, never by the raw URL: the router decodes the path, so `/%61pi/staff/users` finds
 * `/api/staff/users`, and a test of the raw text would let one encoded letter skip both. A request
 * that matched no API route (the static files' wildcard, or none) is judged by its decoded path; one
 * that cannot be decoded counts as a call.
 */
export function isApiRequest(request: FastifyRequest): boolean {
  if (request.routeOptions.url?.startsWith('/api/')) return true;
  const path = request.url.split('?', 1)[0] ?? '';
  try {
    return decodeURIComponent(path).startsWith('/api/');
  } catch {
    return true;
  }
}
