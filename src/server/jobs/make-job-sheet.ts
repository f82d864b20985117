import type { Kysely } from 'kysely';
import { readSpeciesNames } from '../catalogue/price-book-repository';
import type { Database } from '../db/schema';
import { AppError } from '../errors';
import { findJobRecord } from './job-repository';
import { jobSurfaces } from './job-surfaces';
import { renderJobSheet } from './job-sheet-pdf';
import { showJob } from './show-job';

/** The job sheet PDF for the floor, and the file name it is offered under. */
export async function makeJobSheet(options: {
  db: Kysely<Database>;
  id: number;
}): Promise<{ bytes: Buffer; fileName: string }> {
  const record = await findJobRecord(options.db, options.id);
  if (!record) throw new AppError('not_found', 'Job not found');
  const [job, species] = await Promise.all([showJob(options), readSpeciesNames(options.db)]);
  const { surfaces } = jobSurfaces(record.surfacesJson);
  return { bytes: await renderJobSheet(job, surfaces, species), fileName: `job-sheet-${job.jobNumber}.pdf` };
}
