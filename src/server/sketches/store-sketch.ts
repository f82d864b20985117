import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { AppError } from '../errors';
import { queueStaffAlert } from '../mail/staff-alert';
import type { SketchMimeType } from './sniff-file-type';
import { insertSketch, storedSketchBytes, unattachedBytesOf } from './sketch-repository';

export interface SketchStorageLimits {
  clientQuotaBytes: number;
  storeCeilingBytes: number;
  unattachedHours: number;
}

const mb = (bytes: number) => Math.round(bytes / (1024 * 1024));

/**
 * Stores an uploaded sketch unless it would fill the disk: one client may hold
 * `clientQuotaBytes` of sketches no quote has taken, and all sketches together stop at the
 * store's ceiling, where staff are told (once an hour) and the upload gets a 507.
 */
export async function storeSketch(options: {
  db: Kysely<Database>;
  sketch: { id: string; fileName: string; mimeType: SketchMimeType; bytes: Buffer };
  clientKey: string;
  limits: SketchStorageLimits;
  businessEmail: string;
  /** Starts the outbox now, so the alert leaves at once. */
  wakeOutbox: () => void;
  now: Date;
}): Promise<void> {
  const { db, sketch, limits, now } = options;
  const size = sketch.bytes.length;
  const held = await unattachedBytesOf(db, options.clientKey);
  if (held + size > limits.clientQuotaBytes) {
    throw new AppError(
      'rate_limited',
      `You have uploaded ${mb(held)} MB of sketches that are not yet part of a quote, and ${mb(limits.clientQuotaBytes)} MB is the most we keep. Send your quote with the sketches you have, or try again in ${limits.unattachedHours} hours.`,
      { fields: { sketch: 'Upload limit reached' } },
    );
  }
  const stored = await storedSketchBytes(db);
  if (stored + size > limits.storeCeilingBytes) {
    const { created } = await queueStaffAlert(db, {
      topic: 'sketch-store-full',
      to: options.businessEmail,
      subject: 'Grainline: sketch uploads are being refused, the store is full',
      text: `The sketch store holds ${mb(stored)} MB and its ceiling (SKETCH_STORE_CEILING_MB) is ${mb(limits.storeCeilingBytes)} MB, so customers cannot upload sketches.\nSketches no quote took are deleted after ${limits.unattachedHours} hours; raise the ceiling if the disk has room.`,
      now,
    });
    if (created) options.wakeOutbox();
    throw new AppError(
      'insufficient_storage',
      'We cannot take sketch uploads right now. Please send your quote without the sketch, or e-mail it to us; our team has been told.',
      {
        fields: { sketch: 'Uploads unavailable' },
      },
    );
  }
  await insertSketch(db, {
    id: sketch.id,
    created_at: now.toISOString(),
    file_name: sketch.fileName,
    mime_type: sketch.mimeType,
    size_bytes: size,
    bytes: sketch.bytes,
    quote_id: null,
    client_key: options.clientKey,
  });
}
