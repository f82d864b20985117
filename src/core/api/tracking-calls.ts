import { z } from 'zod';
import { leadCaptureSchema, visitorTrackSchema } from '#core/tracking/tracking-schemas';
import { defineCall } from './call';
import { json, ok } from './replies';
import { leadCaptureRoute, visitorTrackRoute } from './tracking-routes';

/** sendBeacon posts text/plain; the body is still JSON. */
const beaconBodySchema = z.preprocess((body) => (typeof body === 'string' ? safeJson(body) : body), visitorTrackSchema);

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export const leadCaptureCall = defineCall({
  route: leadCaptureRoute,
  summary: 'A lead form opened or sent in the configurator',
  input: { body: leadCaptureSchema },
  // `{ success: true }` alone: nothing to answer but that it was kept.
  reply: ok(201),
});

export const visitorTrackCall = defineCall({
  route: visitorTrackRoute,
  summary: 'A visitor beacon (no IP stored); bots and beacons past the daily limits are dropped with 202',
  input: { body: beaconBodySchema },
  reply: json(
    z.object({ stored: z.number().int().describe('Rows stored; 0 for a bot or past the daily limits, answered 202') }),
    201,
    { alsoStatuses: [202] },
  ),
});
