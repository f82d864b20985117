import type { Kysely } from 'kysely';
import { NEW_QUOTE_DAYS, type StaffAttention } from '#core/back-office/attention';
import type { Database } from '../db/schema';

/** The staff home's counts (STAFF-11): indexed counts, no rows loaded. */
export async function countAttention({ db, now }: { db: Kysely<Database>; now: Date }): Promise<StaffAttention> {
  const since = new Date(now.getTime() - NEW_QUOTE_DAYS * 86_400_000).toISOString();
  const count = async (query: Promise<{ count: string | number | bigint }>) => Number((await query).count);
  const open = db
    .selectFrom('quotes')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('outcome', 'is', null);
  const [newQuotes, acceptedToFollowUp, quotesToFollowUp, pendingApplications, failedEmails] = await Promise.all([
    count(open.where('created_at', '>=', since).executeTakeFirstOrThrow()),
    count(open.where('status', '=', 'accepted').executeTakeFirstOrThrow()),
    // A new quote that is also accepted is one quote to follow up, not two.
    count(
      open
        .where((eb) => eb.or([eb('created_at', '>=', since), eb('status', '=', 'accepted')]))
        .executeTakeFirstOrThrow(),
    ),
    count(
      db
        .selectFrom('partners')
        .select((eb) => eb.fn.countAll().as('count'))
        .where('status', '=', 'pending')
        .executeTakeFirstOrThrow(),
    ),
    count(
      db
        .selectFrom('outbox')
        .select((eb) => eb.fn.countAll().as('count'))
        .where('status', '=', 'failed')
        .executeTakeFirstOrThrow(),
    ),
  ]);
  return { newQuotes, acceptedToFollowUp, quotesToFollowUp, pendingApplications, failedEmails };
}
