import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { staffOf } from '../auth/principal';
import type { Database } from '../db/schema';
import { successReply } from '../http/reply-schemas';
import type { SecurityLog } from '../security/security-log';
import { erasePerson, erasureCountsSchema, findPerson, personFoundSchema } from './erase-person';

const personSchema = z.object({ email: z.string().trim().max(254, 'Please enter a valid email address').pipe(z.email('Please enter a valid email address')) });

/** POPIA: find a customer by e-mail and erase them (STAFF-10); owners only. */
export async function privacyRoutes(app: FastifyInstance, { db, securityLog }: { db: Kysely<Database>; securityLog: SecurityLog }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const owner = { config: { access: 'owner' as const } };

  api.get(
    '/api/privacy/person',
    { ...owner, schema: { summary: 'What is held about a person, by e-mail', querystring: personSchema, response: { 200: successReply(personFoundSchema) } } },
    async (request) => {
      const { email } = request.query;
      return { success: true, data: await findPerson({ db, email }) } as const;
    },
  );

  api.post(
    '/api/privacy/erase',
    {
      ...owner,
      schema: {
        summary: 'Erase a person’s personal data (POPIA)',
        body: personSchema,
        response: { 200: successReply(z.object({ erased: erasureCountsSchema })) },
      },
    },
    async (request) => {
      const { email } = request.body;
      const staff = staffOf(request);
      const { erasureId, ...erased } = await erasePerson({ db, email, staffId: staff.staffId, now: new Date() });
      // Who and which log entry; the address itself is never logged.
      request.log.info({ erasureId, staffId: staff.staffId, ...erased }, 'personal data erased on request (POPIA)');
      // The security log names the erasure's record, never the person (STAFF-14).
      await securityLog.record(request, {
        kind: 'personal_data_erased',
        subject: erasureId === null ? 'Nothing held for that address' : `Erasure ${erasureId}`,
        detail: erasureDetail(erased),
      });
      return { success: true, data: { erased } } as const;
    },
  );
}

/** "leads: 2, quotes: 3, …": what an erasure removed, for the security log. */
function erasureDetail(counts: Record<string, number>): string {
  return Object.entries(counts)
    .map(([what, count]) => `${what}: ${count}`)
    .join(', ');
}
