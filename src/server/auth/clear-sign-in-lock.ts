import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { AppError } from '../errors';
import { accountThrottleKey, clearThrottle } from './sign-in-throttle';

/**
 * An owner clears the sign-in delay of a staff member or a partner (ADR 022): the account's
 * shared count starts again. Clients' counts and trusted browsers' own counts stay.
 */
export async function clearSignInLock(db: Kysely<Database>, { kind, id }: { kind: 'staff' | 'partner'; id: number }): Promise<void> {
  const account =
    kind === 'staff'
      ? (await db.selectFrom('staff_users').select('email').where('id', '=', id).where('disabled_at', 'is', null).executeTakeFirst())?.email
      : (await db.selectFrom('partners').select('username').where('id', '=', id).executeTakeFirst())?.username;
  if (!account) throw new AppError('not_found', kind === 'staff' ? 'No such staff member' : 'No such partner account');
  await clearThrottle(db, await accountThrottleKey(db, { realm: kind, account }));
}
