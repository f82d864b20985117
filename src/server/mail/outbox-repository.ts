import { PostgresAdapter, sql, type Kysely, type Selectable } from 'kysely';
import type { Database, OutboxTable } from '../db/schema';
import { z } from 'zod';
import type { OutboxMessageView } from '#core/back-office/outbox-view';
import { MAIL_LANES, type MailLane } from './mail-lanes';
import { mailMessageSchema, type MailMessage } from './mail-message';
import { MAX_ATTEMPTS, retryDelayMs } from './outbox-retry-policy';
import { redactCredentials } from './redact';

export type OutboxStatus = OutboxTable['status'];

/** A row this worker now holds (`sending`, locked) and must mark sent or failed. */
export interface ClaimedMail {
  id: number;
  kind: string;
  dedupeKey: string;
  /** Including the attempt that is starting now. */
  attempts: number;
  createdAt: Date;
  /** Parsed by the job's handler, which owns the payload schema. */
  payloadJson: string;
}

/** One row as staff see it: no bodies or attachments. */
export interface OutboxEntry {
  id: number;
  kind: string;
  dedupeKey: string;
  status: OutboxStatus;
  attempts: number;
  createdAt: Date;
  nextAttemptAt: Date;
  sentAt: Date | null;
  lastError: string | null;
  to: string | null;
  subject: string | null;
}

type OutboxRow = Selectable<OutboxTable>;

/**
 * Queues a message once per `dedupeKey` (the idempotency key, e.g. `quote-email:Q-…`).
 * A second call with the same key changes nothing and returns the first row's id.
 */
