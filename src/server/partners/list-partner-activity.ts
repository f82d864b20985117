import type { Kysely } from 'kysely';
import type { PartnerActivity } from '#core/partner-area/partner-area-schemas';
import { currentSignInDelays } from '../auth/clear-sign-in-lock';
import type { Database } from '../db/schema';
import { findPartnerActivity, partnerUsernames } from './partner-activity-repository';

/** Every partner's work for the staff (STAFF-07), with the time their sign-in is held back until, if it is. */
export async function listPartnerActivity(
  db: Kysely<Database>,
  { signInMaxFailures, now }: { signInMaxFailures: number; now: Date },
): Promise<PartnerActivity[]> {
  const partners = await findPartnerActivity(db);
  const usernameOf = await partnerUsernames(db);
  const delays = await currentSignInDelays(db, {
    realm: 'partner',
    accounts: [...usernameOf.values()],
    limit: signInMaxFailures,
    now,
  });
  return partners.map((partner) => ({
    ...partner,
    signInDelayedUntil: delays.get(usernameOf.get(partner.id) ?? '') ?? null,
  }));
}
