import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  edgeProfileRecordSchema,
  pricingModifierRecordSchema,
  surfaceTypeRecordSchema,
  woodSpeciesRecordSchema,
  woodSpeciesSummarySchema,
} from '#core/catalogue/catalogue-types';
import { PAGE_CATALOGUE_URLS } from '#core/catalogue/page-catalogue';
import type { PriceBookVersionView } from '#core/price-book-admin/price-book-content';
import { priceBookSchema } from '#core/pricing/price-book-schema';
import { successReply } from '../http/reply-schemas';
import { edgeProfileRecords, pricingModifierRecords, speciesOnSale, surfaceTypeRecords, woodSpeciesRecords, woodSpeciesSummaries } from './catalogue-records';
import type { WoodPhotoIndex, WoodPhotoIndexStore } from '../wood-images/wood-photo-index';
import type { PriceBookStore } from './price-book-repository';

/**
 * PRICE-28's pricing calls, plus the price book itself for the browser's engine. Answers
 * carry the price book's version and the wood photos' revision as their ETag and are
 * revalidated on every use, so a staff edit or a new photo reaches a new page at once and an
 * unchanged book costs a 304.
 */
/** The route's schema: its summary and its answer's `data` (a 304 carries no body). */
const priceBookVersionSchema = z.object({ version: z.number().int().positive() });
const answering = (summary: string, data: z.ZodType) => ({ schema: { summary, response: { 200: successReply(data) } } });

export async function catalogueRoutes(app: FastifyInstance, options: { priceBooks: PriceBookStore; woodPhotos: WoodPhotoIndexStore }) {
  const { priceBooks, woodPhotos } = options;

  /** The current version, or null when the browser's copy is it (the reply is then sent). */
  async function fresh(request: FastifyRequest, reply: FastifyReply): Promise<(PriceBookVersionView & { photos: WoodPhotoIndex; etag: string }) | null> {
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
   * schema) once per ETag, and every other request sends the same bytes (ADR 037).
   */
  const serialised = new Map<string, { etag: string; body: Buffer }>();
  async function sendOncePerVersion(request: FastifyRequest, reply: FastifyReply, data: (current: NonNullable<Awaited<ReturnType<typeof fresh>>>) => unknown) {
    const current = await fresh(request, reply);
    if (!current) return reply;
    const route = request.routeOptions.url ?? request.url;
    let cached = serialised.get(route);
    if (cached?.etag !== current.etag) {
      const json = reply.serialize({ success: true, data: data(current) });
      cached = { etag: current.etag, body: typeof json === 'string' ? Buffer.from(json) : Buffer.from(json as ArrayBuffer) };
      serialised.set(route, cached);
    }
    return reply.type('application/json; charset=utf-8').send(cached.body);
  }

  app.get('/api/pricing/price-book', answering('The current price book, for the browser’s own pricing engine', priceBookSchema), async (request, reply) =>
    sendOncePerVersion(request, reply, (current) => current.book),
  );

  // ADR 020: an open page asks this on focus and every 5 minutes (PRICE-29's cache lifetime);
  // only when the version moved does it fetch the book again.
  const versionSummary = 'The current price book’s version, for an open page to learn of new prices';
  app.get(PAGE_CATALOGUE_URLS.priceBookVersion, answering(versionSummary, priceBookVersionSchema), async (_request, reply) => {
    const { version } = await priceBooks.current();
    return reply.headers({ 'cache-control': 'no-store' }).send({ success: true, data: { version } });
  });

  app.get('/api/pricing/wood-species', answering('One record per species and grain on sale', z.array(woodSpeciesRecordSchema)), async (request, reply) =>
    sendOncePerVersion(request, reply, (current) => woodSpeciesRecords(speciesOnSale(current), current.book, current.photos)),
  );

  app.get(
    '/api/wood-species',
    answering('One entry per species on sale, with its profile and images', z.array(woodSpeciesSummarySchema)),
    async (request, reply) => sendOncePerVersion(request, reply, (current) => woodSpeciesSummaries(speciesOnSale(current), current.book, current.photos)),
  );

  app.get('/api/pricing/edge-profiles', answering('The edge profiles', z.array(edgeProfileRecordSchema)), async (_request, reply) =>
    reply.headers({ 'cache-control': 'public, max-age=60' }).send({ success: true, data: edgeProfileRecords() }),
  );

  app.get('/api/pricing/modifiers', answering('Finish, cutout and cable-hole prices', z.array(pricingModifierRecordSchema)), async (request, reply) =>
    sendOncePerVersion(request, reply, (current) => pricingModifierRecords(current.book)),
  );

  app.get('/api/pricing/surface-types', answering('The surface types and their defaults', z.array(surfaceTypeRecordSchema)), async (_request, reply) =>
    reply.headers({ 'cache-control': 'public, max-age=60' }).send({ success: true, data: surfaceTypeRecords() }),
  );
}
