import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { analyticsDay, previousDay } from '#core/analytics/analytics-day';
import type { Database } from '../db/schema';
import { deleteRawEventsBefore } from './delete-raw-events';
import { deleteOldHeatmapRows } from '../heatmaps/delete-old-heatmap-rows';
import type { IngestGate } from '../tracking/ingest-limits';
import { rollupHeatmapDay } from '../heatmaps/rollup-heatmap-day';
import { forgetVisitorSalts } from '../tracking/visitor-key';
import { rollupDay } from './rollup-day';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The summaries' roll-up, run on demand (no timer); tests and the bench call `refresh()` instead of waiting for the
     * worker.
     */
    analyticsTasks: AnalyticsSummaries;
  }
}

async function rawFingerprint(db: Kysely<Database>): Promise<string> {
  const maxId = (
    table: 'visitor_events' | 'quote_events' | 'lead_captures' | 'leads' | 'heatmap_clicks' | 'heatmap_scrolls',
  ) =>
    db
      .selectFrom(table)
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirst()
      .then((row) => String(row?.id ?? 0));
  return (
    await Promise.all([
      maxId('visitor_events'),
      maxId('quote_events'),
      maxId('lead_captures'),
      maxId('leads'),
      maxId('heatmap_clicks'),
      maxId('heatmap_scrolls'),
    ])
  ).join(':');
}

/**
 * The summaries' roll-up (ANALYTICS-05, ADR 010), run on demand: no timer of its own. The
 * dashboards call it before they read (ADR 024), tests and the bench call it instead of waiting,
 * and the worker (ADR 035) runs it every `ANALYTICS_ROLLUP_SECONDS`. The summaries of today and
 * yesterday (Johannesburg days) are recomputed if any raw event arrived since the last run: an
 * event's time is trusted only within the last day, so no other day can change. Each run first
 * adds the beacons the daily limits refused to their day's row (ADR 021).
 */
export function createAnalyticsSummaries(options: {
  db: Kysely<Database>;
  log: FastifyBaseLogger;
  ingestGate?: IngestGate;
}) {
  const { db, log } = options;
  let lastFingerprint = '';
  let running: Promise<void> = Promise.resolve();

  async function runOnce(now: Date): Promise<void> {
    await options.ingestGate?.flush();
    const fingerprint = await rawFingerprint(db);
    if (fingerprint === lastFingerprint) return;
    const today = analyticsDay(now);
    for (const day of [previousDay(today), today]) {
      await rollupDay({ db, day, now });
      await rollupHeatmapDay({ db, day });
    }
    lastFingerprint = fingerprint;
  }

  return {
    /** Brings the summaries up to date now; runs never overlap. */
    refresh(now = new Date()): Promise<void> {
      running = running
        .then(() => runOnce(now))
        .catch((error: unknown) => log.error({ err: error }, 'analytics roll-up failed'));
      return running;
    },
    /** Resolves once the run in flight (if any) has ended. */
    idle: (): Promise<void> => running,
  };
}

export type AnalyticsSummaries = ReturnType<typeof createAnalyticsSummaries>;

/**
 * The hourly retention task (ANALYTICS-05): raw events and heatmap rows older than the retention
 * are deleted (the summaries stay), and so are the visitor salts of days before yesterday.
 */
export async function runAnalyticsRetention({
  db,
  log,
  retentionDays,
  now,
}: {
  db: Kysely<Database>;
  log: Pick<FastifyBaseLogger, 'info'>;
  retentionDays: number;
  now: Date;
}) {
  const before = new Date(now.getTime() - retentionDays * 86_400_000);
  const deleted = await deleteRawEventsBefore({ db, before });
  if (deleted > 0) log.info({ deleted }, 'old raw analytics events deleted');
  const heatmapRows = await deleteOldHeatmapRows({ db, before });
  if (heatmapRows > 0) log.info({ deleted: heatmapRows }, 'old raw heatmap clicks deleted');
  // ADR 005: a past day's visitor keys become beyond anyone's recomputing.
  await forgetVisitorSalts({ db, today: analyticsDay(now) });
}
