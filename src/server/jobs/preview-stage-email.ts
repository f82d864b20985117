import type { Kysely } from 'kysely';
import { ANNOUNCED_STAGES, type JobStage, type StageEmail } from '#core/workshop/job-schemas';
import type { BusinessDetails } from '#core/quotes/quote-view';
import type { Database } from '../db/schema';
import { AppError } from '../errors';
import { findJobRecord } from './job-repository';
import { jobReadyEmailKey, jobStageEmail } from './job-stage-emails';

/**
 * OPS-18: the e-mail a move to `stage` would send, shown to staff before they answer "E-mail
 * the customer now?". None for a stage no one hears of, nor once the job's e-mail has gone.
 */
export async function previewStageEmail(options: {
  db: Kysely<Database>;
  id: number;
  stage: JobStage;
  business: BusinessDetails;
}): Promise<StageEmail> {
  const job = await findJobRecord(options.db, options.id);
  if (!job) throw new AppError('not_found', 'Job not found');
  if (!ANNOUNCED_STAGES.includes(options.stage)) return { email: null, reason: 'No one is e-mailed at this stage.' };
  const sent = await options.db
    .selectFrom('outbox')
    .select('created_at')
    .where('dedupe_key', '=', jobReadyEmailKey(job.jobNumber))
    .executeTakeFirst();
  if (sent)
    return {
      email: null,
      reason: `The customer was e-mailed on ${sent.created_at.slice(0, 10)}; they are not e-mailed again.`,
    };
  const message = jobStageEmail(job, options.stage, options.business);
  return { email: message && { to: message.to, subject: message.subject, text: message.text }, reason: null };
}
