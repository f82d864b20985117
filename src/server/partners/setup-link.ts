import type { Kysely } from 'kysely';
import { generateSetupToken, hashToken } from '../auth/session-token';
import type { Database } from '../db/schema';
import type { PartnerRow } from './partner-repository';

/** PARTNER-06: a setup link is valid for 7 days and used once. */
export const SETUP_LINK_VALIDITY_MS = 7 * 86_400_000;

/** A new link for a partner; earlier unused links stop working, so only the newest e-mail counts. */
export async function issueSetupToken(
  db: Kysely<Database>,
  { partnerId, now }: { partnerId: number; now: Date },
): Promise<{ token: string; expiresAt: Date }> {
  const token = generateSetupToken();
  const expiresAt = new Date(now.getTime() + SETUP_LINK_VALIDITY_MS);
  await db
    .updateTable('partner_setup_tokens')
    .set({ used_at: now.toISOString() })
    .where('partner_id', '=', partnerId)
    .where('used_at', 'is', null)
    .execute();
  await db
    .insertInto('partner_setup_tokens')
    .values({
      token_hash: hashToken(token),
      partner_id: partnerId,
      created_at: now.toISOString(),
      expires_at: expiresAt.toISOString(),
      used_at: null,
    })
    .execute();
  return { token, expiresAt };
}

/** The partner a setup token opens: unused, unexpired, approved and not yet set up; else undefined. */
export async function partnerOfSetupToken(
  db: Kysely<Database>,
  { token, now }: { token: string; now: Date },
): Promise<PartnerRow | undefined> {
  return db
    .selectFrom('partner_setup_tokens')
    .innerJoin('partners', 'partners.id', 'partner_setup_tokens.partner_id')
    .selectAll('partners')
    .where('partner_setup_tokens.token_hash', '=', hashToken(token))
    .where('partner_setup_tokens.used_at', 'is', null)
    .where('partner_setup_tokens.expires_at', '>', now.toISOString())
    .where('partners.status', '=', 'approved')
    .where('partners.password_hash', 'is', null)
    .executeTakeFirst();
}

/** Marks the token used; false when another request used it first (single use under races). */
export async function useSetupToken(
  db: Kysely<Database>,
  { token, now }: { token: string; now: Date },
): Promise<boolean> {
  const result = await db
    .updateTable('partner_setup_tokens')
    .set({ used_at: now.toISOString() })
    .where('token_hash', '=', hashToken(token))
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
