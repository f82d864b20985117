import { z } from 'zod';

/**
 * What a 400 calls a request part ("The search has invalid fields"). A call names its part with
 * `named(schema, 'search')`; otherwise the body is "the request" and the query string "the query".
 * Read by the server's validator (src/server/http/zod-compilers.ts).
 */
export const inputNames = z.registry<{ inputName: string }>();

/** A copy of `schema` whose validation errors name the input `inputName`; the shared schema itself is left alone. */
export function named<S extends z.ZodType>(schema: S, inputName: string): S {
  const copy = schema.clone();
  inputNames.add(copy, { inputName });
  return copy;
}

/** Path parameters that answer 404 when malformed, exactly as an unknown id does (see `idParams`). */
export const notFoundWhenInvalid = z.registry<{ notFound: string }>();

/** A copy of a path-parameter schema whose failure is a 404 with `message` rather than a 400. */
export function notFoundUnlessValid<S extends z.ZodType>(schema: S, message: string): S {
  const copy = schema.clone();
  notFoundWhenInvalid.add(copy, { notFound: message });
  return copy;
}
