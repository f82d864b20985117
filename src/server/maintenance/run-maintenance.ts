import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { deleteEndedWindows } from '../http/database-rate-limit-store';
import { deleteIdempotencyKeysBefore } from '../quotes/idempotency-repository';
import { deleteUnattachedSketchesBefore } from '../sketches/sketch-repository';

const HOUR_MS = 3_600_000;

/**
 * What anonymous visitors leave behind is forgotten on a schedule: sketches no
 * quote took, idempotency keys past a day, rate-limit windows that ended. Every step is an
 * idempotent delete, so several servers may run it at once.
 */
export async function runMaintenance(options: { db: Kysely<Database>; unattachedSketchHours: number; now: Date }): Promise<{ sketchesDeleted: number }> {
  const { db, now } = options;
  const sketchesDeleted = await deleteUnattachedSketchesBefore(db, new Date(now.getTime() - options.unattachedSketchHours * HOUR_MS));
  await deleteIdempotencyKeysBefore(db, new Date(now.getTime() - 24 * HOUR_MS));
  await deleteEndedWindows(db, now.getTime());
  return { sketchesDeleted };
}
