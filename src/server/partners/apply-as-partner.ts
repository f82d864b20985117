import type { Kysely } from 'kysely';
import type { PartnerApplication, PartnerApplicationInput } from '../../core/accounts/account-schemas';
import type { BusinessDetails } from '../../core/quotes/quote-view';
import type { Database } from '../db/schema';
import { AppError } from '../errors';
import { enqueueMail } from '../mail/outbox-repository';
import { composeApplicationReceivedEmail } from './partner-emails';
import { findPendingApplicationByEmail, insertApplication, partnerApplication } from './partner-repository';

/**
 * PARTNER-03: store the application and tell the workshop, in one transaction, so an
 * application is never saved without its e-mail queued. A second pending application from
 * the same address is refused politely (409).
 */
export async function applyAsPartner(
  db: Kysely<Database>,
  { input, business, now }: { input: PartnerApplicationInput & { contactEmail: string }; business: BusinessDetails; now: Date },
): Promise<PartnerApplication> {
  return db.transaction().execute(async (trx) => {
    if (await findPendingApplicationByEmail(trx, input.contactEmail)) {
      throw new AppError('conflict', 'We already have an application from this email address and will be in touch soon.', {
        fields: { contactEmail: 'We already have an application from this email address' },
      });
    }
    const application = partnerApplication(await insertApplication(trx, input, now), null);
    await enqueueMail(trx, {
      kind: 'partner-application',
      dedupeKey: `partner-application:${application.id}`,
      message: composeApplicationReceivedEmail({ application, business }),
      now,
    });
    return application;
  });
}
