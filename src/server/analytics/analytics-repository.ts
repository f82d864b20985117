import { sql, type Kysely, type Transaction } from 'kysely';
import type { DayRow, PeriodCount } from '../../core/analytics/dashboard-figures';
import type { DayCount, DayTotals, Dimension } from '../../core/analytics/summarize-day';
import type { Database } from '../db/schema';

type Executor = Kysely<Database> | Transaction<Database>;

/** The summary rows of a period, oldest first: at most one a day. */
export async function readDayRows(db: Executor, period: { from: string; to: string }): Promise<DayRow[]> {
  const rows = await db.selectFrom('analytics_days').selectAll().where('day', '>=', period.from).where('day', '<=', period.to).orderBy('day').execute();
  return rows.map(({ updated_at: _updatedAt, ...row }) => row);
}

/** A dimension's keys summed over a period (the primary key leads with dimension and day). */
export async function readPeriodCounts(db: Executor, dimension: Dimension, period: { from: string; to: string }): Promise<PeriodCount[]> {
  return db
    .selectFrom('analytics_day_counts')
    .select(['key', sql<number>`sum(visitors)`.as('visitors'), sql<number>`sum(events)`.as('events'), sql<number>`sum(seconds)`.as('seconds')])
    .where('dimension', '=', dimension)
    .where('day', '>=', period.from)
    .where('day', '<=', period.to)
    .groupBy('key')
    .execute()
    .then((rows) => rows.map((row) => ({ key: row.key, visitors: Number(row.visitors), events: Number(row.events), seconds: Number(row.seconds) })));
}

const ROWS_PER_STATEMENT = 500;

/** Replaces one day's summary; a day with nothing in it keeps no row. */
export async function replaceDaySummary(trx: Transaction<Database>, summary: { day: string; totals: DayTotals; counts: DayCount[]; now: Date }): Promise<void> {
  await trx.deleteFrom('analytics_day_counts').where('day', '=', summary.day).execute();
  await trx.deleteFrom('analytics_days').where('day', '=', summary.day).execute();
  if (Object.values(summary.totals).every((value) => value === 0)) return;
  await trx
    .insertInto('analytics_days')
    .values({ day: summary.day, ...summary.totals, updated_at: summary.now.toISOString() })
    .execute();
  const rows = summary.counts.map((count) => ({ day: summary.day, ...count }));
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    await trx.insertInto('analytics_day_counts').values(rows.slice(start, start + ROWS_PER_STATEMENT)).execute();
  }
}
