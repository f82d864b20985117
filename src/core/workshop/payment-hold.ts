import { formatRand } from '../money';
import { JOB_STAGE_LABELS, JOB_STAGES, type JobDelivery, type JobStage } from './job-schemas';

/** What the floor knows of one of a job's invoices (a credit note is left out by the caller). */
export interface HoldInvoice {
  kind: 'deposit' | 'final';
  number: string;
  totalCents: number;
  owingCents: number;
  /** Cancelled by a credit note: it owes nothing and holds nothing. */
  credited: boolean;
}

export type PaymentWait = 'deposit' | 'balance';
export interface PaymentHold {
  waitingFor: PaymentWait;
  /** In words, e.g. "The deposit of R 12,345.00 on INV-000012 is not paid yet: R 2,000.00 is owed." */
  message: string;
}

export const PAYMENT_WAIT_LABELS: Record<PaymentWait, string> = {
  deposit: 'Waiting for deposit',
  balance: 'Waiting for balance',
};

const CUTTING = JOB_STAGES.indexOf('cutting');
const HANDED_OVER: readonly JobStage[] = ['collected', 'delivered'];
const READY_STAGES: readonly JobStage[] = ['ready_to_collect', 'out_for_delivery'];

const unpaid = (invoice: HoldInvoice, what: string): string =>
  `The ${what} of ${formatRand(invoice.totalCents)} on ${invoice.number} is not paid yet: ${formatRand(invoice.owingCents)} is owed.`;

function depositHold(live: readonly HoldInvoice[]): PaymentHold | null {
  const deposit = live.find((invoice) => invoice.kind === 'deposit' && invoice.owingCents > 0);
  return deposit ? { waitingFor: 'deposit', message: unpaid(deposit, 'deposit') } : null;
}

function balanceHold(
  job: { delivery: JobDelivery; acceptedTotalCents: number },
  invoices: readonly HoldInvoice[],
  live: readonly HoldInvoice[],
): PaymentHold | null {
  const deposit = depositHold(live);
  if (deposit) return deposit;
  const final = live.find((invoice) => invoice.kind === 'final' && invoice.owingCents > 0);
  if (final) return { waitingFor: 'balance', message: unpaid(final, 'balance') };
  const invoiced = live.reduce((sum, invoice) => sum + invoice.totalCents, 0);
  if (!invoices.some((invoice) => invoice.kind === 'final') && invoiced < job.acceptedTotalCents) {
    const ready = job.delivery === 'collect' ? 'ready_to_collect' : 'out_for_delivery';
    return {
      waitingFor: 'balance',
      message: `The balance of ${formatRand(job.acceptedTotalCents - invoiced)} is not invoiced yet: move the job to ${JOB_STAGE_LABELS[ready]} first, which issues the final invoice.`,
    };
  }
  return null;
}

/**
 * ADR 050: the floor waits for the money. A job goes to cutting (or past it) only with its deposit
 * paid, and to collected or delivered only with nothing owing on its invoices. A job whose quote
 * has no invoice at all (accepted before invoicing began) is not held. Null when the move may go.
 */
export function paymentHold(
  job: { stage: JobStage; delivery: JobDelivery; acceptedTotalCents: number },
  to: JobStage,
  invoices: readonly HoldInvoice[],
): PaymentHold | null {
  if (invoices.length === 0) return null;
  const live = invoices.filter((invoice) => !invoice.credited);
  if (HANDED_OVER.includes(to)) return balanceHold(job, invoices, live);
  if (JOB_STAGES.indexOf(to) >= CUTTING && JOB_STAGES.indexOf(job.stage) < CUTTING) return depositHold(live);
  return null;
}

/** What a job on the board waits for: its deposit before cutting, its balance when ready; null when nothing. */
export function paymentWait(
  job: { stage: JobStage; delivery: JobDelivery; acceptedTotalCents: number },
  invoices: readonly HoldInvoice[],
): PaymentWait | null {
  if (JOB_STAGES.indexOf(job.stage) < CUTTING) return paymentHold(job, 'cutting', invoices)?.waitingFor ?? null;
  if (READY_STAGES.includes(job.stage))
    return paymentHold(job, job.delivery === 'collect' ? 'collected' : 'delivered', invoices)?.waitingFor ?? null;
  return null;
}

/**
 * Whether the board expects a move to be held, from what the job waits for (the server decides:
 * a payment since the board loaded lets the move go).
 */
export function moveWaitsFor(
  job: { stage: JobStage; waitingFor: PaymentWait | null },
  to: JobStage,
): PaymentWait | null {
  if (!job.waitingFor) return null;
  if (HANDED_OVER.includes(to)) return job.waitingFor;
  return job.waitingFor === 'deposit' && JOB_STAGES.indexOf(to) >= CUTTING && JOB_STAGES.indexOf(job.stage) < CUTTING
    ? 'deposit'
    : null;
}
