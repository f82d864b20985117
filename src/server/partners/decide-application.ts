import type { Kysely } from 'kysely';
import type { PartnerApplication } from '#core/accounts/account-schemas';
import type { BusinessDetails } from '#core/quotes/quote-view';
import type { Database } from '../db/schema';
import { AppError } from '../errors';
import { enqueueMail } from '../mail/outbox-repository';
import { composeRejectionEmail, composeSetupLinkEmail } from './partner-emails';
import { applicationById, basisPointsFromPercent, findPartner } from './partner-repository';
import { issueSetupToken } from './setup-link';

/**
 * Approve (PARTNER-04: pending → approved) with the discount staff chose, recording who
 * approved, and e-mail the single-use setup link through the outbox, all in one transaction.
 */
export async function approveApplication(
  db: Kysely<Database>,
  {
    id,
    discountPercentage,
    staffId,
    business,
    now,
  }: { id: number; discountPercentage: number; staffId: number; business: BusinessDetails; now: Date },
): Promise<PartnerApplication> {
  return db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('partners')
      .set({
        status: 'approved',
        discount_basis_points: basisPointsFromPercent(discountPercentage),
        decided_at: now.toISOString(),
        decided_by_staff_id: staffId,
      })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) await refuseDecision(trx, id);
    return sendSetupLink(trx, { id, business, now });
  });
}

/**
 * Reject (PARTNER-04: pending → rejected, with a non-empty reason) and e-mail the applicant that
 * reason through the outbox (STAFF-05, ADR 004), in the same transaction as the decision.
 */
export async function rejectApplication(
  db: Kysely<Database>,
  {
    id,
    rejectionReason,
    staffId,
    business,
    now,
  }: { id: number; rejectionReason: string; staffId: number; business: BusinessDetails; now: Date },
): Promise<PartnerApplication> {
  return db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('partners')
      .set({
        status: 'rejected',
        rejection_reason: rejectionReason,
        decided_at: now.toISOString(),
        decided_by_staff_id: staffId,
      })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) await refuseDecision(trx, id);
    const application = await applicationById(trx, id);
    if (!application) throw new AppError('not_found', 'No such application');
    // An application is decided once (the update above), so one rejection message per application.
    await enqueueMail(trx, {
      kind: 'partner-rejected',
      dedupeKey: `partner-rejected:${id}`,
      message: composeRejectionEmail({ application, rejectionReason, business }),
      now,
    });
    return application;
  });
}

/** Staff send a fresh setup link to an approved partner who has not set up yet; older links stop working. */
export async function resendSetupLink(
  db: Kysely<Database>,
  { id, business, now }: { id: number; business: BusinessDetails; now: Date },
): Promise<PartnerApplication> {
  return db.transaction().execute(async (trx) => {
    const partner = await findPartner(trx, id);
    if (!partner) throw new AppError('not_found', 'No such application');
    if (partner.status !== 'approved')
      throw new AppError('conflict', 'Only an approved partner can be sent a setup link');
    if (partner.password_hash !== null) throw new AppError('conflict', 'This partner has already set up their account');
    return sendSetupLink(trx, { id, business, now });
  });
}

async function sendSetupLink(
  trx: Kysely<Database>,
  { id, business, now }: { id: number; business: BusinessDetails; now: Date },
): Promise<PartnerApplication> {
  const application = await applicationById(trx, id);
  if (!application) throw new AppError('not_found', 'No such application');
  const { token, expiresAt } = await issueSetupToken(trx, { partnerId: id, now });
  await enqueueMail(trx, {
    kind: 'partner-setup-link',
    // One message per link: a fresh link is a new message, a retried request is not.
    dedupeKey: `partner-setup-link:${id}:${expiresAt.toISOString()}`,
    message: composeSetupLinkEmail({ application, business, token, expiresAt }),
    now,
  });
  return application;
}

async function refuseDecision(trx: Kysely<Database>, id: number): Promise<never> {
  const partner = await findPartner(trx, id);
  if (!partner) throw new AppError('not_found', 'No such application');
  throw new AppError('conflict', `This application is already ${partner.status}`);
}
