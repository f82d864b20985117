import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import {
  edgeProfileRecords,
  pricingModifierRecords,
  surfaceTypeRecords,
  woodSpeciesRecords,
  woodSpeciesSummaries,
} from './catalogue-records';
import { listSpecies, type PriceBookStore } from './price-book-repository';

/** SPEC §7's pricing calls, plus the price book itself for the browser's engine. */
export async function catalogueRoutes(app: FastifyInstance, options: { db: Kysely<Database>; priceBooks: PriceBookStore }) {
  const { db, priceBooks } = options;
  // Catalogue answers may be cached briefly by the browser; staff edits show within a minute.
  const cacheable = { 'cache-control': 'public, max-age=60' };

  app.get('/api/pricing/price-book', async (_request, reply) => reply.headers(cacheable).send({ success: true, data: await priceBooks.get() }));

  app.get('/api/pricing/wood-species', async (_request, reply) => {
    const [species, book] = await Promise.all([listSpecies(db), priceBooks.get()]);
    return reply.headers(cacheable).send({ success: true, data: woodSpeciesRecords(species, book) });
  });

  app.get('/api/wood-species', async (_request, reply) => {
    const [species, book] = await Promise.all([listSpecies(db), priceBooks.get()]);
    return reply.headers(cacheable).send({ success: true, data: woodSpeciesSummaries(species, book) });
  });

  app.get('/api/pricing/edge-profiles', async (_request, reply) => reply.headers(cacheable).send({ success: true, data: edgeProfileRecords() }));

  app.get('/api/pricing/modifiers', async (_request, reply) =>
    reply.headers(cacheable).send({ success: true, data: pricingModifierRecords(await priceBooks.get()) }),
  );

  app.get('/api/pricing/surface-types', async (_request, reply) => reply.headers(cacheable).send({ success: true, data: surfaceTypeRecords() }));
}
