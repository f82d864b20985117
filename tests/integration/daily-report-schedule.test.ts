import { sql } from 'kysely';
import { afterAll, expect, it } from 'vitest';
import { openPostgres, type DatabaseHandle } from '#server/db/database';
import { runReportTick, startDailyReportSchedule } from '#server/reports/daily-report-schedule';
import { makeStaff } from './helpers/accounts';
import { rawVisitorEvent } from './helpers/visitor-events';
import { describeEachDatabase } from './helpers/test-app';
import { TEST_DATABASE_URL } from './helpers/test-database';

/** Johannesburg wall-clock time as a Date (UTC+2 all year). */
const sast = (local: string) => new Date(`${local}+02:00`);

describeEachDatabase('daily report schedule: exactly once', (ctx, dialect) => {
  const others: DatabaseHandle[] = [];
  afterAll(async () => {
    for (const handle of others) await handle.close();
  });
  /**
   * A second server's own connection pool to the same PostgreSQL schema. SQLite has one server
   * per data folder (the data-dir lock refuses a second), so there the ticks share one handle.
   */
  const secondServer = () => {
    const { database } = ctx();
    if (dialect === 'sqlite') return database;
    const handle = openPostgres(TEST_DATABASE_URL, { schema: database.schema });
    others.push(handle);
    return handle;
  };
  const claims = (day: string) =>
    ctx().database.db.selectFrom('daily_reports').selectAll().where('claim_key', '=', `scheduled:${day}`).execute();
  const mails = (day: string) =>
    ctx()
      .database.db.selectFrom('outbox')
      .select(['dedupe_key', 'payload_json'])
      .where('kind', '=', 'daily_report')
      .where('dedupe_key', 'like', `daily-report:scheduled:${day}:%`)
      .execute();

  it('is claimed once by two servers ticking at 08:00 together, and once more after a restart sends nothing', async () => {
    const { database, config } = ctx();
    const optedIn = await makeStaff(database.db);
    await database.db.updateTable('staff_users').set({ daily_report_opt_in: 1 }).where('id', '=', optedIn.id).execute();
    await makeStaff(database.db);
    const business = config.business;
    const a = database.db;
    const b = secondServer().db;

    expect(await runReportTick({ db: a, business, now: sast('2030-03-12T07:59:59') })).toEqual({
      day: null,
      sent: false,
    });
    const at8 = sast('2030-03-12T08:00:00');
    const results = await Promise.all(
      [a, b, a, b, a, b].map((db, index) =>
        runReportTick({ db, business, now: at8, claimedBy: `server-${index % 2 === 0 ? 'a' : 'b'}` }),
      ),
    );
    expect(results.filter((result) => result.sent)).toHaveLength(1);
    expect(results.every((result) => result.day === '2030-03-11')).toBe(true);
    expect(await claims('2030-03-11')).toHaveLength(1);
    const sent = await mails('2030-03-11');
    expect(sent.map((row) => (JSON.parse(row.payload_json) as { to: string }).to).sort()).toEqual(
      [config.business.email.toLowerCase(), optedIn.email].sort(),
    );

    // A restart at 09:00 (a new schedule on the second server, ticking at start) changes nothing.
    const restarted = startDailyReportSchedule({
      db: b,
      business,
      log: ctx().app.log,
      clock: { now: () => sast('2030-03-12T09:00:00') },
    });
    await restarted.tick();
    await restarted.stop();
    expect(await claims('2030-03-11')).toHaveLength(1);
    expect(await mails('2030-03-11')).toHaveLength(2);
  });

  it('catches up a missed 08:00 when a server starts later that day, but not once the day is over', async () => {
    const { database, config, app } = ctx();
    // Down at 08:00 on the 13th, started at 14:00: the report for the 12th goes out at start.
    const lateStart = startDailyReportSchedule({
      db: database.db,
      business: config.business,
      log: app.log,
      clock: { now: () => sast('2030-03-13T14:00:00') },
    });
    await lateStart.stop();
    expect(await claims('2030-03-12')).toHaveLength(1);

    // Down all of the 14th, started at 00:30 on the 15th: the 13th's report is not due any more,
    // and at 08:00 it is the 14th's report that goes out.
    const afterMidnight = startDailyReportSchedule({
      db: database.db,
      business: config.business,
      log: app.log,
      clock: { now: () => sast('2030-03-15T00:30:00') },
    });
    await afterMidnight.stop();
    expect(await claims('2030-03-13')).toHaveLength(0);
    expect(
      await runReportTick({ db: database.db, business: config.business, now: sast('2030-03-15T08:00:00') }),
    ).toEqual({ day: '2030-03-14', sent: true });
    expect(await claims('2030-03-13')).toHaveLength(0);
  });

  it("sends the day's report when a rehearsal clock's timer wakes a moment before 08:00", async () => {
    const { database, config, app } = ctx();
    // The timer fires, but the clock still reads 07:59:59.990 (one real millisecond early is
    // 8.6 rehearsal seconds at the fastest speed): the tick is for 08:00 all the same.
    let waits = 0;
    const rehearsal = startDailyReportSchedule({
      db: database.db,
      business: config.business,
      log: app.log,
      clock: { now: () => sast('2030-03-17T07:59:59.990'), realMsUntil: () => (waits++ === 0 ? 5 : 3_600_000) },
    });
    try {
      await expect.poll(async () => (await claims('2030-03-16')).length, { timeout: 5_000 }).toBe(1);
    } finally {
      await rehearsal.stop();
    }
  });

  it('sends its first report for the first whole day after install, its woods and surface types in words', async () => {
    const { database, config } = ctx();
    const { db } = database;
    const tick = (local: string) => runReportTick({ db, business: config.business, now: sast(local) });
    const installedAt = sast('2030-03-20T10:30:00').toISOString();
    const [migrated] = (await sql<{ at: string }>`select min("timestamp") as at from kysely_migration`.execute(db))
      .rows;
    await sql`update kysely_migration set "timestamp" = ${installedAt}`.execute(db);
    await db.updateTable('price_book_versions').set({ created_at: installedAt }).execute();
    try {
      // Three visitors on the 21st each design a kiaat edge-grain desk top, and none leaves details.
      const at = (visitor: number, minute: number) =>
        sast(`2030-03-21T12:${String(visitor * 10 + minute).padStart(2, '0')}:00`).toISOString();
      await db
        .insertInto('visitor_events')
        .values(
          [1, 2, 3].flatMap((visitor) =>
            (['page_view', 'configurator_start', 'configurator_complete'] as const).map((type, minute) =>
              rawVisitorEvent({
                occurredAt: at(visitor, minute),
                sessionId: `install-${visitor}`,
                visitorKey: `install-${visitor}`,
                type,
                time_on_page_s: 60 + minute,
                ...(type === 'configurator_complete' ? { wood_species: 'kiaat_edge', surface_type: 'desk_top' } : {}),
              }),
            ),
          ),
        )
        .execute();
      // Installed mid-morning on the 20th: neither the 19th nor the 20th was a whole day of it.
      expect(await tick('2030-03-20T11:00:00')).toEqual({ day: '2030-03-19', sent: false });
      expect(await tick('2030-03-21T08:00:00')).toEqual({ day: '2030-03-20', sent: false });
      expect([...(await claims('2030-03-19')), ...(await claims('2030-03-20'))]).toEqual([]);
      expect(await tick('2030-03-22T08:00:00')).toEqual({ day: '2030-03-21', sent: true });

      const [mail] = await mails('2030-03-21');
      const { text, html } = JSON.parse(mail?.payload_json ?? '{}') as { text: string; html: string };
      expect(text).toContain('Popular woods: Kiaat - Edge Grain (3)');
      expect(text).toContain('Surface types: Desk top (3)');
      // The suggestion that names the popular wood names it in words too; no code, no requirement id.
      expect(text).toContain('Kiaat - Edge Grain is what people design with');
      for (const part of [text, html]) {
        expect(part).not.toMatch(/\b[a-z]+_[a-z_]+\b/);
        expect(part).not.toMatch(/\b[A-Z]+-\d\d\b/);
      }
    } finally {
      await sql`update kysely_migration set "timestamp" = ${migrated?.at ?? installedAt}`.execute(db);
    }
  });
});
