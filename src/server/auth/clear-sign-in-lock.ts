import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { AppError } from '../errors';
import { partnerName, staffName } from '../security/security-log';
import { accountThrottleKey, clearThrottle, delayedUntil } from './sign-in-throttle';

/**
 * An owner clears the sign-in delay of a staff member or a partner (ADR 022): the account's
 * shared count starts again. Clients' counts and trusted browsers' own counts stay. Answers the
 * account as the security log names it.
 */
export async function clearSignInLock(
  db: Kysely<Database>,
  { kind, id }: { kind: 'staff' | 'partner'; id: number },
): Promise<{ subject: string }> {
  if (kind === 'staff') {
    const member = await db
      .selectFrom('staff_users')
      .select(['email', 'name'])
      .where('id', '=', id)
      .where('disabled_at', 'is', null)
      .executeTakeFirst();
    if (!member) throw new AppError('not_found', 'No such staff member');
    await clearThrottle(db, await accountThrottleKey(db, { realm: kind, account: member.email }));
    return { subject: staffName(member) };
  }
  const partner = await db
    .selectFrom('partners')
    .select(['username', 'business_name'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!partner?.username) throw new AppError('not_found', 'No such partner account');
  await clearThrottle(db, await accountThrottleKey(db, { realm: kind, account: partner.username }));
  return { subject: partnerName({ id, businessName: partner.business_name }) };
}

/**
 * Until when each account's sign-in is delayed now (STAFF-15), by e-mail or username; an
 * account whose delay has passed or that is under its limit is left out.
 */
export async function currentSignInDelays(
  db: Kysely<Database>,
  {
    realm,
    accounts,
    limit,
    now,
  }: { realm: 'staff' | 'partner'; accounts: readonly string[]; limit: number; now: Date },
): Promise<Map<string, string>> {
  const delays = new Map<string, string>();
  for (const account of accounts) {
    const until = await delayedUntil(db, await accountThrottleKey(db, { realm, account }), limit);
    if (until !== null && until > now.toISOString()) delays.set(account, until);
  }
  return delays;
}
