import type { DatabaseHandle } from '../db/database';
import type { NewHeatmapClick, NewHeatmapScroll, NewVisitorEvent } from '../db/schema';
import { AppError } from '../errors';
import { insertHeatmapRows, insertVisitorEvents, rowInserter, type HeatmapRows } from './tracking-repository';

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
  heatmap: HeatmapRows | undefined;
  /** Events and heatmap rows: what the queue and a commit are bounded by. */
  rows: number;
  resolve: () => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit for tracking beacons (ADR 009: at least 5,000 events a second on SQLite;
 * ADR 009). Every request waits until its events are committed, so nothing acknowledged is
 * lost; the requests read off the sockets while one batch commits share the next
 * transaction, so a busy second costs a few commits instead of one per beacon.
 */
export function createEventWriter(
  database: Pick<DatabaseHandle, 'db' | 'sqlite'>,
  limits: EventWriterLimits = DEFAULT_WRITER_LIMITS,
) {
  const { db, sqlite } = database;
  const commit = sqlite
    ? sqliteCommit(database.db, sqlite)
    : (batch: Batch) =>
        db.transaction().execute(async (trx) => {
          await insertVisitorEvents(trx, batch.events);
          await insertHeatmapRows(trx, batch);
        });
  const pending: PendingWrite[] = [];
  let queuedEvents = 0;
  let flushing: Promise<void> | null = null;

  function takeBatch(): PendingWrite[] {
    let events = 0;
    let count = 0;
    // A beacon is never split over two commits: a request is acknowledged all or nothing.
    while (
      count < pending.length &&
      (count === 0 || events + (pending[count]?.rows ?? 0) <= limits.maxEventsPerCommit)
    ) {
      events += pending[count]?.rows ?? 0;
      count += 1;
    }
    return pending.splice(0, count);
  }

  async function flushAll(): Promise<void> {
    while (pending.length > 0) {
      const batch = takeBatch();
      const rows: Batch = {
        events: batch.flatMap((write) => write.events),
        clicks: batch.flatMap((write) => write.heatmap?.clicks ?? []),
        scrolls: batch.flatMap((write) => write.heatmap?.scrolls ?? []),
      };
      try {
        await commit(rows);
        for (const write of batch) write.resolve();
      } catch (error) {
        for (const write of batch) write.reject(error);
      } finally {
        queuedEvents -= batch.reduce((sum, write) => sum + write.rows, 0);
      }
    }
    flushing = null;
  }

  return {
    /**
     * A beacon's events and its heatmap rows, committed together (ADR 021: a click no longer costs a commit of its
     * own).
     */
    write(events: NewVisitorEvent[], heatmap?: HeatmapRows): Promise<void> {
      const rows = events.length + (heatmap?.clicks.length ?? 0) + (heatmap?.scrolls.length ?? 0);
      if (rows === 0) return Promise.resolve();
      if (queuedEvents + rows > limits.maxQueuedEvents) {
        return Promise.reject(
          new AppError('unavailable', 'We are busy right now. Please try again in a moment.', {
            detail: 'tracking queue full',
          }),
        );
      }
      queuedEvents += rows;
      return new Promise<void>((resolve, reject) => {
        pending.push({ events, heatmap, rows, resolve, reject });
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
  const insertEvents = rowInserter<NewVisitorEvent>(sqlite, 'visitor_events');
  const insertClicks = rowInserter<NewHeatmapClick>(sqlite, 'heatmap_clicks');
  const insertScrolls = rowInserter<NewHeatmapScroll>(sqlite, 'heatmap_scrolls');
  const insertAll = sqlite.transaction((batch: Batch) => {
    insertEvents(batch.events);
    insertClicks(batch.clicks);
    insertScrolls(batch.scrolls);
  });
  return (batch: Batch) =>
    db.connection().execute(async () => {
      insertAll(batch);
    });
}

/** What one commit writes. */
interface Batch extends HeatmapRows {
  events: readonly NewVisitorEvent[];
}

export type EventWriter = ReturnType<typeof createEventWriter>;
