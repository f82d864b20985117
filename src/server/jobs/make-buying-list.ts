import type { Kysely } from 'kysely';
import { buyingList } from '#core/workshop/buying-list';
import type { BuyingListView } from '#core/workshop/job-schemas';
import { weekOf } from '#core/workshop/job-view';
import type { Database } from '../db/schema';
import { listJobRecords } from './job-repository';
import { jobSurfaces } from './job-surfaces';
import { planJobBoards } from './plan-job-boards';

/**
 * OPS-16: the boards to buy for the jobs promised in a week whose materials are not
 * ordered yet (still `accepted`); a job past that stage has its wood.
 */
export async function makeBuyingList(options: { db: Kysely<Database>; week: string }): Promise<BuyingListView> {
  const range = weekOf(options.week);
  const records = await listJobRecords(options.db, { from: range.start, to: range.end, stages: ['accepted'] });
  const plans = await planJobBoards(
    options.db,
    records.map((record) => jobSurfaces(record.surfacesJson).parts),
  );
  return { weekStart: range.start, jobNumbers: records.map((record) => record.jobNumber), lines: buyingList(plans) };
}
