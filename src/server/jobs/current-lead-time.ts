import type { Kysely, Transaction } from 'kysely';
import { DONE_STAGES, JOB_STAGES } from '#core/workshop/job-schemas';
import { queueLeadTime, type LeadTime } from '#core/workshop/lead-time';
import type { Database } from '../db/schema';
import { readWorkshopSettings } from './workshop-stock-repository';

/** The stages of a job still in the workshop's hands: every one before it is ready to collect or out for delivery. */
const AHEAD = JOB_STAGES.filter((stage) => !DONE_STAGES.includes(stage));

/** OPS-19: the lead time a quote made now promises, from the jobs ahead and the weekly capacity. */
export async function currentLeadTime(db: Kysely<Database> | Transaction<Database>): Promise<LeadTime> {
  const [row, settings] = await Promise.all([
    db
      .selectFrom('jobs')
      .select((eb) => eb.fn.countAll().as('count'))
      .where('stage', 'in', AHEAD)
      .executeTakeFirstOrThrow(),
    readWorkshopSettings(db),
  ]);
  return queueLeadTime({ jobsAhead: Number(row.count), weeklyCapacityJobs: settings.weeklyCapacityJobs });
}
