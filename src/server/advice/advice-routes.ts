import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adviceRequestSchema, adviceResponseSchema } from '../../core/advice/advice-schemas';
import { successReply } from '../http/reply-schemas';
import { adviseOnSurface } from './advise-on-surface';

export async function adviceRoutes(app: FastifyInstance) {
  const schema = { summary: 'Will a surface sag, and how much will it move with the seasons (CONF-39 to CONF-41); never changes a price', body: adviceRequestSchema, response: { 200: successReply(adviceResponseSchema) } };
  app.withTypeProvider<ZodTypeProvider>().post('/api/advice', { schema, config: { access: 'public' } }, async (request) => {
    return { success: true, data: adviseOnSurface({ request: request.body }) } as const;
  });
}
