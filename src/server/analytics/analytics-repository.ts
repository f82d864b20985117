import { PostgresAdapter, sql, type Kysely, type Transaction } from 'kysely';
import type { DayRow, PeriodCount } from '#core/analytics/dashboard-figures';
import { quoteAcceptedAt, type QuoteAcceptanceFacts } from '#core/analytics/quote-acceptance';
import type { DayCount, DayQuoteEvent, DayTotals, Dimension } from '#core/analytics/summarize-day';
import type { Database } from '../db/schema';

type Executor = Kysely<Database> | Transaction<Database>;

/** The summary rows of a period, oldest first: at most one a day. */
export async function readDayRows(db: Executor, period: { from: string; to: string }): Promise<DayRow[]> {
  const rows = await db
    .selectFrom('analytics_days')
    .selectAll()
    .where('day', '>=', period.from)
    .where('day', '<=', period.to)
    .orderBy('day')
    .execute();
  return rows.map(({ updated_at: _updatedAt, ...row }) => row);
}

/** A dimension's keys summed over a period (the primary key leads with dimension and day). */
export async function readPeriodCounts(
  db: Executor,
  dimension: Dimension,
  period: { from: string; to: string },
): Promise<PeriodCount[]> {
  return db
    .selectFrom('analytics_day_counts')
    .select([
      'key',
      sql<number>`sum(visitors)`.as('visitors'),
      sql<number>`sum(events)`.as('events'),
      sql<number>`sum(seconds)`.as('seconds'),
    ])
    .where('dimension', '=', dimension)
    .where('day', '>=', period.from)
    .where('day', '<=', period.to)
    .groupBy('key')
    .execute()
    .then((rows) =>
      rows.map((row) => ({
        key: row.key,
        visitors: Number(row.visitors),
        events: Number(row.events),
        seconds: Number(row.seconds),
      })),
    );
}

const ROWS_PER_STATEMENT = 500;

/** Replaces one day's summary; a day with nothing in it keeps no row. */
export async function replaceDaySummary(
  trx: Transaction<Database>,
  summary: { day: string; totals: DayTotals; counts: DayCount[]; now: Date },
): Promise<void> {
  await trx.deleteFrom('analytics_day_counts').where('day', '=', summary.day).execute();
  await trx.deleteFrom('analytics_days').where('day', '=', summary.day).execute();
  if (Object.values(summary.totals).every((value) => value === 0)) return;
  await trx
    .insertInto('analytics_days')
    .values({ day: summary.day, ...summary.totals, updated_at: summary.now.toISOString() })
    .execute();
  const rows = summary.counts.map((count) => ({ day: summary.day, ...count }));
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    await trx
      .insertInto('analytics_day_counts')
      .values(rows.slice(start, start + ROWS_PER_STATEMENT))
      .execute();
  }
}

/** Sets a day's suspect traffic (ADR 021), keeping the refused-beacon counts the ingest adds to the same row. */
export async function replaceSuspectTraffic(
  trx: Transaction<Database>,
  traffic: { day: string; suspect_visitors: number; suspect_events: number },
): Promise<void> {
  await trx
    .insertInto('analytics_day_traffic')
    .values({ ...traffic, events_over_visitor_limit: 0, events_over_budget: 0 })
    .onConflict((conflict) =>
      conflict
        .column('day')
        .doUpdateSet({ suspect_visitors: traffic.suspect_visitors, suspect_events: traffic.suspect_events }),
    )
    .execute();
}

/** A period's traffic left out of the figures, summed over its days, and the days whose budget ran out. */
export async function readPeriodTraffic(
  db: Executor,
  period: { from: string; to: string },
): Promise<
  {
    day: string;
    eventsOverVisitorLimit: number;
    eventsOverBudget: number;
    suspectVisitors: number;
    suspectEvents: number;
  }[]
