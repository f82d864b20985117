import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { leadCaptureSchema, MAX_BEACON_BYTES, visitorTrackSchema } from '#core/tracking/tracking-schemas';
import type { RouteLimits } from '../config';
import type { Database } from '../db/schema';
import { successReply } from '../http/reply-schemas';
import { perMinute } from '../http/route-limit';
import type { EventWriter } from './event-writer';
import type { IngestGate } from './ingest-limits';
import { insertLeadCapture } from './tracking-repository';
import { recordVisit } from './record-visit';
import type { VisitorKeyer } from './visitor-key';

/** sendBeacon posts text/plain; the body is still JSON. */
const beaconBodySchema = z.preprocess((body) => (typeof body === 'string' ? safeJson(body) : body), visitorTrackSchema);

export async function trackingRoutes(
  app: FastifyInstance,
  options: { db: Kysely<Database>; keyer: VisitorKeyer; writer: EventWriter; limits: RouteLimits; gate: IngestGate },
) {
  const { db } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const captureSchema = {
    summary: 'A lead form opened or sent in the configurator',
    body: leadCaptureSchema,
    response: { 201: z.object({ success: z.literal(true) }) },
  };

  api.post('/api/leads/capture', { schema: captureSchema, config: perMinute(options.limits.tracking) }, async (request, reply) => {
    const capture = request.body;
    await insertLeadCapture(db, {
      created_at: new Date().toISOString(),
      session_id: capture.sessionId ?? null,
      source: capture.source,
      surface_type: capture.surfaceType,
      wood_species: capture.woodSpecies ?? null,
      finish: capture.finish ?? null,
      layout: capture.layout ?? null,
      length_mm: capture.dimensions?.length ?? null,
      width_mm: capture.dimensions?.width ?? null,
      thickness_mm: capture.dimensions?.thickness ?? null,
      quantity: capture.quantity ?? null,
    });
    return reply.status(201).send({ success: true });
  });

  const trackSchema = {
    summary: 'A visitor beacon (no IP stored); bots and beacons past the daily limits are dropped with 202',
    body: beaconBodySchema,
    consumes: ['application/json', 'text/plain'],
    response: { '2xx': successReply(z.object({ stored: z.number().int().describe('Rows stored; 0 for a bot or past the daily limits, answered 202') })) },
  };
  api.post('/api/visitors/track', { schema: trackSchema, bodyLimit: MAX_BEACON_BYTES, config: perMinute(options.limits.tracking) }, async (request, reply) => {
    const track = request.body;
    const visit = await recordVisit({
      writer: options.writer,
      track,
      ip: request.ip,
      userAgent: request.headers['user-agent'],
      keyer: options.keyer,
      now: new Date(),
      gate: options.gate,
    });
    // A bot's beacon, or one past the daily limits, is dropped (clicks and all), not refused: telling it so would only teach it to hide.
    const dropped = visit.bot || visit.admission !== 'stored';
    return reply.status(dropped ? 202 : 201).send({ success: true, data: { stored: visit.stored } });
  });
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
