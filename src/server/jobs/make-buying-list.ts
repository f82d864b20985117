import type { Kysely } from 'kysely';
import { buyingList, planWeek } from '#core/workshop/buying-list';
import type { BuyingListView } from '#core/workshop/job-schemas';
import { weekOf } from '#core/workshop/job-view';
import type { Database } from '../db/schema';
import { listJobRecords } from './job-repository';
import { jobSurfaces } from './job-surfaces';
import { listStock, readWorkshopSettings } from './workshop-stock-repository';

/**
 * OPS-16: the boards to buy for the jobs promised in a week whose materials are not
 * ordered yet (still `accepted`); a job past that stage has its wood. The jobs share the
 * offcuts on hand: one used by a job is not there for the next.
 */
export async function makeBuyingList(options: { db: Kysely<Database>; week: string }): Promise<BuyingListView> {
  const range = weekOf(options.week);
  const records = await listJobRecords(options.db, { from: range.start, to: range.end, stages: ['accepted'] });
  const [stock, settings] = await Promise.all([listStock(options.db), readWorkshopSettings(options.db)]);
  const plans = planWeek(
    records.map((record) => jobSurfaces(record.surfacesJson).parts),
    stock,
    settings,
  );
  return { weekStart: range.start, jobNumbers: records.map((record) => record.jobNumber), lines: buyingList(plans) };
}