> {
  const rows = await db
    .selectFrom('analytics_day_traffic')
    .selectAll()
    .where('day', '>=', period.from)
    .where('day', '<=', period.to)
    .orderBy('day')
    .execute();
  return rows.map((row) => ({
    day: row.day,
    eventsOverVisitorLimit: Number(row.events_over_visitor_limit),
    eventsOverBudget: Number(row.events_over_budget),
    suspectVisitors: Number(row.suspect_visitors),
    suspectEvents: Number(row.suspect_events),
  }));
}

/**
 * Makes the writers of one day's summary take turns until the transaction ends: several
 * servers sharing one PostgreSQL each run the minute's roll-up, and two replacing the same
 * day at once would race for its primary key (ADR 010). The key is scoped to the schema,
 * so databases in different schemas never wait on each other. SQLite needs nothing: one
 * process owns the file, and a transaction holds its one connection.
 */
export async function lockSummaryDays(trx: Transaction<Database>, days: readonly string[]): Promise<void> {
  if (!(trx.getExecutor().adapter instanceof PostgresAdapter)) return;
  // Always in the same order, so two transactions locking several days cannot deadlock.
  for (const day of [...new Set(days)].sort()) {
    await sql`select pg_advisory_xact_lock(hashtext(current_schema() || ${`:analytics-day:${day}`}))`.execute(trx);
  }
}

/**
 * The quotes that count as accepted within a day's bounds (ANALYTICS-09), read from the
 * quotes themselves, which are never deleted, so a day's acceptance can be re-counted after
 * its raw events are gone.
 */
export async function readAcceptedQuotes(db: Executor, bounds: { from: string; to: string }): Promise<DayQuoteEvent[]> {
  const rows = await db
    .selectFrom('quotes')
    .select(['id', 'client_type', 'total_cents', 'accepted_at', 'outcome', 'outcome_at'])
    .where((eb) =>
      eb.or([
        eb.and([eb('accepted_at', '>=', bounds.from), eb('accepted_at', '<', bounds.to)]),
        eb.and([eb('outcome', '=', 'won'), eb('outcome_at', '>=', bounds.from), eb('outcome_at', '<', bounds.to)]),
      ]),
    )
    .execute();
  return rows
    .filter((row) => {
      const acceptedAt = quoteAcceptedAt(row);
      return acceptedAt !== null && acceptedAt >= bounds.from && acceptedAt < bounds.to;
    })
    .map((row) => ({
      type: 'quote_accepted',
      quote_id: row.id,
      client_type: row.client_type,
      total_cents: row.total_cents,
    }));
}

/** A quote's acceptance facts, read under a write lock on its row, for a change of outcome. */
export async function lockQuoteAcceptance(
  trx: Transaction<Database>,
  quoteId: number,
): Promise<QuoteAcceptanceFacts | undefined> {
  // A write that changes nothing takes the row's lock on PostgreSQL (SQLite's transaction
  // already excludes other writers), so two staff marking one quote at once see each other.
  await trx
    .updateTable('quotes')
    .set((eb) => ({ outcome: eb.ref('outcome') }))
    .where('id', '=', quoteId)
    .execute();
  return trx
    .selectFrom('quotes')
    .select(['accepted_at', 'outcome', 'outcome_at'])
    .where('id', '=', quoteId)
    .executeTakeFirst();
}

/** Sets one day's count of accepted quotes, leaving its other figures as they are. */
export async function setAcceptedQuotes(
  trx: Transaction<Database>,
  options: { day: string; acceptedQuotes: number; emptyDay: DayTotals; now: Date },
): Promise<void> {
  const updated = await trx
    .updateTable('analytics_days')
    .set({ quotes_accepted: options.acceptedQuotes, updated_at: options.now.toISOString() })
    .where('day', '=', options.day)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0 && options.acceptedQuotes > 0) {
    await trx
      .insertInto('analytics_days')
      .values({
        day: options.day,
        ...options.emptyDay,
        quotes_accepted: options.acceptedQuotes,
        updated_at: options.now.toISOString(),
      })
      .execute();
  }
}
