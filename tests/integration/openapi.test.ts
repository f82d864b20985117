import { expect, it } from 'vitest';
import type { OpenAPIV3_1 } from 'openapi-types';
import { API_TAGS, tagOf } from '#server/api-contract/install-api-contract';
import { makeStaff, signInStaff } from './helpers/accounts';
import { describeEachDatabase } from './helpers/test-app';

const ERROR_REF = '#/components/schemas/ErrorBody';
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

type Operation = OpenAPIV3_1.OperationObject;

function operations(document: OpenAPIV3_1.Document): { method: string; path: string; operation: Operation }[] {
  return Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    METHODS.flatMap((method) => (item?.[method] ? [{ method, path, operation: item[method] }] : [])),
  );
}

const responseSchema = (operation: Operation, status: string) =>
  (operation.responses?.[status] as OpenAPIV3_1.ResponseObject | undefined)?.content?.['application/json']?.schema as
    | { $ref?: string }
    | undefined;

/** The schemas of an operation's success (2xx) answers, of any media type. */
const successSchemas = (operation: Operation) =>
  Object.entries(operation.responses ?? {})
    .filter(([status]) => status.startsWith('2'))
    .flatMap(([, response]) =>
      Object.values((response as OpenAPIV3_1.ResponseObject).content ?? {}).flatMap((media) =>
        media.schema ? [media.schema] : [],
      ),
    );

/** Fastify writes `/api/quotes/:token`, OpenAPI `/api/quotes/{token}`. */
const openapiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

