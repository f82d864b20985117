import type { Transaction } from 'kysely';
import type { BusinessDetails } from '#core/quotes/quote-view';
import { DONE_STAGES, type JobStage } from '#core/workshop/job-schemas';
import type { Database } from '../db/schema';
import { queueInvoiceEmail } from './invoice-email';
import { issueQuoteInvoice } from './issue-quote-invoice';

type IssueOptions = { business: BusinessDetails; now: Date };

async function issueAndEmail(
  trx: Transaction<Database>,
  options: IssueOptions & { quoteId: number; kind: 'deposit' | 'final' },
): Promise<boolean> {
  const issued = await issueQuoteInvoice(trx, { quoteId: options.quoteId, kind: options.kind, now: options.now });
  if (!issued?.issued) return false;
  await queueInvoiceEmail(trx, { invoiceId: issued.id, business: options.business, now: options.now });
  return true;
}

/**
 * ADR 047: an accepted (or won) quote's deposit invoice, in the transaction that made it a job,
 * its e-mail queued with it. True when one was issued, so the caller wakes the outbox.
 */
export async function issueDepositInvoice(
  trx: Transaction<Database>,
  options: IssueOptions & { quoteId: number },
): Promise<boolean> {
  return issueAndEmail(trx, { ...options, kind: 'deposit' });
}

/**
 * ADR 047: the final invoice for the balance when a job is ready (to collect, or out for
 * delivery), or moved past ready at once, in the move's transaction, its e-mail queued with it.
 */
export async function issueFinalInvoiceOnReady(
  trx: Transaction<Database>,
  options: IssueOptions & { jobId: number; stage: JobStage },
): Promise<boolean> {
  if (!DONE_STAGES.includes(options.stage)) return false;
  const job = await trx.selectFrom('jobs').select('quote_id').where('id', '=', options.jobId).executeTakeFirstOrThrow();
  return issueAndEmail(trx, {
    quoteId: Number(job.quote_id),
    kind: 'final',
    business: options.business,
    now: options.now,
  });
}
