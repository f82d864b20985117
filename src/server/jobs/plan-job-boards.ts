import type { Kysely } from 'kysely';
import type { JobPart } from '#core/workshop/job-parts';
import { planJob, type BoardPlan } from '#core/workshop/plan-job';
import type { Database } from '../db/schema';
import { listStock, readWorkshopSettings } from './workshop-stock-repository';

/** Plans jobs' boards on today's stock list and settings (OPS-15…17). */
export async function planJobBoards(db: Kysely<Database>, jobs: readonly (readonly JobPart[])[]): Promise<BoardPlan[]> {
  const [stock, settings] = await Promise.all([listStock(db), readWorkshopSettings(db)]);
  return jobs.map((parts) => planJob(parts, stock, settings));
}