describeEachDatabase('the OpenAPI contract (ADR 015)', (context) => {
  async function fetchDocument(): Promise<OpenAPIV3_1.Document> {
    const reply = await context().app.inject({ method: 'GET', url: '/api/docs/openapi.json' });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toMatch(/^application\/json/);
    return reply.json<OpenAPIV3_1.Document>();
  }

  it('is a snapshot in the repository, so a change to the contract shows in review (regenerate: npx vitest run --project integration-isolated tests/integration/openapi.test.ts --update)', async () => {
    const document = await fetchDocument();
    await expect(`${JSON.stringify(document, null, 2)}\n`).toMatchFileSnapshot('./__snapshots__/openapi.json');
  });

  it('is OpenAPI 3.1 with one shared error schema', async () => {
    const document = await fetchDocument();
    expect(document.openapi).toMatch(/^3\.1\.\d+$/);
    expect(document.info.title).toBe('Grainline API');
    expect(document.tags?.map((tag) => tag.name)).toEqual([...API_TAGS]);
    expect(document.components?.schemas?.ErrorBody).toMatchObject({
      type: 'object',
      properties: { success: { const: false }, error: { type: 'object', required: ['code', 'message'] } },
    });
  });

  it('refers only to schemas it defines, however deep the reference', async () => {
    const document = await fetchDocument();
    const referred = [...JSON.stringify(document).matchAll(/"#\/components\/schemas\/([^"]+)"/g)].map(
      (match) => match[1] ?? '',
    );
    expect(referred).toContain('SurfacePrice');
    expect(referred.filter((name) => document.components?.schemas?.[name] === undefined)).toEqual([]);
  });

  it('documents every API route, tagged by its declared access, with the shared error schema for its errors', async () => {
    const { app } = context();
    const document = await fetchDocument();
    const documented = new Map(
      operations(document).map((entry) => [`${entry.method.toUpperCase()} ${entry.path}`, entry.operation]),
    );
    const apiRoutes = app.routeAccess.filter((route) => route.url.startsWith('/api/') && route.method !== 'HEAD');
    expect(apiRoutes.length).toBeGreaterThan(50);
    for (const route of apiRoutes) {
      const key = `${route.method} ${openapiPath(route.url)}`;
      const operation = documented.get(key);
      expect(operation, key).toBeDefined();
      if (!operation) continue;
      expect(operation.tags, key).toEqual([tagOf(route.access)]);
      expect(responseSchema(operation, '4XX')?.$ref, key).toBe(ERROR_REF);
      expect(responseSchema(operation, '5XX')?.$ref, key).toBe(ERROR_REF);
      if (route.access !== 'public') {
        expect(operation.security, key).toEqual([{ session: [] }]);
        expect(responseSchema(operation, '401')?.$ref, key).toBe(ERROR_REF);
        expect(responseSchema(operation, '403')?.$ref, key).toBe(ERROR_REF);
      }
    }
    for (const { operation } of operations(document)) {
      expect(operation.tags).toHaveLength(1);
      expect(API_TAGS).toContain(operation.tags?.[0]);
    }
  });

  it('describes the success answer of every API route: a JSON schema, or the media type of the file it sends', async () => {
    const { app } = context();
    const document = await fetchDocument();
    const documented = new Map(
      operations(document).map((entry) => [`${entry.method.toUpperCase()} ${entry.path}`, entry.operation]),
    );
    const apiRoutes = app.routeAccess.filter((route) => route.url.startsWith('/api/') && route.method !== 'HEAD');
    const undescribed = apiRoutes
      .map((route) => `${route.method} ${openapiPath(route.url)}`)
      .filter((key) => successSchemas(documented.get(key) ?? {}).length === 0);
    expect(undescribed).toEqual([]);
    const pdf = document.paths?.['/api/quotes/{token}/pdf']?.get?.responses?.['200'] as
      | OpenAPIV3_1.ResponseObject
      | undefined;
    expect(Object.keys(pdf?.content ?? {})).toEqual(['application/pdf']);
    const csv = document.paths?.['/api/exports/leads.csv']?.get?.responses?.['200'] as
      | OpenAPIV3_1.ResponseObject
      | undefined;
    expect(Object.keys(csv?.content ?? {})).toEqual(['text/csv']);
  });

  it('describes request bodies and parameters from the zod schemas that validate them', async () => {
    const document = await fetchDocument();
    const pricing = document.paths?.['/api/pricing/quote']?.post;
    const body: unknown = (pricing?.requestBody as OpenAPIV3_1.RequestBodyObject | undefined)?.content[
      'application/json'
    ]?.schema;
    expect(body).toMatchObject({ type: 'object', properties: { surfaces: { type: 'array' } } });
    const inbox = document.paths?.['/api/admin/quotes']?.get;
    expect(
      (inbox?.parameters as OpenAPIV3_1.ParameterObject[] | undefined)?.map((parameter) => parameter.in),
    ).toContain('query');
  });

  it('answers bad input found by a route schema with the one error body: 400 naming each field, or 404 for a malformed id', async () => {
    const { app, database } = context();
    const empty = await app.inject({ method: 'POST', url: '/api/pricing/quote', payload: { surfaces: [] } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({
      success: false,
      error: {
        code: 'validation_failed',
        message: 'The request has invalid fields',
        fields: { surfaces: 'Add at least one surface' },
      },
    });
    const missing = await app.inject({ method: 'POST', url: '/api/pricing/quote' });
    expect(missing.json()).toMatchObject({
      error: {
        code: 'validation_failed',
        fields: { '(body)': expect.stringContaining('received undefined') as unknown },
      },
    });

    const cookie = await signInStaff(app, await makeStaff(database.db));
    const search = await app.inject({ method: 'GET', url: '/api/admin/quotes?page=0', headers: { cookie } });
    expect(search.statusCode).toBe(400);
    expect(search.json()).toMatchObject({
      error: {
        code: 'validation_failed',
        message: 'The search has invalid fields',
        fields: { page: expect.any(String) as unknown },
      },
    });
    const report = await app.inject({ method: 'GET', url: '/api/reports/daily/abc', headers: { cookie } });
    expect(report.statusCode).toBe(404);
    expect(report.json()).toEqual({ success: false, error: { code: 'not_found', message: 'Not found' } });
  });

  it('reads as a plain HTML page with no scripts, under the app’s own CSP', async () => {
    const reply = await context().app.inject({ method: 'GET', url: '/api/docs' });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(reply.headers['content-security-policy']).toContain("script-src 'self'");
    expect(reply.body).not.toContain('<script');
    expect(reply.body).toContain('/api/pricing/quote');
    expect(reply.body).toContain('<span class="tag">staff</span>');
    expect(reply.body).toContain('id="schema-ErrorBody"');
    // A page gets the page set of security headers, JSON its short set (ADR 039).
    expect(reply.headers['x-frame-options']).toBeUndefined();
    expect(reply.headers['x-xss-protection']).toBe('0');
    const document = await context().app.inject({ method: 'GET', url: '/api/docs/openapi.json' });
    expect(document.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(document.headers['x-xss-protection']).toBeUndefined();
    expect(document.headers['strict-transport-security']).toBe(reply.headers['strict-transport-security']);
  });
});
