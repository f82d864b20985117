import type { Kysely } from 'kysely';
import type { PartnerApplication, PartnerApplicationInput } from '#core/accounts/account-schemas';
import type { BusinessDetails } from '#core/quotes/quote-view';
import type { Database } from '../db/schema';
import { enqueueMail } from '../mail/outbox-repository';
import { composeApplicationAcknowledgementEmail, composeApplicationReceivedEmail } from './partner-emails';
import { findPendingApplicationByEmail, insertApplication, partnerApplication } from './partner-repository';

/**
 * PARTNER-03: store the application and tell the workshop, in one transaction, so an
 * application is never saved without its e-mail queued. A second pending application from the
 * same address stores nothing and answers exactly as the first did: only the applicant's own
 * e-mail (through the outbox, at most one a day) says that we already have it.
 */
export async function applyAsPartner(
  db: Kysely<Database>,
  {
    input,
    business,
    now,
  }: { input: PartnerApplicationInput & { contactEmail: string }; business: BusinessDetails; now: Date },
): Promise<Pick<PartnerApplication, 'status'>> {
  return db.transaction().execute(async (trx) => {
    const acknowledge = (again: boolean, dedupeKey: string) =>
      enqueueMail(trx, {
        kind: 'partner-application-acknowledgement',
        dedupeKey,
        message: composeApplicationAcknowledgementEmail({ to: input.contactEmail, business, again }),
        // ADR 040: anyone can apply, so these go out after the workshop's own mail.
        lane: 'anonymous',
        now,
      });
    const pending = await findPendingApplicationByEmail(trx, input.contactEmail);
    if (pending) {
      await acknowledge(true, `partner-application-again:${String(pending.id)}:${now.toISOString().slice(0, 10)}`);
      return { status: 'pending' };
    }
    const application = partnerApplication(await insertApplication(trx, input, now), null);
    await enqueueMail(trx, {
      kind: 'partner-application',
      dedupeKey: `partner-application:${application.id}`,
      message: composeApplicationReceivedEmail({ application, business }),
      lane: 'anonymous',
      now,
    });
    await acknowledge(false, `partner-application-received:${application.id}`);
    return { status: 'pending' };
  });
}
