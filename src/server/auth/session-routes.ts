import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import {
  secondFactorRequiredOf,
  type SecondFactorRequirement,
  type SessionState,
} from '#core/accounts/account-schemas';
import { sessionCall } from '#core/api/session-calls';
import { serveCall } from '../http/serve-call';
import type { Database } from '../db/schema';
import { findPartner, partnerAccount, partnerHasLogo } from '../partners/partner-repository';

/** GET /api/session: who the browser is signed in as; never a 401, so a customer's console stays clean. */
export async function sessionRoutes(
  app: FastifyInstance,
  { db, requireSecondFactor }: { db: Kysely<Database>; requireSecondFactor: SecondFactorRequirement },
) {
  serveCall(app, sessionCall, async (request, reply) => {
    const principal = request.principal;
    let state: SessionState = { kind: 'anonymous' };
    if (principal?.kind === 'staff') {
      const { staffId, email, name, role, secondFactor } = principal;
      state = {
        kind: 'staff',
        staff: {
          id: staffId,
          email,
          name,
          role,
          secondFactor,
          secondFactorRequired: secondFactorRequiredOf(requireSecondFactor, role),
        },
      };
    } else if (principal?.kind === 'partner') {
      const row = await findPartner(db, principal.partnerId);
      if (row) state = { kind: 'partner', partner: partnerAccount(row, await partnerHasLogo(db, principal.partnerId)) };
    }
    reply.header('cache-control', 'no-store');
    return state;
  });
}
