import type { Transaction } from 'kysely';
import type { JobStage } from '#core/workshop/job-schemas';
import type { BusinessDetails } from '#core/quotes/quote-view';
import type { Database } from '../db/schema';
import type { MailMessage } from '../mail/mail-message';
import { enqueueMail } from '../mail/outbox-repository';
import type { JobRecord } from './job-repository';
import { Email, emailMessage, Lines, Link, Paragraph } from '../mail/email-kit/email-kit';

/** One e-mail per job and event, whatever the number of moves back and forth (OPS-18). */
export const jobReadyEmailKey = (jobNumber: string) => `job-ready:${jobNumber}`;

/** Where and when to collect, from the settings; a missing one is asked for by phone, never invented. */
function collectionLines(business: BusinessDetails): string[] {
  return [
    business.address ? `Collect it from: ${business.address}` : `Please phone ${business.phone} to arrange the collection.`,
    business.hours ? `Opening hours: ${business.hours}` : `Please phone ${business.phone} before you come, so someone is there to help you load.`,
    'Bring the quote number; the tops are heavy, so come with a helper and a vehicle long enough for the longest piece.',
  ];
}

/**
 * OPS-18: the customer hears when their job is ready: to collect (with the workshop's
 * address and hours) or out for delivery. A partner's client is the partner's to tell, so
 * the partner hears instead, with the client's name.
 */
export function composeJobReadyEmail(job: JobRecord, business: BusinessDetails): MailMessage {
  const collect = job.delivery === 'collect';
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
            : `Your client ${job.customerName}'s ${what} is ready and goes out for delivery; we will phone to agree the day of delivery.`}
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
  const subject = collect ? `Your order ${job.jobNumber} is ready to collect` : `Your order ${job.jobNumber} is out for delivery`;
  return emailMessage(
    { to: job.customerEmail, subject, replyTo: business.email },
    <Email title={subject}>
      <Paragraph>Hello {job.customerName},</Paragraph>
      <Lines>
        {collect
          ? `Your order, ${what}, is ready to collect.`
          : `Your order, ${what}, is ready and goes out for delivery; we will phone you to agree the day of delivery.`}
        {collect ? collectionLines(business) : 'Please make sure someone can receive it and that there is a clear way in for long, heavy pieces.'}
      </Lines>
      <Paragraph>{contact}</Paragraph>
    </Email>,
  );
}

/** Queued in the move's transaction, so the e-mail exists exactly when the move does. */
export async function queueJobStageEmail(
  trx: Transaction<Database>,
  options: { job: JobRecord; to: JobStage; business: BusinessDetails; now: Date },
): Promise<boolean> {
  if (options.to !== 'ready') return false;
  const kind = options.job.partnerContact ? 'partner_job_ready' : 'job_ready';
  await enqueueMail(trx, {
    kind,
    dedupeKey: jobReadyEmailKey(options.job.jobNumber),
    message: composeJobReadyEmail(options.job, options.business),
    now: options.now,
  });
  return true;
}
