import { PostgresAdapter, type Kysely, type Transaction } from 'kysely';
import { dayBoundsUtc } from '#core/analytics/analytics-day';
import { createDaySummarizer, type DayVisitorEvent } from '#core/analytics/summarize-day';
import type { Database } from '../db/schema';
import { lockSummaryDays, readAcceptedQuotes, replaceDaySummary, replaceSuspectTraffic } from './analytics-repository';

type Executor = Kysely<Database> | Transaction<Database>;

/** Rows read per query: the roll-up's memory is a page, one visitor's events and the counts per key (ADR 021). */
const EVENTS_PER_PAGE = 5_000;
/**
 * A visitor's events held at once. The daily limits keep a visitor far below it; a visitor
 * past it (several servers, or rows from before the limits) is a script and only counted.
 */
const EVENTS_HELD_PER_VISITOR = 10_000;

const EVENT_COLUMNS = [
  'id',
  'occurred_at',
  'visitor_key',
  'session_id',
  'type',
  'page_path',
  'referrer_host',
  'device_type',
  'browser',
  'country',
  'time_on_page_s',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'surface_type',
  'wood_species',
  'suspect',
] as const;

/**
 * A day's events one visitor at a time, read in pages along the (day, visitor_key, id) index,
 * so the day is never in memory whatever arrived. Each visitor's events come in stored order.
 */
async function summarizeVisitorEvents(
  db: Executor,
  day: string,
  summarizer: ReturnType<typeof createDaySummarizer>,
): Promise<void> {
  const held: { visitor: { key: string; events: DayVisitorEvent[]; count: number } | null } = { visitor: null };
  const finishVisitor = () => {
    const { visitor } = held;
    if (!visitor) return;
    if (visitor.count > visitor.events.length) summarizer.addSuspectVisitor(visitor.count);
    else summarizer.addVisitor(visitor.events);
  };
  let after: { key: string; id: number } | null = null;
  for (;;) {
    const from = after;
    let query = db.selectFrom('visitor_events').select(EVENT_COLUMNS).where('day', '=', day);
    // A row value, so both databases read on along the index instead of from the day's start.
    if (from) query = query.where((eb) => eb(eb.refTuple('visitor_key', 'id'), '>', eb.tuple(from.key, from.id)));
    const rows = await query.orderBy('visitor_key').orderBy('id').limit(EVENTS_PER_PAGE).execute();
    for (const row of rows) {
      let visitor = held.visitor;
      if (visitor?.key !== row.visitor_key) {
        finishVisitor();
        visitor = held.visitor = { key: row.visitor_key, events: [], count: 0 };
      }
      visitor.count += 1;
      if (visitor.events.length < EVENTS_HELD_PER_VISITOR) visitor.events.push(row);
    }
    const last = rows.at(-1);
    if (!last || rows.length < EVENTS_PER_PAGE) break;
    after = { key: last.visitor_key, id: last.id };
  }
  finishVisitor();
}

/**
 * Recomputes one Johannesburg day's summary from its raw events (ANALYTICS-05, ADR 010). Idempotent, and
 * safe on several servers at once: on PostgreSQL the day's lock is taken before anything is
 * read, so the last to write has read everything the others wrote (ADR 010). On SQLite one
 * process owns the file, so the events are read outside the transaction and only the short
 * replacement holds the one connection: beacons commit between the pages (ADR 021).
 */
export async function rollupDay(options: { db: Kysely<Database>; day: string; now: Date }): Promise<void> {
  const { day } = options;
  const bounds = dayBoundsUtc(day);
  const summarize = async (reader: Executor) => {
    const summarizer = createDaySummarizer();
    await summarizeVisitorEvents(reader, day, summarizer);
    // Acceptance comes from the quotes, where staff's won or lost overrides the customer's
    // click (ANALYTICS-09), not from the raw `quote_accepted` events.
    const quoteEvents = await reader
      .selectFrom('quote_events')
      .select(['type', 'quote_id', 'client_type', 'total_cents'])
      .where('day', '=', day)
      .where('type', '!=', 'quote_accepted')
      .execute();
    const acceptedQuotes = await readAcceptedQuotes(reader, bounds);
    const captures = await reader
      .selectFrom('lead_captures')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('created_at', '>=', bounds.from)
      .where('created_at', '<', bounds.to)
      .executeTakeFirstOrThrow();
    const leads = await reader
      .selectFrom('leads')
      .select(['email', 'client_type'])
      .where('created_at', '>=', bounds.from)
      .where('created_at', '<', bounds.to)
      .execute();
    return summarizer.finish({
      quoteEvents: [...quoteEvents, ...acceptedQuotes],
      leadCaptures: Number(captures.count),
      leadEmails: leads.map((lead) => lead.email),
      leadClientTypes: leads.map((lead) => lead.client_type),
    });
  };
  const replace = async (trx: Transaction<Database>, summary: Awaited<ReturnType<typeof summarize>>) => {
    await replaceDaySummary(trx, { day, totals: summary.totals, counts: summary.counts, now: options.now });
    await replaceSuspectTraffic(trx, { day, ...summary.traffic });
  };
  if (options.db.getExecutor().adapter instanceof PostgresAdapter) {
    await options.db.transaction().execute(async (trx) => {
      await lockSummaryDays(trx, [day]);
      await replace(trx, await summarize(trx));
    });
    return;
  }
  const summary = await summarize(options.db);
  await options.db.transaction().execute((trx) => replace(trx, summary));
}
