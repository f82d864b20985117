import type { AnyCall } from './all-calls';
import type { Route } from './route';

/**
 * The call defined at a route, found by method and path among all calls (ADR 034). Type-only: the
 * browser learns a call's input and reply from its one definition without loading zod.
 */
export type CallAt<R extends Route> = Extract<AnyCall, { route: { method: R['method']; path: R['path'] } }>;
