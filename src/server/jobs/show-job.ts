import type { Kysely } from 'kysely';
import { JOB_STAGES, type JobDetail, type JobStage } from '#core/workshop/job-schemas';
import { boardPlanView, partViews } from '#core/workshop/job-view';
import { readSpeciesNames } from '../catalogue/price-book-repository';
import type { Database } from '../db/schema';
import { AppError } from '../errors';
import { listHoldInvoices } from '../invoicing/invoice-repository';
import { findJobRecord, listStageMoves } from './job-repository';
import { jobSurfaces } from './job-surfaces';
import { jobRow } from './list-jobs';
import { planJobBoards } from './plan-job-boards';
import { findCutPlan } from './workshop-stock-repository';

const asStage = (value: string | null): JobStage | null =>
  (JOB_STAGES as readonly string[]).includes(value ?? '') ? (value as JobStage) : null;

/** One job with its cut list, board plan (as cut, once it is: ADR 029) and every stage move (OPS-13…17). */
export async function showJob(options: { db: Kysely<Database>; id: number }): Promise<JobDetail> {
  const record = await findJobRecord(options.db, options.id);
  if (!record) throw new AppError('not_found', 'Job not found');
  const { parts } = jobSurfaces(record.surfacesJson);
  // A job cut keeps the plan it was cut on; before, it is planned on today's stock.
  const plan = (await findCutPlan(options.db, record.id)) ?? (await planJobBoards(options.db, [parts]))[0];
  const [moves, species, invoices] = await Promise.all([
    listStageMoves(options.db, record.id),
    readSpeciesNames(options.db),
    listHoldInvoices(options.db, [record.quoteId]),
  ]);
  return {
    ...jobRow(record, invoices.get(record.quoteId) ?? []),
    parts: partViews(parts, plan, species),
    boardPlan: boardPlanView(plan),
    moves: moves.map((move) => ({
      from: asStage(move.from_stage),
      to: asStage(move.to_stage) ?? 'accepted',
      at: move.moved_at,
      by: move.staff_name,
    })),
  };
}
