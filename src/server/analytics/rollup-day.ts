import type { Kysely } from 'kysely';
import { dayBoundsUtc } from '../../core/analytics/analytics-day';
import { summarizeDay } from '../../core/analytics/summarize-day';
import type { Database } from '../db/schema';
import { replaceDaySummary } from './analytics-repository';

/**
 * Recomputes one Johannesburg day's summary from its raw events (issue 14). Idempotent:
 * running it twice, or on two servers at once, gives the same rows.
 */
export async function rollupDay(options: { db: Kysely<Database>; day: string; now: Date }): Promise<void> {
  const { db, day } = options;
  const bounds = dayBoundsUtc(day);
  const visitorEvents = await db
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
  const quoteEvents = await db.selectFrom('quote_events').select(['type', 'quote_id', 'client_type', 'total_cents']).where('day', '=', day).execute();
  const captures = await db
    .selectFrom('lead_captures')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('created_at', '>=', bounds.from)
    .where('created_at', '<', bounds.to)
    .executeTakeFirstOrThrow();
  const leads = await db.selectFrom('leads').select('email').where('created_at', '>=', bounds.from).where('created_at', '<', bounds.to).execute();
  const summary = summarizeDay({ visitorEvents, quoteEvents, leadCaptures: Number(captures.count), leadEmails: leads.map((lead) => lead.email) });
  await db.transaction().execute((trx) => replaceDaySummary(trx, { day, ...summary, now: options.now }));
}
