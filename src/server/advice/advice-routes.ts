import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adviceRequestSchema, adviceResponseSchema } from '#core/advice/advice-schemas';
import { speciesFiguresSchema } from '#core/advice/species-figures-schema';
import { figuresOfPriceBook } from '#core/advice/species-figures';
import type { PriceBookStore } from '../catalogue/price-book-repository';
import { successReply } from '../http/reply-schemas';
import { adviseOnSurface } from './advise-on-surface';

/** The advice calls; the figures are those of the price-book version in force (CONF-41, ADR 023). */
export async function adviceRoutes(app: FastifyInstance, options: { priceBooks: PriceBookStore }) {
  const { priceBooks } = options;
  const schema = {
    summary: 'Will a surface sag, and how much will it move with the seasons (CONF-39 to CONF-41); never changes a price',
    body: adviceRequestSchema,
    response: { 200: successReply(adviceResponseSchema) },
  };
  app.withTypeProvider<ZodTypeProvider>().post('/api/advice', { schema, config: { access: 'public' } }, async (request) => {
    const current = await priceBooks.current();
    return { success: true, data: adviseOnSurface({ request: request.body, species: current.species }) } as const;
  });

  // The browser computes the same advice itself (the configurator, the quote summary) with these.
  const figuresSchema = {
    summary: 'Every species’ advice figures and their sources, as the price book in force has them (CONF-41)',
    response: { 200: successReply(z.record(z.string(), speciesFiguresSchema)) },
  };
  app.get('/api/advice/figures', { schema: figuresSchema, config: { access: 'public' } }, async (request, reply) => {
    const current = await priceBooks.current();
    const etag = `"pb-${current.version}"`;
    reply.headers({ 'cache-control': 'no-cache', etag });
    // Unchanged since the browser's copy: a 304 without a body, as the catalogue answers.
    if (request.headers['if-none-match'] === etag) return notModified(reply);
    return reply.send({ success: true, data: figuresOfPriceBook(current.species) });
  });
}

async function notModified(reply: FastifyReply): Promise<FastifyReply> {
  return reply.status(304).send();
}
