import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  edgeProfilesCall,
  priceBookCall,
  priceBookVersionCall,
  pricingModifiersCall,
  surfaceTypesCall,
  woodSpeciesRecordsCall,
  woodSpeciesSummariesCall,
} from '#core/api/catalogue-calls';
import type { PriceBookVersionView } from '#core/price-book-admin/price-book-content';
import { serveCall } from '../http/serve-call';
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
 * PRICE-28's pricing calls, plus the price book itself for the browser's engine. Answers
 * carry the price book's version and the wood photos' revision as their ETag and are
 * revalidated on every use, so a staff edit or a new photo reaches a new page at once and an
 * unchanged book costs a 304.
 */
export async function catalogueRoutes(
  app: FastifyInstance,
  options: { priceBooks: PriceBookStore; woodPhotos: WoodPhotoIndexStore },
) {
  const { priceBooks, woodPhotos } = options;

  /** The current version, or null when the browser's copy is it (the reply is then sent). */
  async function fresh(
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<(PriceBookVersionView & { photos: WoodPhotoIndex; etag: string }) | null> {
    const [book, photos] = await Promise.all([priceBooks.current(), woodPhotos.current()]);
    const etag = `"pb-${book.version}-ph-${photos.revision}"`;
    const current = { ...book, photos, etag };
    reply.headers({ 'cache-control': 'no-cache', etag });
    if (request.headers['if-none-match'] === etag) {
      await reply.status(304).send();
      return null;
    }
    return current;
  }

  /**
   * These answers change only with the price book or the photos, which their ETag names: each is
   * made and serialised (by the route's own serialiser, so the tests still check it against the
   * schema) once per ETag, and every other request sends the same bytes (ADR 039).
   */
  const serialised = new Map<string, { etag: string; body: Buffer }>();
  async function sendOncePerVersion(
    request: FastifyRequest,
    reply: FastifyReply,
    data: (current: NonNullable<Awaited<ReturnType<typeof fresh>>>) => unknown,
  ) {
    const current = await fresh(request, reply);
    if (!current) return reply;
    const route = request.routeOptions.url ?? request.url;
    let cached = serialised.get(route);
    if (cached?.etag !== current.etag) {
      const json = reply.serialize({ success: true, data: data(current) });
      cached = {
        etag: current.etag,
        body: typeof json === 'string' ? Buffer.from(json) : Buffer.from(json as ArrayBuffer),
      };
      serialised.set(route, cached);
    }
    return reply.type('application/json; charset=utf-8').send(cached.body);
  }

  serveCall(app, priceBookCall, async (request, reply) =>
    sendOncePerVersion(request, reply, (current) => current.book),
  );

  // ADR 020: an open page asks this on focus and every 5 minutes (PRICE-29's cache lifetime);
  // only when the version moved does it fetch the book again.
  serveCall(app, priceBookVersionCall, async (_request, reply) => {
    const { version } = await priceBooks.current();
    reply.headers({ 'cache-control': 'no-store' });
    return { version };
  });

  serveCall(app, woodSpeciesRecordsCall, async (request, reply) =>
    sendOncePerVersion(request, reply, (current) =>
      woodSpeciesRecords(speciesOnSale(current), current.book, current.photos),
    ),
  );

  serveCall(app, woodSpeciesSummariesCall, async (request, reply) =>
    sendOncePerVersion(request, reply, (current) =>
      woodSpeciesSummaries(speciesOnSale(current), current.book, current.photos),
    ),
  );

  serveCall(app, edgeProfilesCall, async (_request, reply) => {
    reply.headers({ 'cache-control': 'public, max-age=60' });
    return edgeProfileRecords();
  });

  serveCall(app, pricingModifiersCall, async (request, reply) =>
    sendOncePerVersion(request, reply, (current) => pricingModifierRecords(current.book)),
  );

  serveCall(app, surfaceTypesCall, async (_request, reply) => {
    reply.headers({ 'cache-control': 'public, max-age=60' });
    return surfaceTypeRecords();
  });
}
