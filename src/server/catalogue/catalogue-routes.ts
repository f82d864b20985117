import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PriceBookVersionView } from '../../core/price-book-admin/price-book-content';
import {
  edgeProfileRecords,
  pricingModifierRecords,
  speciesOnSale,
  surfaceTypeRecords,
  woodSpeciesRecords,
  woodSpeciesSummaries,
} from './catalogue-records';
import type { WoodPhotoIndex, WoodPhotoIndexStore } from '../wood-images/wood-photo-index';
import type { PriceBookStore } from './price-book-repository';

/**
 * SPEC §7's pricing calls, plus the price book itself for the browser's engine. Answers
 * carry the price book's version and the wood photos' revision as their ETag and are
 * revalidated on every use, so a staff edit or a new photo reaches a new page at once and an
 * unchanged book costs a 304.
 */
export async function catalogueRoutes(app: FastifyInstance, options: { priceBooks: PriceBookStore; woodPhotos: WoodPhotoIndexStore }) {
  const { priceBooks, woodPhotos } = options;

  /** The current version, or null when the browser's copy is it (the reply is then sent). */
  async function fresh(request: FastifyRequest, reply: FastifyReply): Promise<(PriceBookVersionView & { photos: WoodPhotoIndex }) | null> {
    const [book, photos] = await Promise.all([priceBooks.current(), woodPhotos.current()]);
    const current = { ...book, photos };
    const etag = `"pb-${current.version}-ph-${photos.revision}"`;
    reply.headers({ 'cache-control': 'no-cache', etag });
    if (request.headers['if-none-match'] === etag) {
      await reply.status(304).send();
      return null;
    }
    return current;
  }

  app.get('/api/pricing/price-book', async (request, reply) => {
    const current = await fresh(request, reply);
    return current && reply.send({ success: true, data: current.book });
  });

  app.get('/api/pricing/wood-species', async (request, reply) => {
    const current = await fresh(request, reply);
    return current && reply.send({ success: true, data: woodSpeciesRecords(speciesOnSale(current), current.book, current.photos) });
  });

  app.get('/api/wood-species', async (request, reply) => {
    const current = await fresh(request, reply);
    return current && reply.send({ success: true, data: woodSpeciesSummaries(speciesOnSale(current), current.book, current.photos) });
  });

  app.get('/api/pricing/edge-profiles', async (_request, reply) =>
    reply.headers({ 'cache-control': 'public, max-age=60' }).send({ success: true, data: edgeProfileRecords() }),
  );

  app.get('/api/pricing/modifiers', async (request, reply) => {
    const current = await fresh(request, reply);
    return current && reply.send({ success: true, data: pricingModifierRecords(current.book) });
  });

  app.get('/api/pricing/surface-types', async (_request, reply) =>
    reply.headers({ 'cache-control': 'public, max-age=60' }).send({ success: true, data: surfaceTypeRecords() }),
  );
}
