/**
 * A call's address and who may make it (ADR 034): the zod-free half of a call's one definition,
 * small enough for the configurator's first load. The other half (input and reply schemas) is in
 * the area's `*-calls.ts`; the server registers from both, the browser calls with this one.
 */

/** Who may call: declared on every call, enforced by one hook (ADR 007). */
export type Access = 'public' | 'partner' | 'staff' | 'owner';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Route {
  readonly method: HttpMethod;
  /** Fastify's form: `/api/quotes/:token`; each `:name` is filled from the call's params. */
  readonly path: `/api/${string}`;
  /** Required: a call without it does not compile (ADR 034). */
  readonly access: Access;
  /** Changes prices, staff or partners: a second factor may be required (STAFF-17). */
  readonly secondFactor?: boolean;
}

/** The one place a call's method, path and access are written. */
export function defineRoute<const R extends Route>(route: R): R {
  return route;
}
