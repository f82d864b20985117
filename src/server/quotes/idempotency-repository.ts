import { createHash } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';

type Executor = Kysely<Database> | Transaction<Database>;

/** Keys are kept hashed: one in the wrong hands, with the request, would replay a quote's link. */
export const hashIdempotencyKey = (key: string) => createHash('sha256').update(key).digest('hex');

export const hashRequest = (request: unknown) => createHash('sha256').update(JSON.stringify(request)).digest('hex');

export async function findIdempotentQuote(
  db: Executor,
  keyHash: string,
): Promise<{ token: string; requestHash: string } | undefined> {
  const row = await db
    .selectFrom('quote_idempotency_keys')
    .innerJoin('quotes', 'quotes.id', 'quote_idempotency_keys.quote_id')
    .select(['quotes.token', 'quote_idempotency_keys.request_hash'])
    .where('quote_idempotency_keys.key_hash', '=', keyHash)
    .executeTakeFirst();
  return row ? { token: row.token, requestHash: row.request_hash } : undefined;
}

/** Fails on a key already recorded, which rolls back the quote made with it. */
export async function recordIdempotencyKey(
  db: Executor,
  row: { keyHash: string; requestHash: string; quoteId: number; createdAt: string },
): Promise<void> {
  await db
    .insertInto('quote_idempotency_keys')
    .values({ key_hash: row.keyHash, request_hash: row.requestHash, quote_id: row.quoteId, created_at: row.createdAt })
    .execute();
}

/** A retry comes within minutes; a day later the key is forgotten (the maintenance job). */
export async function deleteIdempotencyKeysBefore(db: Executor, before: Date): Promise<void> {
  await db.deleteFrom('quote_idempotency_keys').where('created_at', '<', before.toISOString()).execute();
}
