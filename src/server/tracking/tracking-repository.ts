import type { Kysely } from 'kysely';
import type { Database, NewLeadCapture } from '../db/schema';

export async function insertLeadCapture(db: Kysely<Database>, capture: NewLeadCapture): Promise<void> {
  await db.insertInto('lead_captures').values(capture).execute();
}
