import type { FastifyInstance } from 'fastify';
import type { OpenAPIV3_1 } from 'openapi-types';
import { z } from 'zod';
import { fileReply } from '../http/reply-schemas';
import { renderApiDocsPage } from './render-api-docs-page';

const documentReply = {
  200: z
    .looseObject({
      openapi: z.string(),
      info: z.looseObject({ title: z.string(), version: z.string() }),
      paths: z.record(z.string(), z.unknown()),
    })
    .describe('An OpenAPI 3.1 document'),
};
const pageReply = { 200: fileReply(['text/html'], 'The document as an HTML page, with no scripts') };

/** The API contract for people and tools (ADR 015); public, like the API's own shape. */
export async function apiDocsRoutes(app: FastifyInstance) {
  const document = () => app.swagger() as OpenAPIV3_1.Document;
  let page: string | undefined;

  app.get(
    '/api/docs/openapi.json',
    { schema: { summary: 'This document (OpenAPI 3.1)', response: documentReply } },
    async (_request, reply) => reply.header('cache-control', 'no-cache').send(document()),
  );

  app.get(
    '/api/docs',
    { schema: { summary: 'This document as a readable page', response: pageReply } },
    async (_request, reply) => {
      page ??= renderApiDocsPage(document());
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(page);
    },
  );
}
