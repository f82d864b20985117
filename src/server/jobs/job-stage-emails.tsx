import type { Transaction } from 'kysely';
import { ANNOUNCED_STAGES, type JobStage } from '#core/workshop/job-schemas';
import type { BusinessDetails } from '#core/quotes/quote-view';
import type { Database } from '../db/schema';
import type { MailMessage } from '../mail/mail-message';
import { enqueueMail } from '../mail/outbox-repository';
import type { JobRecord } from './job-repository';
import { Email, emailMessage, Lines, Link, Paragraph } from '../mail/email-kit/email-kit';

/**
 * One e-mail per job, whatever the number of moves back and forth (OPS-18). A job passes
 * through one of the two ready stages, so one key serves both, and a job e-mailed as `ready`
 * before the stages were split is not e-mailed again.
 */
export const jobReadyEmailKey = (jobNumber: string) => `job-ready:${jobNumber}`;

/**
 * Where and when to collect, from the settings; a missing one is asked for by phone (the number is in the e-mail's
 * contact line), never invented.
 */
function collectionLines(business: BusinessDetails): string[] {
  return [
    business.address ? `Collect it from: ${business.address}` : 'Please phone us to arrange the collection.',
    business.hours
      ? `Opening hours: ${business.hours}`
      : 'Please phone before you come, so someone is there to help you load.',
    'Bring the quote number; the tops are heavy, so come with a helper and a vehicle long enough for the longest piece.',
  ];
}

const DELIVERY_LINE =
  'Please make sure someone can receive it and that there is a clear way in for long, heavy pieces.';

/**
 * OPS-18: the customer hears what happened: the job is ready to collect (with the workshop's
 * address and hours) or it is out for delivery, each said once, with the workshop's details
 * once. A partner's client is the partner's to tell, so the partner hears instead, with the
 * client's name. `stage` is one of `ANNOUNCED_STAGES`.
 */
export function composeJobReadyEmail(job: JobRecord, business: BusinessDetails, stage: JobStage): MailMessage {
  const collect = stage === 'ready_to_collect';
  const what = `job ${job.jobNumber} (quote ${job.quoteNumber})`;
  const contact = `Questions: ${business.name}, ${business.email}, ${business.phone}.`;
  if (job.partnerContact) {
    const subject = `${collect ? 'Ready to collect' : 'Out for delivery'}: ${job.customerName}, ${job.jobNumber}`;
    return emailMessage(
      { to: job.partnerContact.email, subject, replyTo: business.email },
      <Email title={subject}>
        <Paragraph>Hello {job.partnerContact.name},</Paragraph>
        <Lines>
          {collect
            ? `Your client ${job.customerName}'s ${what} is ready to collect.`
            : `Your client ${job.customerName}'s ${what} is out for delivery.`}
          {collect ? collectionLines(business) : null}
        </Lines>
        <Lines>
          We have not told your client: they are yours to tell.
          {contact}
          <>
            Your dashboard: <Link href={`${business.publicUrl}/professional/dashboard`} />
          </>
        </Lines>
      </Email>,
    );
  }
  const subject = collect
    ? `Your order ${job.jobNumber} is ready to collect`
    : `Your order ${job.jobNumber} is out for delivery`;
  return emailMessage(
    { to: job.customerEmail, subject, replyTo: business.email },
    <Email title={subject}>
      <Paragraph>Hello {job.customerName},</Paragraph>
      <Lines>
        {collect ? `Your order, ${what}, is ready to collect.` : `Your order, ${what}, is out for delivery.`}
        {collect ? collectionLines(business) : DELIVERY_LINE}
      </Lines>
      <Paragraph>{contact}</Paragraph>
    </Email>,
  );
}

/** The e-mail a move to `stage` would send, or null when the stage is not one the customer hears about. */
export function jobStageEmail(job: JobRecord, stage: JobStage, business: BusinessDetails): MailMessage | null {
  return ANNOUNCED_STAGES.includes(stage) ? composeJobReadyEmail(job, business, stage) : null;
}

/**
 * Queued in the move's transaction, so the e-mail exists exactly when the move does, and only
 * when the staff said yes (`emailCustomer`): the server never e-mails on a move alone.
 */
export async function queueJobStageEmail(
  trx: Transaction<Database>,
  options: { job: JobRecord; to: JobStage; emailCustomer: boolean; business: BusinessDetails; now: Date },
): Promise<boolean> {
  const message = options.emailCustomer ? jobStageEmail(options.job, options.to, options.business) : null;
  if (!message) return false;
  await enqueueMail(trx, {
    kind: options.job.partnerContact ? 'partner_job_ready' : 'job_ready',
    dedupeKey: jobReadyEmailKey(options.job.jobNumber),
    message,
    now: options.now,
  });
  return true;
}
