import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { heatmapDataSchema, heatmapQuerySchema } from '#core/heatmaps/heatmap-schemas';
import type { Database } from '../db/schema';
import { parseInput } from '../http/parse-input';
import { successReply } from '../http/reply-schemas';
import { getHeatmap } from './get-heatmap';

/** `GET /api/visitors/heatmap` (ANALYTICS-20): staff only, like the other dashboards (ADR 007). */
export async function heatmapRoutes(app: FastifyInstance, options: { db: Kysely<Database> }) {
  const schema = { summary: 'Click and scroll heat of one view and screen width over the period', response: { 200: successReply(heatmapDataSchema) } };
  app.get('/api/visitors/heatmap', { schema, config: { access: 'staff' } }, async (request, reply) => {
    const query = parseInput(heatmapQuerySchema, request.query, 'query');
    const data = await getHeatmap({ db: options.db, ...query, now: new Date() });
    return reply.headers({ 'cache-control': 'no-store' }).send({ success: true, data });
  });
}
