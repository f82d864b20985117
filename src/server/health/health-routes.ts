import type { FastifyPluginAsync } from 'fastify';
import type { DatabaseHandle } from '../db/database';
import { checkReadiness, type Readiness } from './check-readiness';

// Anyone can call /readyz; its database queries run at most once a second however often it is asked.
const READINESS_CACHE_MS = 1000;

/** Probes for a load balancer or a monitor: outside /api/, so the API's rate limit never turns them away. */
export const healthRoutes: FastifyPluginAsync<{ database: DatabaseHandle }> = async (app, { database }) => {
  app.get('/healthz', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  });

  let last: { at: number; readiness: Promise<Readiness> } | undefined;
  app.get('/readyz', async (_request, reply) => {
    if (!last || Date.now() - last.at >= READINESS_CACHE_MS) last = { at: Date.now(), readiness: checkReadiness({ database }) };
    const { ready, ...details } = await last.readiness;
    reply.header('cache-control', 'no-store');
    return reply.status(ready ? 200 : 503).send({ status: ready ? 'ready' : 'not_ready', ...details });
  });
};
