import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { staffOf } from '../auth/principal';
import type { Database } from '../db/schema';
import { parseInput } from '../http/parse-input';
import { erasePerson, findPerson } from './erase-person';

const personSchema = z.object({ email: z.string().trim().max(254, 'Please enter a valid email address').pipe(z.email('Please enter a valid email address')) });

/** POPIA: find a customer by e-mail and erase them (issue 16 item 5); owners only. */
export async function privacyRoutes(app: FastifyInstance, { db }: { db: Kysely<Database> }) {
  const owner = { config: { access: 'owner' as const } };

  app.get('/api/privacy/person', owner, async (request) => {
    const { email } = parseInput(personSchema, request.query, 'query');
    return { success: true, data: await findPerson({ db, email }) };
  });

  app.post('/api/privacy/erase', owner, async (request) => {
    const { email } = parseInput(personSchema, request.body);
    const staff = staffOf(request);
    const { erasureId, ...erased } = await erasePerson({ db, email, staffId: staff.staffId, now: new Date() });
    // Who and which log entry; the address itself is never logged.
    request.log.info({ erasureId, staffId: staff.staffId, ...erased }, 'personal data erased on request (POPIA)');
    return { success: true, data: { erased } };
  });
}
