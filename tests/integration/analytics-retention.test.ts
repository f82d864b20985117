import type { KyselyPlugin } from 'kysely';
import { expect, it } from 'vitest';
import { deleteRawEventsBefore } from '#server/analytics/delete-raw-events';
import { deleteOldHeatmapRows } from '#server/heatmaps/delete-old-heatmap-rows';
import { startWorker } from '#server/worker/start-worker';
import { describeEachDatabase, type TestContext } from './helpers/test-app';
import { rawVisitorEvent } from './helpers/visitor-events';

const DAY_MS = 86_400_000;
const RETENTION_DAYS = 2;

/** A raw visitor event, a heatmap click and a scroll depth at one time, tagged so the test can find them. */
async function rawRowsAt(ctx: TestContext, at: Date, tag: string, count = 1) {
  const occurred_at = at.toISOString();
  const day = occurred_at.slice(0, 10);
  const { db } = ctx.database;
  for (let index = 0; index < count; index += 1) {
    await db
      .insertInto('visitor_events')
      .values(rawVisitorEvent({ occurredAt: occurred_at, sessionId: `${tag}-${index}`, visitorKey: tag }))
      .execute();
    await db
      .insertInto('heatmap_clicks')
      .values({ occurred_at, day, view: tag, width_bucket: 'desktop', element: '', x: 1, y: 1 })
      .execute();
    await db
      .insertInto('heatmap_scrolls')
      .values({ occurred_at, day, view: tag, width_bucket: 'desktop', depth: 50 })
      .execute();
  }
}

async function sessionsLeft(ctx: TestContext): Promise<string[]> {
  const rows = await ctx.database.db.selectFrom('visitor_events').select('session_id').orderBy('session_id').execute();
  return rows.map((row) => row.session_id);
}

async function heatmapViewsLeft(ctx: TestContext): Promise<string[]> {
  const { db } = ctx.database;
  const clicks = await db.selectFrom('heatmap_clicks').select('view').execute();
  const scrolls = await db.selectFrom('heatmap_scrolls').select('view').execute();
  return [...clicks, ...scrolls].map((row) => row.view).sort();
}

describeEachDatabase(
  'raw analytics retention (ANALYTICS_RETENTION_DAYS, ADR 021)',
  (ctx) => {
    it('the hourly job deletes raw visitor, heatmap click and scroll rows older than the setting, keeps younger ones and the summaries', async () => {
      const { db } = ctx().database;
      await db.deleteFrom('visitor_events').execute();
      const now = new Date(Date.now() + 2 * 60 * 60 * 1000);
      await rawRowsAt(ctx(), new Date(now.getTime() - (RETENTION_DAYS + 1) * DAY_MS), 'old');
      await rawRowsAt(ctx(), new Date(now.getTime() - (RETENTION_DAYS - 1) * DAY_MS), 'kept');
      const summaryDay = new Date(now.getTime() - (RETENTION_DAYS + 1) * DAY_MS).toISOString().slice(0, 10);
      await db
        .insertInto('analytics_day_traffic')
        .values({
          day: summaryDay,
          events_over_visitor_limit: 0,
          events_over_budget: 0,
          suspect_visitors: 3,
          suspect_events: 30,
        })
        .execute();

      // The worker's hourly retention job, on a clock two hours ahead (ADR 035).
      const { config, database, app } = ctx();
      const worker = await startWorker({
        config,
        database,
        log: app.log,
        analytics: app.analyticsTasks,
        schedule: false,
        clock: { now: () => now },
      });
      try {
        await worker.tasks.analyticsRetention.runOnce();
      } finally {
        await worker.stop();
      }

      expect(await sessionsLeft(ctx())).toEqual(['kept-0']);
      expect(await heatmapViewsLeft(ctx())).toEqual(['kept', 'kept']);
      expect(
        await db.selectFrom('analytics_day_traffic').select('day').where('day', '=', summaryDay).execute(),
      ).toHaveLength(1);
    });

    it('deletes in batches of its own statements, never all the old rows in one', async () => {
      const { db } = ctx().database;
      await db.deleteFrom('visitor_events').execute();
      await db.deleteFrom('heatmap_clicks').execute();
      await db.deleteFrom('heatmap_scrolls').execute();
      const before = new Date(Date.now() - DAY_MS);
      await rawRowsAt(ctx(), new Date(before.getTime() - DAY_MS), 'old', 7);
      await rawRowsAt(ctx(), new Date(), 'kept', 1);

      const deletes: number[] = [];
      const counter: KyselyPlugin = {
        transformQuery: (args) => {
          if (args.node.kind === 'DeleteQueryNode') deletes.push(1);
          return args.node;
        },
        transformResult: async (args) => args.result,
      };
      const counted = db.withPlugin(counter);

      // 7 old visitor events in batches of 3: 3, 3, 1; then one statement each for quote events and lead captures.
      expect(await deleteRawEventsBefore({ db: counted, before, rowsPerBatch: 3 })).toBe(7);
      expect(deletes).toHaveLength(5);
      deletes.length = 0;
      // 7 clicks and 7 scroll depths, 3 statements each.
      expect(await deleteOldHeatmapRows({ db: counted, before, rowsPerBatch: 3 })).toBe(14);
      expect(deletes).toHaveLength(6);
      expect(await sessionsLeft(ctx())).toEqual(['kept-0']);
      expect(await heatmapViewsLeft(ctx())).toEqual(['kept', 'kept']);
    });
  },
  { env: { ANALYTICS_RETENTION_DAYS: String(RETENTION_DAYS) } },
);
