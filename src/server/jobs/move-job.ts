import type { Kysely } from 'kysely';
import { JOB_STAGE_LABELS, stagesFor, type JobStage } from '#core/workshop/job-schemas';
import { planJob } from '#core/workshop/plan-job';
import { paymentHold, type PaymentHold } from '#core/workshop/payment-hold';
import type { StaffActor } from '../back-office/staff-actor';
import type { Database } from '../db/schema';
import { AppError } from '../errors';
import type { BusinessDetails } from '#core/quotes/quote-view';
import { findJobRecord, insertStageMove, updateJobStage } from './job-repository';
import { listHoldInvoices } from '../invoicing/invoice-repository';
import { issueFinalInvoiceOnReady } from '../invoicing/issue-job-invoices';
import { queueJobStageEmail } from './job-stage-emails';
import { jobSurfaces } from './job-surfaces';
import { listStock, readWorkshopSettings, takeStockForCutting } from './workshop-stock-repository';

/**
 * OPS-13: staff move a job to a stage, from the version they saw. Two people moving the
 * same job at once: the first wins, the second is told to reload (409) rather than undo it.
 * A job moves only through the stages its delivery chose (ready to collect, or out for
 * delivery). A move to either queues the customer's (or partner's) e-mail in the same
 * transaction when the staff said yes (OPS-18); true when one was queued, so the route wakes
 * the outbox. The first move into
 * `cutting` cuts the job's boards: its plan is fixed and the stock list changes by it
 * (OPS-16, ADR 029), in the same transaction, so a 409 changes no stock. A move to cutting
 * with the deposit unpaid, or to collected or delivered with the balance unpaid, is refused (409)
 * and changes nothing, unless an owner overrides with a reason (ADR 050).
 */
export interface MoveOutcome {
  /** An e-mail (stage or invoice) was queued: the route wakes the outbox. */
  queued: boolean;
  jobNumber: string;
  /** The hold an owner's override moved the job past, for the security log; null when none was needed. */
  overridden: PaymentHold | null;
}

export async function moveJob(options: {
  db: Kysely<Database>;
  id: number;
  stage: JobStage;
  version: number;
  /** The staff's yes to "E-mail the customer now?"; without it nothing is sent. */
  emailCustomer: boolean;
  /** An owner's move past an unpaid deposit or balance (ADR 050); the route lets only owners give it. */
  override?: { reason: string };
  actor: StaffActor;
  business: BusinessDetails;
  now: Date;
}): Promise<MoveOutcome> {
  const { db, id, stage, version, emailCustomer, override, actor, business, now } = options;
  return db.transaction().execute(async (trx) => {
    const job = await findJobRecord(trx, id);
    if (!job) throw new AppError('not_found', 'Job not found');
    if (!stagesFor(job.delivery).includes(stage)) {
      const how = job.delivery === 'collect' ? 'is collected' : 'is delivered';
      throw new AppError('validation_failed', `This job ${how}, so it cannot move to ${JOB_STAGE_LABELS[stage]}.`, {
        fields: { stage: 'Not a stage of this job' },
      });
    }
    const hold = paymentHold(job, stage, (await listHoldInvoices(trx, [job.quoteId])).get(job.quoteId) ?? []);
    if (hold && !override)
      throw new AppError('conflict', `${hold.message} ${job.jobNumber} stays where it is until it is paid.`, {
        current: { waitingFor: hold.waitingFor },
      });
    if (!(await updateJobStage(trx, { id, version, stage, now: now.toISOString() }))) {
      throw new AppError(
        'conflict',
        'Someone else moved this job a moment ago. Reload the board to see where it is now.',
      );
    }
    await insertStageMove(trx, { jobId: id, from: job.stage, to: stage, at: now.toISOString(), actor });
    if (stage === 'cutting') {
      const stock = await listStock(trx);
      const plan = planJob(jobSurfaces(job.surfacesJson).parts, stock, await readWorkshopSettings(trx));
      await takeStockForCutting(trx, { jobId: id, jobNumber: job.jobNumber, plan, now: now.toISOString() });
    }
    const invoiced = await issueFinalInvoiceOnReady(trx, { jobId: id, stage, business, now });
    const queued = (await queueJobStageEmail(trx, { job, to: stage, emailCustomer, business, now })) || invoiced;
    return { queued, jobNumber: job.jobNumber, overridden: hold };
  });
}
