import type { Kysely } from 'kysely';
import { dayBoundsUtc } from '../../core/analytics/analytics-day';
import { summarizeDay } from '../../core/analytics/summarize-day';
import type { Database } from '../db/schema';
import { lockSummaryDays, readAcceptedQuotes, replaceDaySummary } from './analytics-repository';

/**
 * Recomputes one Johannesburg day's summary from its raw events (ANALYTICS-05, ADR 010). Idempotent, and
 * safe on several servers at once: the day's lock is taken before anything is read, so the
 * last to write has read everything the others wrote.
 */
export async function rollupDay(options: { db: Kysely<Database>; day: string; now: Date }): Promise<void> {
  const { day } = options;
  const bounds = dayBoundsUtc(day);
  await options.db.transaction().execute(async (trx) => {
    await lockSummaryDays(trx, [day]);
    const visitorEvents = await trx
      .selectFrom('visitor_events')
      .select([
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
      ])
      .where('day', '=', day)
      .execute();
    // Acceptance comes from the quotes, where staff's won or lost overrides the customer's
    // click (ANALYTICS-09), not from the raw `quote_accepted` events.
    const quoteEvents = await trx.selectFrom('quote_events').select(['type', 'quote_id', 'client_type', 'total_cents']).where('day', '=', day).where('type', '!=', 'quote_accepted').execute();
    const acceptedQuotes = await readAcceptedQuotes(trx, bounds);
    const captures = await trx
      .selectFrom('lead_captures')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('created_at', '>=', bounds.from)
      .where('created_at', '<', bounds.to)
      .executeTakeFirstOrThrow();
    const leads = await trx.selectFrom('leads').select('email').where('created_at', '>=', bounds.from).where('created_at', '<', bounds.to).execute();
    const summary = summarizeDay({
      visitorEvents,
      quoteEvents: [...quoteEvents, ...acceptedQuotes],
      leadCaptures: Number(captures.count),
      leadEmails: leads.map((lead) => lead.email),
    });
    await replaceDaySummary(trx, { day, ...summary, now: options.now });
  });
}
