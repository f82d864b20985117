import type { DatabaseHandle } from '../db/database';
import type { NewVisitorEvent } from '../db/schema';
import { AppError } from '../errors';
import { insertVisitorEvents, visitorEventInserter } from './tracking-repository';

export interface EventWriterLimits {
  /**
   * Events accepted but not yet committed beyond which a beacon is refused with 503 and
   * Retry-After, instead of the queue (and the server's memory) growing without bound
   * while the database falls behind.
   */
  maxQueuedEvents: number;
  /** The most events one transaction commits, so one commit never holds the database long. */
  maxEventsPerCommit: number;
}

export const DEFAULT_WRITER_LIMITS: EventWriterLimits = { maxQueuedEvents: 20_000, maxEventsPerCommit: 5_000 };

interface PendingWrite {
  events: NewVisitorEvent[];
  resolve: () => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit for tracking beacons (ADR 009: at least 5,000 events a second on SQLite;
 * ADR 009). Every request waits until its events are committed, so nothing acknowledged is
 * lost; the requests read off the sockets while one batch commits share the next
 * transaction, so a busy second costs a few commits instead of one per beacon.
 */
export function createEventWriter(database: Pick<DatabaseHandle, 'db' | 'sqlite'>, limits: EventWriterLimits = DEFAULT_WRITER_LIMITS) {
  const { db, sqlite } = database;
  const commit = sqlite ? sqliteCommit(database.db, sqlite) : (rows: NewVisitorEvent[]) => db.transaction().execute((trx) => insertVisitorEvents(trx, rows));
  const pending: PendingWrite[] = [];
  let queuedEvents = 0;
  let flushing: Promise<void> | null = null;

  function takeBatch(): PendingWrite[] {
    let events = 0;
    let count = 0;
    // A beacon is never split over two commits: a request is acknowledged all or nothing.
    while (count < pending.length && (count === 0 || events + (pending[count]?.events.length ?? 0) <= limits.maxEventsPerCommit)) {
      events += pending[count]?.events.length ?? 0;
      count += 1;
    }
    return pending.splice(0, count);
  }

  async function flushAll(): Promise<void> {
    while (pending.length > 0) {
      const batch = takeBatch();
      const rows = batch.flatMap((write) => write.events);
      try {
        await commit(rows);
        for (const write of batch) write.resolve();
      } catch (error) {
        for (const write of batch) write.reject(error);
      } finally {
        queuedEvents -= rows.length;
      }
    }
    flushing = null;
  }

  return {
    write(events: NewVisitorEvent[]): Promise<void> {
      if (events.length === 0) return Promise.resolve();
      if (queuedEvents + events.length > limits.maxQueuedEvents) {
        return Promise.reject(new AppError('unavailable', 'We are busy right now. Please try again in a moment.', { detail: 'tracking queue full' }));
      }
      queuedEvents += events.length;
      return new Promise<void>((resolve, reject) => {
        pending.push({ events, resolve, reject });
        // setImmediate lets every request already read off the sockets join this commit.
        flushing ??= new Promise<void>((started) => setImmediate(started)).then(flushAll);
      });
    },
    /** Events accepted and not yet committed (the backpressure gauge). */
    queuedEvents: () => queuedEvents,
    /** Resolves once everything written so far is committed (a clean shutdown waits for it). */
    async drain(): Promise<void> {
      while (flushing) await flushing;
    },
  };
}

/**
 * SQLite: a prepared statement per row in one transaction on the embedded connection.
 * Kysely's connection is held meanwhile, so the batch can never land inside a quote's open
 * transaction.
 */
function sqliteCommit(db: DatabaseHandle['db'], sqlite: NonNullable<DatabaseHandle['sqlite']>) {
  const insert = visitorEventInserter(sqlite);
  return (rows: NewVisitorEvent[]) =>
    db.connection().execute(async () => {
      insert(rows);
    });
}

export type EventWriter = ReturnType<typeof createEventWriter>;
