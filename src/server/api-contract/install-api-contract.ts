import swagger, { type SwaggerTransform, type SwaggerTransformObject } from '@fastify/swagger';
import type { FastifyInstance, RouteOptions } from 'fastify';
import type { OpenAPIV3_1 } from 'openapi-types';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { SESSION_COOKIE } from '../auth/access-control';
import type { Access } from '../auth/principal';
import { errorBodySchema, FILE_MEDIA_TYPES } from '../http/reply-schemas';
import { zodSerializerCompiler, zodValidatorCompiler } from '../http/zod-compilers';

/** The three audiences of the API; an owner is staff with a role (ADR 007). */
export const API_TAGS = ['public', 'partner', 'staff'] as const;
export type ApiTag = (typeof API_TAGS)[number];

export function tagOf(access: Access): ApiTag {
  return access === 'owner' ? 'staff' : access;
}

/** Routes outside the API that a load balancer or monitor calls, documented with it. */
const DOCUMENTED_OUTSIDE_API = new Set(['/healthz', '/readyz']);

/**
 * The API contract (ADR 015): routes validate with the zod schemas in their `schema` option, and
 * the same schemas become the OpenAPI 3.1 document served at /api/docs. The tag, the session
 * requirement and the error answers of every route are derived here from its `config.access`,
 * so a route added anywhere is documented without a word about documentation.
 * Call before any route is registered.
 */
export async function installApiContract(
  app: FastifyInstance,
  { checkResponses }: { checkResponses: boolean },
): Promise<void> {
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(zodSerializerCompiler({ checkResponses }));
  app.addHook('onRoute', (route) => describeRoute(route));
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Grainline API',
        version: '1',
        description:
          'Configurator, quotes, partner area and back office of Grainline. Every answer is JSON `{ success, data }` or the shared `ErrorBody`, except files (PDF, CSV, images).',
      },
      tags: [
        { name: 'public', description: 'Anyone: the configurator, quotes by their link, sign-in, tracking beacons' },
        { name: 'partner', description: 'A signed-in partner (trade account)' },
        { name: 'staff', description: 'Signed-in staff; some calls are for owners only (noted on the call)' },
      ],
      components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE } } },
    },
    transform: withResponseDescriptions(createJsonSchemaTransform({})),
    transformObject: componentsOnly(createJsonSchemaTransformObject({})),
  });
}

function describeRoute(route: RouteOptions): void {
  const documented = route.url.startsWith('/api/') || DOCUMENTED_OUTSIDE_API.has(route.url);
  if (!documented) {
    route.schema = { ...route.schema, hide: true };
    return;
  }
  const access = route.config?.access ?? 'public';
  const signedIn = access !== 'public';
  const ownerNote = access === 'owner' ? 'Owners only (staff with the owner role).' : undefined;
  route.schema = {
    ...route.schema,
    tags: [tagOf(access)],
    ...(signedIn ? { security: [{ session: [] }] } : {}),
    ...(ownerNote ? { description: [ownerNote, route.schema?.description].filter(Boolean).join(' ') } : {}),
    response: {
      ...(signedIn
        ? {
            401: errorBodySchema,
            403: errorBodySchema,
          }
        : {}),
      '4xx': errorBodySchema,
      '5xx': errorBodySchema,
      ...(route.schema?.response as Record<string, unknown> | undefined),
    },
  };
}

const ERROR_DESCRIPTIONS: Record<string, string> = {
  401: 'Not signed in as the kind of account this call needs',
  403: 'Signed in without the right to this call, or sent from another origin',
  '4xx': 'Bad input (validation_failed names each field), not found, conflict, rate limited, …',
  '5xx': 'Our fault, or busy for a moment (503 with Retry-After)',
};

/**
 * Says in the document what each shared error answer means (the schema stays one `$ref`), and
 * lists a file answer (`fileReply`) under its own media types rather than as JSON.
 */
function withResponseDescriptions(transform: SwaggerTransform): SwaggerTransform {
  return (input) => {
    const result = transform(input);
    const response = result.schema.response as Record<string, Record<string, unknown>> | undefined;
    if (!response) return result;
    for (const [status, description] of Object.entries(ERROR_DESCRIPTIONS)) {
      const entry = response[status];
      if (entry) response[status] = { ...entry, description };
    }
    for (const [status, entry] of Object.entries(response)) {
      const mediaTypes = entry[FILE_MEDIA_TYPES];
      if (typeof mediaTypes !== 'string') continue;
      const content = mediaTypes
        .split(' ')
        .map((type) => [type, { schema: { type: 'string', contentMediaType: type } }]);
      response[status] = { description: entry.description, content: Object.fromEntries(content) };
    }
    return result;
  };
}

/**
 * The shared schemas as OpenAPI components: only those referred to, from a path or from another
 * component that is (a quote refers to its surfaces), without JSON Schema's `$id`/`$schema`.
 */
function componentsOnly(transformObject: SwaggerTransformObject): SwaggerTransformObject {
  return (input) => {
    const document = transformObject(input) as OpenAPIV3_1.Document;
    const schemas = document.components?.schemas ?? {};
    const referred = new Set<string>();
    const collect = (value: unknown) => {
      for (const match of JSON.stringify(value).matchAll(/"#\/components\/schemas\/([^"]+)"/g)) {
        const name = match[1] ?? '';
        if (referred.has(name)) continue;
        referred.add(name);
        collect(schemas[name] ?? {});
      }
    };
    collect(document.paths ?? {});
    for (const [name, schema] of Object.entries(schemas)) {
      if (!referred.has(name)) delete schemas[name];
      else
        schemas[name] = Object.fromEntries(
          Object.entries(schema).filter(([key]) => key !== '$id' && key !== '$schema'),
        );
    }
    return document;
  };
}
