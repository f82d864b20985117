import type { Insertable, Kysely, Transaction } from 'kysely';
import type { Database, LeadTable } from '../db/schema';

export async function insertLead(
  db: Kysely<Database> | Transaction<Database>,
  lead: Insertable<LeadTable>,
): Promise<number> {
  const row = await db.insertInto('leads').values(lead).returning('id').executeTakeFirstOrThrow();
  return Number(row.id);
}
