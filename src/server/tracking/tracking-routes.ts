import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { leadCaptureCall, visitorTrackCall } from '#core/api/tracking-calls';
import { MAX_BEACON_BYTES } from '#core/tracking/tracking-schemas';
import type { RouteLimits } from '../config';
import type { Database } from '../db/schema';
import { perMinute } from '../http/route-limit';
import { serveCall } from '../http/serve-call';
import type { EventWriter } from './event-writer';
import type { IngestGate } from './ingest-limits';
import type { PageTokens } from './page-tokens';
import { insertLeadCapture } from './tracking-repository';
import { recordVisit } from './record-visit';
import type { VisitorKeyer } from './visitor-key';

export async function trackingRoutes(
  app: FastifyInstance,
  options: {
    db: Kysely<Database>;
    keyer: VisitorKeyer;
    pageTokens: PageTokens;
    writer: EventWriter;
    limits: RouteLimits;
    gate: IngestGate;
  },
) {
  const { db } = options;
  serveCall(
    app,
    leadCaptureCall,
    async (request) => {
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
      return undefined;
    },
    { config: perMinute(options.limits.tracking) },
  );

  serveCall(
    app,
    visitorTrackCall,
    async (request, reply) => {
      const visit = await recordVisit({
        writer: options.writer,
        track: request.body,
        ip: request.ip,
        userAgent: request.headers['user-agent'],
        keyer: options.keyer,
        pageTokens: options.pageTokens,
        now: new Date(),
        gate: options.gate,
      });
      const data = { stored: visit.stored };
      // A bot's beacon, or one past the daily limits, is dropped (clicks and all), not refused: telling it so would
      // only teach it to hide.
      if (visit.bot || visit.admission !== 'stored') return reply.status(202).send({ success: true, data });
      return data;
    },
    // sendBeacon posts text/plain (parsed by the beacon's body schema): the contract lists both media types.
    {
      config: perMinute(options.limits.tracking),
      bodyLimit: MAX_BEACON_BYTES,
      consumes: ['application/json', 'text/plain'],
    },
  );
}
