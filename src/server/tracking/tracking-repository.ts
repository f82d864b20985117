import type { Kysely } from 'kysely';
import type { Database, NewLeadCapture, NewVisitorEvent } from '../db/schema';

export async function insertLeadCapture(db: Kysely<Database>, capture: NewLeadCapture): Promise<void> {
  await db.insertInto('lead_captures').values(capture).execute();
}

export async function insertVisitorEvents(db: Kysely<Database>, events: NewVisitorEvent[]): Promise<void> {
  if (events.length === 0) return;
  await db.insertInto('visitor_events').values(events).execute();
}
