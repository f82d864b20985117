import type { FastifyInstance } from 'fastify';
import type { OpenAPIV3_1 } from 'openapi-types';
import { renderApiDocsPage } from './render-api-docs-page';

/** The API contract for people and tools (ADR 015); public, like the API's own shape. */
export async function apiDocsRoutes(app: FastifyInstance) {
  const document = () => app.swagger() as OpenAPIV3_1.Document;
  let page: string | undefined;

  app.get('/api/docs/openapi.json', { schema: { summary: 'This document (OpenAPI 3.1)' } }, async (_request, reply) =>
    reply.header('cache-control', 'no-cache').send(document()),
  );

  app.get('/api/docs', { schema: { summary: 'This document as a readable page' } }, async (_request, reply) => {
    page ??= renderApiDocsPage(document());
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(page);
  });
}
