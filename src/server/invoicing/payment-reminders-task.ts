import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { BusinessDetails } from '#core/quotes/quote-view';
import type { Database } from '../db/schema';
import { createTask, type Task, type TaskClock } from '../worker/task';
import { currentBusinessDetails } from './current-business-details';
import { sendPaymentReminders } from './send-payment-reminders';

/** ADR 047: reminders are due by the day, so an hourly look is soon enough. */
export const PAYMENT_REMINDERS_EVERY_SECONDS = 60 * 60;

/**
 * The payment reminders as a worker task (ADR 035): each run reads the business as an owner
 * saved it last (its log a child, `module: 'payment-reminders'`), queues the reminders that are due and wakes the
 * outbox when it queued any.
 */
export function paymentRemindersTask(options: {
  db: Kysely<Database>;
  business: BusinessDetails;
  clock: TaskClock;
  log: FastifyBaseLogger;
  wakeOutbox: () => void;
}): Task {
  const { db } = options;
  const log = options.log.child({ module: 'payment-reminders' });
  return createTask({
    name: 'payment reminders',
    clock: options.clock,
    log,
    run: async (run) => {
      const business = await currentBusinessDetails(db, options.business);
      const { queued } = await sendPaymentReminders({ db, business, now: run.now, stopping: () => run.stopping() });
      if (queued === 0) return;
      log.info({ queued }, 'payment reminders queued');
      options.wakeOutbox();
    },
  });
}
