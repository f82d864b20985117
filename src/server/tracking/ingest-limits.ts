import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** docs/operations.md "Settings": how many rows (events, heatmap clicks and scroll depths) a day may store. */
export interface IngestLimits {
  /** Per visitor key (address and browser, ADR 005) and Johannesburg day. */
  visitorRowsPerDay: number;
  /** For the whole site and day: past it, beacons are counted, not stored. */
  dailyRowBudget: number;
}

export type Admission = 'stored' | 'over_visitor_limit' | 'over_budget';

interface Refused {
  overVisitor: number;
  overBudget: number;
}

/**
 * The daily limits of the tracking call (ADR 021). A beacon is stored whole or not at all:
 * past its visitor's daily rows, or past the site's daily budget, it is answered 202 and only
 * counted. The counts of the day are kept in memory and seeded from the database when the
 * day is first seen, so a restart does not hand out the day's budget again; what was refused
 * is added to `analytics_day_traffic` by `flush` (the analytics job, every minute), where the
 * dashboards read it. With several servers each keeps its own counts: the bound is per server.
 */
export function createIngestGate(options: { db: Kysely<Database>; limits: IngestLimits }) {
  const { db, limits } = options;
  let day = '';
  let stored = 0;
  // Only visitors that stored a row are here, so it holds at most the budget's number of keys.
  const perVisitor = new Map<string, number>();
  let seeding: Promise<void> = Promise.resolve();
  const refused = new Map<string, Refused>();

  async function seed(forDay: string): Promise<void> {
    const countOf = (table: 'visitor_events' | 'heatmap_clicks' | 'heatmap_scrolls') =>
      db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('count'))
        .where('day', '=', forDay)
        .executeTakeFirst()
        .then((row) => Number(row?.count ?? 0));
    const [events, clicks, scrolls, visitors] = await Promise.all([
      countOf('visitor_events'),
      countOf('heatmap_clicks'),
      countOf('heatmap_scrolls'),
      db
        .selectFrom('visitor_events')
        .select(['visitor_key', (eb) => eb.fn.countAll().as('count')])
        .where('day', '=', forDay)
        .groupBy('visitor_key')
        .execute(),
    ]);
    if (day !== forDay) return;
    stored += events + clicks + scrolls;
    for (const row of visitors)
      perVisitor.set(row.visitor_key, (perVisitor.get(row.visitor_key) ?? 0) + Number(row.count));
  }

  function refuse(forDay: string, kind: keyof Refused, rows: number): void {
    const counts = refused.get(forDay) ?? { overVisitor: 0, overBudget: 0 };
    counts[kind] += rows;
    refused.set(forDay, counts);
  }

  return {
    /** Whether a beacon of `rows` rows from this visitor may be stored today; counts it either way. */
    async admit(input: { day: string; visitorKey: string; rows: number }): Promise<Admission> {
      if (input.day !== day) {
        day = input.day;
        stored = 0;
        perVisitor.clear();
        // A failed read starts the day from nothing rather than refusing every beacon.
        seeding = seed(input.day).catch(() => undefined);
      }
      await seeding;
      const visitorRows = perVisitor.get(input.visitorKey) ?? 0;
      if (visitorRows + input.rows > limits.visitorRowsPerDay) {
        refuse(input.day, 'overVisitor', input.rows);
        return 'over_visitor_limit';
      }
      if (stored + input.rows > limits.dailyRowBudget) {
        refuse(input.day, 'overBudget', input.rows);
        return 'over_budget';
      }
      stored += input.rows;
      perVisitor.set(input.visitorKey, visitorRows + input.rows);
      return 'stored';
    },
    /**
     * Adds the refused rows counted since the last flush to each day's row; kept for the next flush if the write fails.
     */
    async flush(): Promise<void> {
      const pending = [...refused];
      refused.clear();
      for (const [forDay, counts] of pending) {
        try {
          await db
            .insertInto('analytics_day_traffic')
            .values({
              day: forDay,
              events_over_visitor_limit: counts.overVisitor,
              events_over_budget: counts.overBudget,
              suspect_visitors: 0,
              suspect_events: 0,
            })
            .onConflict((conflict) =>
              conflict.column('day').doUpdateSet({
                events_over_visitor_limit: sql`analytics_day_traffic.events_over_visitor_limit + excluded.events_over_visitor_limit`,
                events_over_budget: sql`analytics_day_traffic.events_over_budget + excluded.events_over_budget`,
              }),
            )
            .execute();
        } catch (error) {
          refuse(forDay, 'overVisitor', counts.overVisitor);
          refuse(forDay, 'overBudget', counts.overBudget);
          throw error;
        }
      }
    },
  };
}

export type IngestGate = ReturnType<typeof createIngestGate>;
