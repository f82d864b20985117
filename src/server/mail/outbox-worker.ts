import type { Kysely } from 'kysely';
import { createTask, scheduleTask, type Task, type TaskRun } from '#server/worker/task';
import type { Database } from '../db/schema';
import type { MailSendResult, MailTransport } from './mail-transport';
import {
  claimDueMail,
  countSentSince,
  markFailedAttempt,
  markSent,
  type ClaimedMail,
  type HeldMail,
} from './outbox-repository';
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
  /** How often it looks for due mail by itself (croner, whole seconds); `undefined`: only when woken or drained. */
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
   * At most `max` messages of each ceiling's lane (of its kinds, if named) are sent in any hour;
   * past it they wait in the outbox and `alertTo` is told, once an hour. Each lane has its own
   * (ADR 040), so the anonymous lane's sends never use up the workshop's.
   */
  hourlyCeilings?: readonly HourlyCeiling[];
  /** Written on each claim, so a restarted server can recognise its own (ADR 004). */
  instanceId?: string;
}

export interface HourlyCeiling extends HeldMail {
  max: number;
  alertTo: string;
  /** The setting that sets `max`, named in the alert. */
  setting: string;
}

export interface OutboxWorker {
  /** Run now rather than at the next poll (after enqueueing a message). */
  wake(): void;
  /** No more polls; waits for the message in flight. */
  stop(): Promise<void>;
  /** Processes everything due now, then resolves; rejects if the database fails (tests). */
  drain(): Promise<void>;
}

const describe = (error: unknown) =>
  redactAddresses(redactCredentials(error instanceof Error ? error.message : String(error)));

/**
 * One run of the outbox (OPS-11, ADR 004): claims due mail one message at a time, sends it and
 * records the outcome, until nothing is due (or the worker stops). A database error ends the
 * run: the rows left `sending` are taken again when their lock runs out, which beats sending
 * more mail that cannot be recorded.
 */
export function outboxRun({
  db,
  transport,
  log,
  now = () => new Date(),
  lockMs = 5 * 60_000,
  // One message per claim: its lock starts when its own send starts, so a slow mail server
  // cannot run later messages of a batch past their locks into another worker's hands.
  batchSize = 1,
  messageIdDomain,
  retryBaseMs,
  hourlyCeilings = [],
  instanceId,
}: Omit<OutboxWorkerOptions, 'intervalMs'>): (run: Pick<TaskRun, 'stopping'>) => Promise<void> {
  async function deliver(mail: ClaimedMail): Promise<void> {
    let result: MailSendResult;
    let deadline: NodeJS.Timeout | undefined;
    try {
      // A send still running at half the lock is given up, long before another worker may take the row.
      const timedOut = new Promise<MailSendResult>((resolve) => {
        deadline = setTimeout(
          () => resolve({ ok: false, error: 'The mail server took too long to answer', permanent: false }),
          lockMs / 2,
        );
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
    const outcome = await markFailedAttempt(db, mail, {
      error: result.error,
      now: now(),
      permanent: result.permanent,
      retryBaseMs,
    });
    const failure = {
      ...details,
      permanent: result.permanent,
      nextAttemptAt: outcome?.nextAttemptAt,
      error: describe(result.error),
    };
    if (outcome?.status === 'failed') log.error(failure, 'mail failed; staff can see it in the outbox');
    else log.warn(failure, 'mail not sent; will retry');
  }

  async function heldMail(): Promise<HeldMail[]> {
    const at = now();
    const held: HeldMail[] = [];
    for (const ceiling of hourlyCeilings) {
      const sent = await countSentSince(db, {
        lane: ceiling.lane,
        kinds: ceiling.kinds,
        since: new Date(at.getTime() - 3_600_000),
      });
      if (sent < ceiling.max) continue;
      held.push({ lane: ceiling.lane, kinds: ceiling.kinds });
      const { created } = await queueStaffAlert(db, {
        topic: `mail-ceiling-${ceiling.lane}`,
        to: ceiling.alertTo,
        subject: 'Grainline: customer e-mail is being held back',
        text: `${sent} ${ceiling.lane === 'anonymous' ? 'e-mails caused by visitors who were not signed in' : 'customer e-mails'} were sent in the last hour, the ceiling set by ${ceiling.setting} (${ceiling.max}). Further ones wait in the outbox and go out as the hour rolls on.\nIf this is not a busy day, someone may be using the quote form to send mail: check the outbox.`,
        now: at,
      });
      if (created)
        log.warn(
          { sent, ceiling: ceiling.max, lane: ceiling.lane },
          'hourly mail ceiling reached; mail of its lane held back',
        );
    }
    return held;
  }

  async function processBatch(): Promise<number> {
    const claimed = await claimDueMail(db, {
      now: now(),
      lockMs,
      limit: batchSize,
      held: await heldMail(),
      claimedBy: instanceId,
    });
    for (const mail of claimed) await deliver(mail);
    return claimed.length;
  }

  return async ({ stopping }) => {
    // Until nothing is due: failures are rescheduled into the future, so this ends.
    while (!stopping() && (await processBatch()) > 0) {
      // Next message.
    }
  };
}

/** The outbox as a task (ADR 035): runs never overlap, a wake during a run gets one more run after it. */
export function outboxTask(options: Omit<OutboxWorkerOptions, 'intervalMs'>): Task {
  const run = outboxRun(options);
  return createTask({
    name: 'outbox',
    run,
    log: options.log,
    describeError: (error) => ({ error: describe(error) }),
  });
}

/**
 * Sends queued mail on its own (the outbox's tests; the worker module schedules `outboxTask`
 * itself): runs at once, so mail queued before a restart goes out, then every `intervalMs`.
 */
export function startOutboxWorker({ intervalMs, ...options }: OutboxWorkerOptions): OutboxWorker {
  const task = outboxTask(options);
  const schedule = intervalMs === undefined ? undefined : scheduleTask(task, { everySeconds: intervalMs / 1000 });
  task.wake();
  return {
    wake: task.wake,
    async stop() {
      schedule?.stop();
      await task.stop();
    },
    drain: task.runOnce,
  };
}