export async function enqueueMail(
  db: Kysely<Database>,
  {
    kind,
    dedupeKey,
    message,
    now = new Date(),
    countsForRecipient = false,
    lane = 'workshop',
  }: {
    kind: string;
    dedupeKey: string;
    message: MailMessage;
    now?: Date;
    countsForRecipient?: boolean;
    /** ADR 040: `anonymous` for mail a visitor who is not signed in caused; it goes out last. */
    lane?: MailLane;
  },
): Promise<{ id: number; created: boolean }> {
  const payload = mailMessageSchema.parse(message);
  const inserted = await db
    .insertInto('outbox')
    .values({
      created_at: now.toISOString(),
      kind,
      dedupe_key: dedupeKey,
      payload_json: JSON.stringify(payload),
      status: 'pending',
      attempts: 0,
      next_attempt_at: now.toISOString(),
      recipient: countsForRecipient ? payload.to.toLowerCase() : null,
      lane: MAIL_LANES[lane],
    })
    .onConflict((conflict) => conflict.column('dedupe_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (inserted) return { id: inserted.id, created: true };
  const existing = await db
    .selectFrom('outbox')
    .select('id')
    .where('dedupe_key', '=', dedupeKey)
    .executeTakeFirstOrThrow();
  return { id: existing.id, created: false };
}

/** How many messages whose dedupe key starts with `prefix` were queued since `since`. */
export async function countMailSince(
  db: Kysely<Database>,
  { dedupeKeyPrefix, since }: { dedupeKeyPrefix: string; since: Date },
): Promise<number> {
  // A key range rather than LIKE, so no character of the prefix acts as a wildcard.
  const row = await db
    .selectFrom('outbox')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('dedupe_key', '>=', dedupeKeyPrefix)
    .where('dedupe_key', '<', `${dedupeKeyPrefix}\uffff`)
    .where('created_at', '>=', since.toISOString())
    .executeTakeFirstOrThrow();
  // PostgreSQL answers count(*) as a string, SQLite as a number.
  return Number(row.count);
}

/** Customer messages one address was sent (or is due) since `since`: the per-recipient cap. */
export async function countMailTo(
  db: Kysely<Database>,
  { recipient, since }: { recipient: string; since: Date },
): Promise<number> {
  const row = await db
    .selectFrom('outbox')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('recipient', '=', recipient.toLowerCase())
    .where('created_at', '>=', since.toISOString())
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Mail one lane holds back (ADR 040): the whole lane, or only these kinds of it. */
export interface HeldMail {
  lane: MailLane;
  kinds?: readonly string[];
}

/** Messages of one lane (of these kinds, if named) sent since `since`: an hourly ceiling's count. */
export async function countSentSince(
  db: Kysely<Database>,
  { lane, kinds, since }: HeldMail & { since: Date },
): Promise<number> {
  const row = await db
    .selectFrom('outbox')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('lane', '=', MAIL_LANES[lane])
    .$if(kinds !== undefined, (query) => query.where('kind', 'in', kinds ?? []))
    .where('status', '=', 'sent')
    .where('sent_at', '>=', since.toISOString())
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Messages of these kinds queued in one lane since `since` (ADR 040: the burst gauge). */
export async function countQueuedInLaneSince(
  db: Kysely<Database>,
  { lane, kinds, since }: { lane: MailLane; kinds: readonly string[]; since: Date },
): Promise<number> {
  const row = await db
    .selectFrom('outbox')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('lane', '=', MAIL_LANES[lane])
    .where('created_at', '>=', since.toISOString())
    .where('kind', 'in', kinds)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Takes due `pending` rows, and `sending` rows whose lock ran out (their worker died), and
 * marks them `sending` until `now + lockMs`: the workshop's lane before the anonymous one
 * (ADR 040), and within a lane the longest due first. One statement, so two workers never take the
 * same row: PostgreSQL skips rows another transaction is claiming (SKIP LOCKED); SQLite
 * runs one writer at a time. No transaction is opened here, so `db` may be one. `claimedBy`,
 * the server's instance id, is written on the claim (ADR 004, `releaseStaleClaims`).
 */
export async function claimDueMail(
  db: Kysely<Database>,
  {
    now,
    lockMs,
    limit,
    held = [],
    claimedBy = null,
  }: {
    now: Date;
    lockMs: number;
    limit: number;
    /** Mail an hourly ceiling holds back for now: left where it is. */
    held?: readonly HeldMail[];
    claimedBy?: string | null;
  },
): Promise<ClaimedMail[]> {
  const nowText = now.toISOString();
  await abandonInterruptedMail(db, nowText);
  const rows = await db
    .updateTable('outbox')
    .set((eb) => ({
      status: 'sending',
      locked_until: new Date(now.getTime() + lockMs).toISOString(),
      claimed_by: claimedBy,
      // Counted when claimed, not when it fails, so a message that crashes the server
      // while sending still runs out of attempts.
      attempts: eb('attempts', '+', 1),
    }))
    .where('id', 'in', (eb) => {
      const due = eb
        .selectFrom('outbox')
        .select('id')
        .where((w) =>
          w.or([
            w.and([w('status', '=', 'pending'), w('next_attempt_at', '<=', nowText)]),
            w.and([w('status', '=', 'sending'), w('locked_until', '<', nowText)]),
          ]),
        )
        .where((w) =>
          w.and(
            held.map(({ lane, kinds }) =>
              kinds
                ? w.or([w('lane', '!=', MAIL_LANES[lane]), w('kind', 'not in', kinds)])
                : w('lane', '!=', MAIL_LANES[lane]),
            ),
          ),
        )
        .orderBy('lane')
        .orderBy('next_attempt_at')
        .orderBy('id')
        .limit(limit);
      return isPostgres(db) ? due.forUpdate().skipLocked() : due;
    })
    .returningAll()
    .execute();
  return rows
    .sort((a, b) => a.lane - b.lane || a.next_attempt_at.localeCompare(b.next_attempt_at) || a.id - b.id)
    .map(toClaimedMail);
}

/** A row interrupted mid-send on its last allowed attempt is given up, not retried forever. */
async function abandonInterruptedMail(db: Kysely<Database>, nowText: string): Promise<void> {
  await db
    .updateTable('outbox')
    .set({ status: 'failed', locked_until: null, last_error: 'Interrupted while sending on the last allowed attempt' })
    .where('status', '=', 'sending')
    .where('locked_until', '<', nowText)
    .where('attempts', '>=', MAX_ATTEMPTS)
    .execute();
}

/**
 * Ends the locks of `sending` claims a dead server left behind, so the next poll takes them
 * at once instead of after the lock (ADR 004). Only for claims known to be stale: all of
 * them on SQLite under the data folder's lock, or those of `claimedBy` when that id belongs
 * to the calling server's own previous instance. Attempts were counted when claimed, so a
 * message that keeps crashing servers still runs out of them.
 */
export async function releaseStaleClaims(
  db: Kysely<Database>,
  { now, claimedBy }: { now: Date; claimedBy?: string },
): Promise<number> {
  const result = await db
    .updateTable('outbox')
    .set({ locked_until: new Date(now.getTime() - 1).toISOString() })
    .where('status', '=', 'sending')
    .$if(claimedBy !== undefined, (query) => query.where('claimed_by', '=', claimedBy ?? ''))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** The claim a worker holds: a row is its own while still `sending` at the attempt it claimed. */
type Claim = Pick<ClaimedMail, 'id' | 'attempts'>;

/**
 * Records a delivery. Only the claim's owner may: once a lock ran out and another worker took
 * the row, the attempt count moved on and a late report from the first changes nothing.
 */
export async function markSent(db: Kysely<Database>, claim: Claim, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('outbox')
    .set({ status: 'sent', sent_at: now.toISOString(), locked_until: null })
    .where('id', '=', claim.id)
    .where('status', '=', 'sending')
    .where('attempts', '=', claim.attempts)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * Records a failed try: back to `pending` after the back-off, or `failed` when the error is
 * permanent or the attempts are used up. Only a row still `sending` is touched, so a late
 * report never undoes another worker's success.
 */
export async function markFailedAttempt(
  db: Kysely<Database>,
  claim: Claim,
  { error, now, permanent, retryBaseMs }: { error: string; now: Date; permanent: boolean; retryBaseMs?: number },
): Promise<{ status: 'pending' | 'failed'; nextAttemptAt: Date | null } | undefined> {
  const { id } = claim;
  const row = await db
    .selectFrom('outbox')
    .select('attempts')
    .where('id', '=', id)
    .where('status', '=', 'sending')
    .where('attempts', '=', claim.attempts)
    .executeTakeFirst();
  if (!row) return undefined;
  const lastError = redactCredentials(error);
  if (permanent || row.attempts >= MAX_ATTEMPTS) {
    await db
      .updateTable('outbox')
      .set({ status: 'failed', locked_until: null, last_error: lastError })
      .where('id', '=', id)
      .where('status', '=', 'sending')
      .where('attempts', '=', claim.attempts)
      .execute();
    return { status: 'failed', nextAttemptAt: null };
  }
  const nextAttemptAt = new Date(now.getTime() + retryDelayMs(row.attempts, retryBaseMs));
  await db
    .updateTable('outbox')
    .set({ status: 'pending', locked_until: null, last_error: lastError, next_attempt_at: nextAttemptAt.toISOString() })
    .where('id', '=', id)
    .where('status', '=', 'sending')
    .where('attempts', '=', claim.attempts)
    .execute();
  return { status: 'pending', nextAttemptAt };
}

/** Staff's "try again" for a failed message: a fresh set of attempts, due now. */
export async function requeueMail(db: Kysely<Database>, id: number, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('outbox')
    .set({ status: 'pending', attempts: 0, next_attempt_at: now.toISOString(), locked_until: null })
    .where('id', '=', id)
    .where('status', '=', 'failed')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * Newest first, for the staff view. Recipient and subject are read out of the payload in
 * SQL so the attachments (a quote PDF each) never travel to the server for a list.
 */
export async function listOutbox(
  db: Kysely<Database>,
  {
    status,
    dedupeKeyPrefixes,
    limit = 100,
  }: { status?: OutboxStatus; dedupeKeyPrefixes?: readonly string[]; limit?: number } = {},
): Promise<OutboxEntry[]> {
  const payloadField = (field: 'to' | 'subject') =>
    isPostgres(db)
      ? sql<string | null>`(payload_json::json ->> ${field})`
      : sql<string | null>`json_extract(payload_json, ${`$.${field}`})`;
  let query = db
    .selectFrom('outbox')
    .select([
      'id',
      'kind',
      'dedupe_key',
      'status',
      'attempts',
      'created_at',
      'next_attempt_at',
      'sent_at',
      'last_error',
    ])
    .select([payloadField('to').as('to'), payloadField('subject').as('subject')])
    .orderBy('id', 'desc')
    .limit(limit);
  if (status) query = query.where('status', '=', status);
  if (dedupeKeyPrefixes) {
    // Key ranges rather than LIKE, as in countMailSince.
    query = query.where((eb) =>
      eb.or(
        dedupeKeyPrefixes.map((prefix) =>
          eb.and([eb('dedupe_key', '>=', prefix), eb('dedupe_key', '<', `${prefix}\uffff`)]),
        ),
      ),
    );
  }
  const rows = await query.execute();
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    dedupeKey: row.dedupe_key,
    status: row.status,
    attempts: row.attempts,
    createdAt: new Date(row.created_at),
    nextAttemptAt: new Date(row.next_attempt_at),
    sentAt: row.sent_at ? new Date(row.sent_at) : null,
    lastError: row.last_error,
    to: row.to,
    subject: row.subject,
  }));
}

/**
 * What one queued message says, for staff (STAFF-09): the attachments by name and size only.
 * Read leniently, so a message whose content was erased (POPIA) still opens, as what is left.
 */
export async function findOutboxMessage(db: Kysely<Database>, id: number): Promise<OutboxMessageView | undefined> {
  const row = await db.selectFrom('outbox').select(['id', 'payload_json']).where('id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  const parsed = storedMessageSchema.safeParse(JSON.parse(row.payload_json));
  const message = parsed.success ? parsed.data : { to: '', subject: '', text: '', attachments: [] };
  return {
    id: row.id,
    to: message.to,
    cc: message.cc ?? null,
    replyTo: message.replyTo ?? null,
    subject: message.subject,
    text: message.text,
    attachments: (message.attachments ?? []).map((attachment) => ({
      fileName: attachment.fileName,
      contentType: attachment.contentType,
      sizeBytes: Buffer.byteLength(attachment.contentBase64, 'base64'),
    })),
  };
}

const storedMessageSchema = z.object({
  to: z.string().catch(''),
  cc: z.string().optional(),
  replyTo: z.string().optional(),
  subject: z.string().catch(''),
  text: z.string().catch(''),
  attachments: z
    .array(z.object({ fileName: z.string(), contentType: z.string(), contentBase64: z.string() }))
    .optional(),
});

const isPostgres = (db: Kysely<Database>) => db.getExecutor().adapter instanceof PostgresAdapter;

function toClaimedMail(row: OutboxRow): ClaimedMail {
  return {
    id: row.id,
    kind: row.kind,
    dedupeKey: row.dedupe_key,
    attempts: row.attempts,
    createdAt: new Date(row.created_at),
    payloadJson: row.payload_json,
  };
}

/** Messages not yet sent nor given up on, and when the oldest of them was queued (GET /readyz). */
export async function outboxBacklog(db: Kysely<Database>): Promise<{ count: number; oldestCreatedAt: Date | null }> {
  const row = await db
    .selectFrom('outbox')
    .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.min('created_at').as('oldest')])
    .where('status', 'in', ['pending', 'sending'])
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), oldestCreatedAt: row.oldest ? new Date(row.oldest) : null };
}
