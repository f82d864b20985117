import type { FastifyInstance } from 'fastify';
import type { PriceBookVersionView } from '#core/price-book-admin/price-book-content';

/** The current version as GET /api/admin/price-book answers it. */
export async function currentPriceBook(
  app: FastifyInstance,
  headers: Record<string, string> = {},
): Promise<PriceBookVersionView> {
  const response = await app.inject({ method: 'GET', url: '/api/admin/price-book', headers });
  if (response.statusCode !== 200)
    throw new Error(`GET /api/admin/price-book answered ${response.statusCode}: ${response.body}`);
  return response.json<{ data: PriceBookVersionView }>().data;
}

/** The current version with one grain's rate multiplied, ready to POST. */
export function withRateTimes(
  current: PriceBookVersionView,
  grainId: string,
  factor: number,
  reason = 'Supplier price rise',
) {
  const grain = current.book.species[grainId];
  if (!grain) throw new Error(`No grain ${grainId}`);
  return {
    version: current.version,
    reason,
    species: current.species,
    book: {
      ...current.book,
      species: {
        ...current.book.species,
        [grainId]: { ...grain, rateCentsPerM3: Math.round(grain.rateCentsPerM3 * factor) },
      },
    },
  };
}
