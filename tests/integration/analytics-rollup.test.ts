import { afterAll, beforeAll, expect, it } from 'vitest';
import { rollupDay } from '#server/analytics/rollup-day';
import { openPostgres, type DatabaseHandle } from '#server/db/database';
import type { NewVisitorEvent } from '#server/db/schema';
import { describeEachDialect } from './helpers/test-app';
import { TEST_DATABASE_URL, createTestDatabase, type TestDatabase } from './helpers/test-database';
import { rawVisitorEvent } from './helpers/visitor-events';

const DAY = '2026-03-10';

function visit(index: number): NewVisitorEvent {
  return rawVisitorEvent({
    occurredAt: `${DAY}T08:${String(index % 60).padStart(2, '0')}:00.000Z`,
    sessionId: `rollup-session-${index}`,
    visitorKey: `visitor-${index % 40}`,
    page_path: index % 2 === 0 ? '/' : '/configurator',
    device_type: index % 3 === 0 ? 'mobile' : 'desktop',
    time_on_page_s: 30,
    country: index % 4 === 0 ? 'ZA' : 'NA',
    browser: 'Chrome',
  });
}

/**
 * ADR 010: several servers sharing one PostgreSQL each run the minute's roll-up, so two of
 * them can recompute the same day at the same moment. Each replaces the day's rows; they
 * must take turns, not race each other for the primary key.
 */
describeEachDialect('a day rolled up twice at once', (dialect) => {
  let database: TestDatabase;
  // On PostgreSQL a second pool stands for a second server; SQLite has one process by design.
  let secondServer: DatabaseHandle;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    secondServer = dialect === 'postgres' ? openPostgres(TEST_DATABASE_URL, { schema: database.schema }) : database;
    await database.db
      .insertInto('visitor_events')
      .values(Array.from({ length: 200 }, (_, index) => visit(index)))
      .execute();
  });

  afterAll(async () => {
    if (secondServer !== database) await secondServer.close();
    await database.destroy();
  });

  it('gives the right counts and no error, round after round', async () => {
    const now = new Date();
    for (let round = 0; round < 8; round += 1) {
      const results = await Promise.allSettled([
        rollupDay({ db: database.db, day: DAY, now }),
        rollupDay({ db: secondServer.db, day: DAY, now }),
      ]);
      expect(results.map((result) => (result.status === 'rejected' ? String(result.reason) : 'ok'))).toEqual([
        'ok',
        'ok',
      ]);
    }
    const day = await database.db.selectFrom('analytics_days').selectAll().where('day', '=', DAY).execute();
    // Visitor k first comes with event k: on a phone when k is a multiple of 3 (0, 3, …, 39).
    expect(day).toEqual([
      expect.objectContaining({
        visitors: 40,
        sessions: 200,
        page_views: 200,
        mobile_visitors: 14,
        desktop_visitors: 26,
      }),
    ]);
    const countries = await database.db
      .selectFrom('analytics_day_counts')
      .select(['key', 'visitors'])
      .where('day', '=', DAY)
      .where('dimension', '=', 'country')
      .orderBy('key')
      .execute();
    expect(countries).toEqual([
      { key: 'NA', visitors: 30 },
      { key: 'ZA', visitors: 10 },
    ]);
    const pages = await database.db
      .selectFrom('analytics_day_counts')
      .select(['key', 'events'])
      .where('day', '=', DAY)
      .where('dimension', '=', 'page')
      .orderBy('key')
      .execute();
    expect(pages).toEqual([
      { key: '/', events: 100 },
      { key: '/configurator', events: 100 },
    ]);
  });
});
