import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { heatmapCall } from '#core/api/heatmaps-calls';
import type { Database } from '../db/schema';
import { serveCall } from '../http/serve-call';
import { getHeatmap } from './get-heatmap';

/** `GET /api/visitors/heatmap` (ANALYTICS-20): staff only, like the other dashboards (ADR 007). */
export async function heatmapRoutes(app: FastifyInstance, options: { db: Kysely<Database> }) {
  serveCall(app, heatmapCall, async (request, reply) => {
    reply.headers({ 'cache-control': 'no-store' });
    return getHeatmap({ db: options.db, ...request.query, now: new Date() });
  });
}
