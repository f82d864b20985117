import type { FastifySchemaCompiler, FastifySerializerCompiler } from 'fastify';
import { z } from 'zod';
import { AppError } from '../errors';
import { inputNames, notFoundWhenInvalid } from '#core/api/input-names';
import { invalidInput } from './parse-input';

export { named, notFoundUnlessValid } from '#core/api/input-names';

const PART_NAMES: Record<string, string> = {
  body: 'request',
  querystring: 'query',
  params: 'request path',
  headers: 'request headers',
};

/**
 * Fastify validates a route's `schema` parts (params, body, query string, headers) with zod, and a
 * failure is the same AppError a handler's `parseInput` throws, so the client sees one error shape
 * (ADR 015). Fastify hands an absent body over as null; it is validated as the absent body it was.
 */
export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> = ({ schema, httpPart }) => {
  const name = inputNames.get(schema)?.inputName ?? PART_NAMES[httpPart ?? 'body'] ?? 'request';
  const notFound = notFoundWhenInvalid.get(schema)?.notFound;
  return (data: unknown) => {
    const input = httpPart === 'body' && data === null ? undefined : data;
    const result = schema.safeParse(input);
    if (result.success) return { value: result.data };
    return { error: notFound === undefined ? invalidInput(result.error, name) : new AppError('not_found', notFound) };
  };
};

/**
 * Replies are written as the handler made them (JSON.stringify, nothing stripped or renamed), so a
 * declared response schema documents without changing a byte. With `checkResponses` (the tests) a
 * reply that does not match its schema is a 500, so the contract cannot drift from the code unseen.
 */
export function zodSerializerCompiler({
  checkResponses,
}: {
  checkResponses: boolean;
}): FastifySerializerCompiler<z.ZodType> {
  return ({ schema, method, url }) =>
    (data) => {
      if (checkResponses) {
        const result = schema.safeParse(data);
        if (!result.success)
          throw new Error(
            `The reply of ${method} ${url} does not match its response schema:\n${z.prettifyError(result.error)}`,
          );
      }
      return JSON.stringify(data);
    };
}
