import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { apiHealthCall } from '#core/api/health-calls';
import type { DatabaseHandle } from '../db/database';
import { serveCall } from '../http/serve-call';
import { checkReadiness, readinessReplySchema, type Readiness } from './check-readiness';

// Anyone can call /readyz; its database queries run at most once a second however often it is asked.
const READINESS_CACHE_MS = 1000;

/**
 * Probes for a load balancer or a monitor: /healthz and /readyz sit outside /api/, so the API's
 * rate limit never turns them away; /api/health is the API's own.
 */
export const healthRoutes: FastifyPluginAsync<{ database: DatabaseHandle }> = async (app, { database }) => {
  app.get(
    '/healthz',
    { schema: { summary: 'The process answers', response: { 200: z.object({ status: z.literal('ok') }) } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { status: 'ok' };
    },
  );

  serveCall(app, apiHealthCall, async () => ({ status: 'ok' }) as const);

  let last: { at: number; readiness: Promise<Readiness> } | undefined;
  const readinessReply = { 200: readinessReplySchema, 503: readinessReplySchema };
  app.get(
    '/readyz',
    { schema: { summary: 'Whether this server can take traffic (503 when not)', response: readinessReply } },
    async (_request, reply) => {
      if (!last || Date.now() - last.at >= READINESS_CACHE_MS)
        last = { at: Date.now(), readiness: checkReadiness({ database }) };
      const { ready, ...details } = await last.readiness;
      reply.header('cache-control', 'no-store');
      return reply.status(ready ? 200 : 503).send({ status: ready ? 'ready' : 'not_ready', ...details });
    },
  );
};
