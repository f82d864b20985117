import type { Transaction } from 'kysely';
import { DONE_STAGES, type JobStage } from '#core/workshop/job-schemas';
import type { Database } from '../db/schema';
import { issueQuoteInvoice } from './issue-quote-invoice';

/** ADR 047: an accepted (or won) quote's deposit invoice, in the transaction that made it a job. */
export async function issueDepositInvoice(trx: Transaction<Database>, options: { quoteId: number; now: Date }): Promise<void> {
  await issueQuoteInvoice(trx, { quoteId: options.quoteId, kind: 'deposit', now: options.now });
}

/**
 * ADR 047: the final invoice for the balance when a job is ready (to collect, or out for
 * delivery), or moved past ready at once, in the move's transaction.
 */
export async function issueFinalInvoiceOnReady(trx: Transaction<Database>, options: { jobId: number; stage: JobStage; now: Date }): Promise<void> {
  if (!DONE_STAGES.includes(options.stage)) return;
  const job = await trx.selectFrom('jobs').select('quote_id').where('id', '=', options.jobId).executeTakeFirstOrThrow();
  await issueQuoteInvoice(trx, { quoteId: Number(job.quote_id), kind: 'final', now: options.now });
}
