import type { FastifyInstance, FastifyReply } from 'fastify';
import { adviceCall, adviceFiguresCall } from '#core/api/advice-calls';
import { figuresOfPriceBook } from '#core/advice/species-figures';
import type { PriceBookStore } from '../catalogue/price-book-repository';
import { serveCall } from '../http/serve-call';
import { adviseOnSurface } from './advise-on-surface';

/** The advice calls; the figures are those of the price-book version in force (CONF-41, ADR 023). */
export async function adviceRoutes(app: FastifyInstance, options: { priceBooks: PriceBookStore }) {
  const { priceBooks } = options;
  serveCall(app, adviceCall, async (request) => {
    const current = await priceBooks.current();
    return adviseOnSurface({ request: request.body, species: current.species });
  });

  // The browser computes the same advice itself (the configurator, the quote summary) with these.
  serveCall(app, adviceFiguresCall, async (request, reply) => {
    const current = await priceBooks.current();
    const etag = `"pb-${current.version}"`;
    reply.headers({ 'cache-control': 'no-cache', etag });
    // Unchanged since the browser's copy: a 304 without a body, as the catalogue answers.
    if (request.headers['if-none-match'] === etag) return notModified(reply);
    return figuresOfPriceBook(current.species);
  });
}

async function notModified(reply: FastifyReply): Promise<FastifyReply> {
  return reply.status(304).send();
}
