import type { Transaction } from 'kysely';
import { analyticsDay, dayBoundsUtc } from '#core/analytics/analytics-day';
import { quoteAcceptedAt, type QuoteAcceptanceFacts } from '#core/analytics/quote-acceptance';
import { emptyDayTotals } from '#core/analytics/summarize-day';
import type { Database } from '../db/schema';
import { lockSummaryDays, readAcceptedQuotes, setAcceptedQuotes } from './analytics-repository';

/**
 * After staff mark a quote won or lost (ANALYTICS-09), re-counts the accepted quotes of
 * the days it counted on before and counts on now, in the caller's transaction. Only that
 * figure changes: the day may be older than the raw events' retention, and its visitors
 * must stay as they were.
 */
export async function recountAcceptedQuotes(options: {
  trx: Transaction<Database>;
  before: QuoteAcceptanceFacts;
  after: QuoteAcceptanceFacts;
  now: Date;
}): Promise<void> {
  const { trx, now } = options;
  const days = [quoteAcceptedAt(options.before), quoteAcceptedAt(options.after)].flatMap((at) =>
    at === null ? [] : [analyticsDay(new Date(at))],
  );
  await lockSummaryDays(trx, days);
  for (const day of new Set(days)) {
    const accepted = await readAcceptedQuotes(trx, dayBoundsUtc(day));
    await setAcceptedQuotes(trx, { day, acceptedQuotes: accepted.length, emptyDay: emptyDayTotals(), now });
  }
}
