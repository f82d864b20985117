import type { Transaction } from 'kysely';
import type { JobStage } from '#core/workshop/job-schemas';
import type { BusinessDetails } from '#core/quotes/quote-view';
import type { Database } from '../db/schema';
import type { MailMessage } from '../mail/mail-message';
import { enqueueMail } from '../mail/outbox-repository';
import type { JobRecord } from './job-repository';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

const message = (to: string, subject: string, lines: string[], replyTo: string): MailMessage => ({
  to,
  replyTo,
  subject,
  text: lines.join('\n'),
  html: `<!doctype html><html><body style="font-family:Helvetica,Arial,sans-serif">${lines.map((line) => (line ? `<p>${escapeHtml(line)}</p>` : '')).join('')}</body></html>`,
});

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
    const lines = [
      `Hello ${job.partnerContact.name},`,
      '',
      collect
        ? `Your client ${job.customerName}'s ${what} is ready to collect.`
        : `Your client ${job.customerName}'s ${what} is ready and goes out for delivery; we will phone to agree the day of delivery.`,
      ...(collect ? collectionLines(business) : []),
      '',
      'We have not told your client: they are yours to tell.',
      contact,
      `Your dashboard: ${business.publicUrl}/professional/dashboard`,
    ];
    return message(
      job.partnerContact.email,
      `${collect ? 'Ready to collect' : 'Out for delivery'}: ${job.customerName}, ${job.jobNumber}`,
      lines,
      business.email,
    );
  }
  const lines = [
    `Hello ${job.customerName},`,
    '',
    collect
      ? `Your order, ${what}, is ready to collect.`
      : `Your order, ${what}, is ready and goes out for delivery; we will phone you to agree the day of delivery.`,
    ...(collect ? collectionLines(business) : ['Please make sure someone can receive it and that there is a clear way in for long, heavy pieces.']),
    '',
    contact,
  ];
  return message(
    job.customerEmail,
    collect ? `Your order ${job.jobNumber} is ready to collect` : `Your order ${job.jobNumber} is out for delivery`,
    lines,
    business.email,
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
