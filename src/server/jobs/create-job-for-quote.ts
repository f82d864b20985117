import type { Transaction } from 'kysely';
import { promisedDate } from '#core/workshop/job-view';
import type { Database } from '../db/schema';
import { insertJobOnce } from './job-repository';

/**
 * OPS-13: an accepted or won quote becomes a job, once, in the transaction that accepted
 * it. The job number is the quote's with a `J` prefix, so the floor and the office say
 * the same number; the promise is the far end of the quoted lead time.
 */
export async function createJobForQuote(
  trx: Transaction<Database>,
  options: { quoteId: number; now: Date; actor?: { staffUserId: number | null; name: string } },
): Promise<void> {
  const quote = await trx
    .selectFrom('quotes')
    .select(['quote_number', 'lead_max_weeks'])
    .where('id', '=', options.quoteId)
    .executeTakeFirst();
  if (!quote) return;
  const at = options.now.toISOString();
  await insertJobOnce(trx, {
    quoteId: options.quoteId,
    jobNumber: `J-${quote.quote_number.replace(/^[A-Z]+-/, '')}`,
    acceptedAt: at,
    // OPS-19: the far end of the lead time this quote promised (QUOTE-09's 4 weeks on older quotes).
    promisedDate: promisedDate(options.now, quote.lead_max_weeks ? Number(quote.lead_max_weeks) * 7 : undefined),
    now: at,
    actor: options.actor ?? { staffUserId: null, name: null },
  });
}
