import type { Kysely } from 'kysely';
import { deleteSessionsOf } from '../auth/session-store';
import type { Database } from '../db/schema';
import { AppError } from '../errors';

/**
 * Staff suspend a partner (STAFF-07, ADR 007): in one transaction the status changes
 * and every session of theirs ends, so the next request is signed out; sign-in is refused
 * while suspended. Their issued quotes stay valid: their clients keep their links.
 */
export async function suspendPartner(options: { db: Kysely<Database>; partnerId: number; now: Date }): Promise<void> {
  await options.db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('partners')
      .set({ status: 'suspended', suspended_at: options.now.toISOString() })
      .where('id', '=', options.partnerId)
      .where('status', 'in', ['approved', 'suspended'])
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) throw new AppError('not_found', 'Partner not found');
    await deleteSessionsOf(trx, { kind: 'partner', partnerId: options.partnerId });
  });
}

/** Staff lift a suspension: the partner may sign in again, with the discount they had. */
export async function reinstatePartner(options: { db: Kysely<Database>; partnerId: number }): Promise<void> {
  const result = await options.db
    .updateTable('partners')
    .set({ status: 'approved', suspended_at: null })
    .where('id', '=', options.partnerId)
    .where('status', '=', 'suspended')
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw new AppError('not_found', 'Partner not found');
}
