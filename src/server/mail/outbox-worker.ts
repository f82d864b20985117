import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { MailSendResult, MailTransport } from './mail-transport';
import { claimDueMail, countSentSince, markFailedAttempt, markSent, type ClaimedMail } from './outbox-repository';
import { redactAddresses, redactCredentials } from './redact';
import { sendOutboxMail } from './send-outbox-mail';
import { queueStaffAlert } from './staff-alert';

/** The slice of Fastify's (pino) logger the worker uses. */
export interface OutboxLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface OutboxWorkerOptions {
  db: Kysely<Database>;
  transport: MailTransport;
  log: OutboxLog;
  intervalMs?: number;
  now?: () => Date;
  /** Longer than the slowest send (the SMTP timeouts), or a live send could be taken over. */
  lockMs?: number;
  batchSize?: number;
  /** The first retry's delay; each later one doubles (outbox-retry-policy). */
  retryBaseMs?: number;
  /** The right-hand side of Message-IDs: the From address's domain (see `mailDomain`). */
  messageIdDomain?: string;
  /**
   * At most `max` messages of these kinds (those an anonymous visitor can cause) are sent in
   * any hour; past it they wait in the outbox and `alertTo` is told, once an hour.
   */
  hourlyCeiling?: { max: number; kinds: readonly string[]; alertTo: string };
  /** Written on each claim, so a restarted server can recognise its own (ADR 004). */
  instanceId?: string;
}

export interface OutboxWorker {
  /** Run now rather than at the next poll (after enqueueing a message). */
  wake(): void;
  /** No more polls; waits for the batch in flight. */
  stop(): Promise<void>;
  /** Processes everything due now, then resolves; rejects if the database fails (tests). */
  drain(): Promise<void>;
}

const describe = (error: unknown) => redactAddresses(redactCredentials(error instanceof Error ? error.message : String(error)));

/** Sends queued mail (OPS-11, ADR 004): polls, claims a batch, sends it, records the outcome. */
export function startOutboxWorker({
  db,
  transport,
  log,
  intervalMs = 2000,
  now = () => new Date(),
  lockMs = 5 * 60_000,
  // One message per claim: its lock starts when its own send starts, so a slow mail server
  // cannot run later messages of a batch past their locks into another worker's hands.
  batchSize = 1,
  messageIdDomain,
  retryBaseMs,
  hourlyCeiling,
  instanceId,
}: OutboxWorkerOptions): OutboxWorker {
  let stopped = false;
  let pollQueued = false;
  let timer: NodeJS.Timeout | undefined;
  // One batch at a time: polls, wakes and drains all queue on this chain.
  let chain: Promise<unknown> = Promise.resolve();
  const exclusively = <T>(task: () => Promise<T>): Promise<T> => {
    const run = chain.then(task);
    chain = run.catch(() => undefined);
    return run;
  };

  async function deliver(mail: ClaimedMail): Promise<void> {
    let result: MailSendResult;
    let deadline: NodeJS.Timeout | undefined;
    try {
      // A send still running at half the lock is given up, long before another worker may take the row.
      const timedOut = new Promise<MailSendResult>((resolve) => {
        deadline = setTimeout(() => resolve({ ok: false, error: 'The mail server took too long to answer', permanent: false }), lockMs / 2);
      });
      result = await Promise.race([sendOutboxMail({ mail, transport, messageIdDomain }), timedOut]);
    } catch (error) {
      // A transport should never throw; if one does, the message is not to blame.
      result = { ok: false, error: describe(error), permanent: false };
    } finally {
      clearTimeout(deadline);
    }
    const details = { outboxId: mail.id, kind: mail.kind, attempts: mail.attempts };
    if (result.ok) {
      if (await markSent(db, mail, now())) log.info(details, 'mail sent');
      else log.warn(details, 'mail sent after its lock ran out; another worker had taken it');
      return;
    }
    const outcome = await markFailedAttempt(db, mail, { error: result.error, now: now(), permanent: result.permanent, retryBaseMs });
    const failure = { ...details, permanent: result.permanent, nextAttemptAt: outcome?.nextAttemptAt, error: describe(result.error) };
    if (outcome?.status === 'failed') log.error(failure, 'mail failed; staff can see it in the outbox');
    else log.warn(failure, 'mail not sent; will retry');
  }

  // A database error stops the batch: the rows left `sending` are taken again when their
  // lock runs out, which beats sending more mail that cannot be recorded.
  async function heldKinds(): Promise<readonly string[]> {
    if (!hourlyCeiling) return [];
    const at = now();
    const sent = await countSentSince(db, { kinds: hourlyCeiling.kinds, since: new Date(at.getTime() - 3_600_000) });
    if (sent < hourlyCeiling.max) return [];
    const { created } = await queueStaffAlert(db, {
      topic: 'mail-ceiling',
      to: hourlyCeiling.alertTo,
      subject: 'Grainline: customer e-mail is being held back',
      text: `${sent} customer e-mails were sent in the last hour, the ceiling set by MAIL_HOURLY_CEILING (${hourlyCeiling.max}). Further ones wait in the outbox and go out as the hour rolls on.\nIf this is not a busy day, someone may be using the quote form to send mail: check the outbox.`,
      now: at,
    });
    if (created) log.warn({ sent, ceiling: hourlyCeiling.max }, 'hourly mail ceiling reached; customer mail held back');
    return hourlyCeiling.kinds;
  }

  async function processBatch(): Promise<number> {
    const claimed = await claimDueMail(db, { now: now(), lockMs, limit: batchSize, exceptKinds: await heldKinds(), claimedBy: instanceId });
    for (const mail of claimed) await deliver(mail);
    return claimed.length;
  }

  function schedule(): void {
    clearTimeout(timer);
    if (stopped) return;
    timer = setTimeout(poll, intervalMs);
    // The server's listener keeps the process alive, not this timer.
    timer.unref();
  }

  function poll(): void {
    if (stopped || pollQueued) return;
    pollQueued = true;
    clearTimeout(timer);
    void exclusively(async () => {
      pollQueued = false;
      let claimed = batchSize;
      while (!stopped && claimed === batchSize) claimed = await processBatch();
    })
      .catch((error: unknown) => log.error({ error: describe(error) }, 'outbox run failed'))
      .finally(schedule);
  }

  // Mail queued before a restart is due at once.
  poll();

  return {
    wake: poll,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await chain;
    },
    drain: () =>
      exclusively(async () => {
        while ((await processBatch()) > 0) {
          // Until nothing is due: failures are rescheduled into the future, so this ends.
        }
      }),
  };
}
